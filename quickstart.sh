#!/usr/bin/env bash
# The README's two commands:
#   ./quickstart.sh        install what is missing, build goproof alone, and run the main job
#                          (goproof verify on the bundled puzzle collection)
#   ./quickstart.sh test   install what is missing (the test tools too), build everything, and
#                          run the whole test suite, then the parallel search tests under
#                          ThreadSanitizer, then each libFuzzer target for 25 s (CI runs this)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
case "${1:-run}" in
  run) "$root/scripts/setup.sh" "$root/build"
       exec "$root/build/goproof" verify "$root"/puzzles/collection/*.puzzles ;;
  test) "$root/scripts/setup.sh" --tests "$root/build"
        ctest --test-dir "$root/build" --output-on-failure -j"$(nproc)"
        "$root/scripts/tsan.sh" "$root/build-tsan"
        exec "$root/scripts/fuzz.sh" 25 ;;
  *) echo "usage: ./quickstart.sh [run|test]" >&2; exit 2 ;;
esac
