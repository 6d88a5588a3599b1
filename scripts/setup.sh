#!/usr/bin/env bash
# Installs what is missing (Debian packages, via apt-get), then configures and builds goproof.
# Usage: scripts/setup.sh [BUILD_DIR]   (default: build). Set GOPROOF_WERROR=ON to build with -Werror.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}

packages=(cmake g++ make pkg-config libabsl-dev libtbb-dev libgtest-dev libgmock-dev
          libbenchmark-dev libcli11-dev nlohmann-json3-dev libzstd-dev gnugo)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
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

werror=${GOPROOF_WERROR:-OFF}
[ "${CI:-}" = true ] && werror=ON
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DGOPROOF_WERROR="$werror" >&2
cmake --build "$build" -j"$(nproc)" >&2
