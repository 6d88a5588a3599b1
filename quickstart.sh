#!/usr/bin/env bash
# The README's two commands:
#   ./quickstart.sh        install what is missing, build, and run the main job
#                          (goproof verify on the bundled puzzle collection)
#   ./quickstart.sh test   install what is missing, build, and run the whole test suite
#                          (then the parallel search tests under ThreadSanitizer)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
setup_tests=()
[ "${1:-run}" = test ] && setup_tests=(--tests)   # the Node tests' packages too
"$root/scripts/setup.sh" "${setup_tests[@]}" "$root/build"
case "${1:-run}" in
  run) exec "$root/build/goproof" verify "$root"/puzzles/collection/*.puzzles ;;
  test) ctest --test-dir "$root/build" --output-on-failure -j"$(nproc)"
        exec "$root/scripts/tsan.sh" "$root/build-tsan" ;;
  *) echo "usage: ./quickstart.sh [run|test]" >&2; exit 2 ;;
esac
