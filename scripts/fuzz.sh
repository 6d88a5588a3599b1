#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan and UBSan, in build-fuzz/) and
# runs each one for a bounded time, starting with every saved input in
# fuzz/seeds/ (the seeds and the regression cases). Any finding (a crash,
# a sanitizer report, a failed round trip, a leak, an input slower than 10 s)
# is saved under build-fuzz/artifacts/, the end of its log is printed, and
# this script exits 1; turn the input into a regression case (fuzz/README.md).
# ./quickstart.sh test (hence CI) runs it for 25 s a target.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     (default: 60 s, every target)
#
# GOPROOF_FUZZ_BUILD names another build directory; with CI=true warnings are errors.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
build="${GOPROOF_FUZZ_BUILD:-build-fuzz}"
if ! command -v clang++ >/dev/null; then
  echo "fuzz.sh: clang++ is needed for libFuzzer (scripts/setup.sh --tests installs it)" >&2
  exit 2
fi
werror=${GOPROOF_WERROR:-OFF}
[ "${CI:-}" = true ] && werror=ON
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
CC=clang CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGOPROOF_FUZZ=ON \
  -DGOPROOF_BUILD_TESTS=OFF -DGOPROOF_BUILD_BENCH=OFF -DGOPROOF_WERROR="$werror" "${launcher[@]}" >/dev/null
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for source in fuzz/*_fuzz.cc; do targets+=("$(basename "$source" .cc)"); done
fi
cmake --build "$build" -j"$(nproc)" --target "${targets[@]}" >&2
mkdir -p "$build/artifacts"
status=0
for target in "${targets[@]}"; do
  corpus="$build/corpus/$target"
  mkdir -p "$corpus"
  seeds="fuzz/seeds/${target%_fuzz}"
  log="$build/$target.log"
  echo "fuzz.sh: $target for $seconds s" >&2
  # The corpus first: libFuzzer adds what it finds there, and reads the seeds as they are.
  if ! "$build/fuzz/$target" -max_total_time="$seconds" -max_len=8192 -timeout=10 \
      -artifact_prefix="$build/artifacts/$target-" "$corpus" $( [ -d "$seeds" ] && echo "$seeds" ) \
      2> "$log"; then
    tail -n 40 "$log" >&2
    echo "fuzz.sh: $target found a problem; see $log and $build/artifacts/" >&2
    status=1
  else
    tail -n 1 "$log" >&2
  fi
done
exit $status
