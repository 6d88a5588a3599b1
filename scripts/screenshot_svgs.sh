#!/usr/bin/env bash
# Screenshots SVG pictures (goproof render) in a real browser, headless
# Chromium, to look at them as a reader of the docs will.
# Usage: scripts/screenshot_svgs.sh OUT_DIR FILE.svg...
# Writes OUT_DIR/NAME.png for each FILE.svg, the window the SVG's own size.
# Installs Debian's chromium when it is missing (root or sudo). Nothing in the
# build or the tests needs this script, or chromium.
set -euo pipefail
if (($# < 2)); then
  echo "usage: $0 OUT_DIR FILE.svg..." >&2
  exit 2
fi
out=$1
shift
mkdir -p "$out"
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "screenshot: installing chromium" >&2
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >&2
  browser=$(command -v chromium)
fi
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
for svg in "$@"; do
  # The picture's size from the root element's width and height (whole pixels).
  size=$(grep -o '<svg [^>]*' "$svg" | head -1 | sed -E 's/.* width="([0-9.]+)" height="([0-9.]+)".*/\1 \2/')
  read -r width height <<<"$size"
  width=${width%.*}
  height=${height%.*}
  name=$(basename "${svg%.svg}")
  "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --hide-scrollbars --user-data-dir="$profile" --screenshot="$out/$name.png" \
    --window-size="$width,$height" "file://$(realpath "$svg")" >/dev/null 2>&1
  echo "$out/$name.png (${width}x${height})"
done
