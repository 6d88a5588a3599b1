#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (in build-fuzz/) and runs each one
# for a bounded time. Any crash is saved under build-fuzz/artifacts/ and this
# script exits 1; turn the input into a regression case in tests/.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     (default: 60 s, every target)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
if ! command -v clang++ >/dev/null; then
  echo "fuzz.sh: clang++ is needed for libFuzzer (apt-get install clang)" >&2
  exit 2
fi
CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGOPROOF_FUZZ=ON \
  -DGOPROOF_BUILD_TESTS=OFF -DGOPROOF_BUILD_BENCH=OFF >&2
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for source in fuzz/*_fuzz.cc; do targets+=("$(basename "$source" .cc)"); done
fi
cmake --build build-fuzz -j"$(nproc)" --target "${targets[@]}" >&2
mkdir -p build-fuzz/artifacts
status=0
for target in "${targets[@]}"; do
  corpus="build-fuzz/corpus/$target"
  mkdir -p "$corpus"
  seeds="fuzz/seeds/${target%_fuzz}"
  echo "fuzz.sh: $target for $seconds s" >&2
  if ! "build-fuzz/fuzz/$target" -max_total_time="$seconds" -max_len=8192 -timeout=10 \
      -artifact_prefix="build-fuzz/artifacts/$target-" "$corpus" $( [ -d "$seeds" ] && echo "$seeds" ) \
      2> "build-fuzz/$target.log"; then
    echo "fuzz.sh: $target found a problem; see build-fuzz/$target.log and build-fuzz/artifacts/" >&2
    status=1
  else
    tail -n 1 "build-fuzz/$target.log" >&2
  fi
done
exit $status
