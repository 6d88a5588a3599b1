#!/usr/bin/env bash
# Installs what is missing (Debian packages, via apt-get), then configures and builds goproof.
# Usage: scripts/setup.sh [--tests] [BUILD_DIR]   (default: build). Set GOPROOF_WERROR=ON to build with -Werror.
# Without --tests (./quickstart.sh) it builds the goproof program alone.
# --tests (./quickstart.sh test, hence CI) builds everything (the test programs and benchmarks too),
# installs clang with its libFuzzer and sanitizer runtimes and llvm-symbolizer for scripts/fuzz.sh,
# and sets up the Node tests in tests/node: Node.js and npm from Debian where missing, and the npm
# packages pinned in tests/node/package-lock.json; and Python 3 for the script tests in tests/scripts.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tests=no
if [ "${1:-}" = --tests ]; then tests=yes; shift; fi
build=${1:-$root/build}

packages=(cmake g++ make pkg-config libabsl-dev libtbb-dev libgtest-dev libgmock-dev
          libbenchmark-dev libcli11-dev nlohmann-json3-dev libzstd-dev gnugo
          librsvg2-bin libtinyxml2-dev libxxhash-dev
          libopenmpi-dev openmpi-bin)  # solve --distributed (docs/distributed.md); the main job runs without it
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# The fuzz targets (scripts/fuzz.sh): Debian 12's clang 14, libclang-rt-dev for
# libFuzzer and the ASan and UBSan runtimes, llvm for llvm-symbolizer (readable reports).
fuzz_packages=(clang libclang-rt-dev llvm)
if [ "$tests" = yes ]; then
  for p in "${fuzz_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  # Node.js by its commands, not its package: a nodesource nodejs bundles npm, and
  # Debian's npm package would conflict with it.
  command -v node >/dev/null || missing+=(nodejs)
  command -v npm >/dev/null || missing+=(npm)
  # The script tests (tests/scripts) run the bench scripts docs/values.md rests on.
  command -v python3 >/dev/null || missing+=(python3)
fi
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo=sudo
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

# The Node tests' packages, exactly as locked; again whenever the lockfile is newer
# than the last install (npm writes node_modules/.package-lock.json last).
node_dir=$root/tests/node
if [ "$tests" = yes ] && { [ ! -e "$node_dir/node_modules/.package-lock.json" ] ||
                           [ "$node_dir/package-lock.json" -nt "$node_dir/node_modules/.package-lock.json" ]; }; then
  echo "setup: npm ci --prefix tests/node" >&2
  npm ci --prefix "$node_dir" --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null
fi

werror=${GOPROOF_WERROR:-OFF}
[ "${CI:-}" = true ] && werror=ON
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DGOPROOF_WERROR="$werror" >&2
targets=(--target goproof)            # what ./quickstart.sh runs; the tests need everything
[ "$tests" = yes ] && targets=()
cmake --build "$build" -j"$(nproc)" "${targets[@]}" >&2
