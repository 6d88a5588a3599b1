#!/usr/bin/env bash
# Draws the value maps of docs/values.md's boards that solve in seconds
# (goproof render --value-map) into docs/maps/, one SVG each.
# Usage: scripts/value_maps.sh [GOPROOF] [OUT_DIR]   (defaults: build/goproof, docs/maps)
# Each map solves every legal first move; a map that is not settled within
# LIMIT seconds (default 120; set LIMIT=...) keeps its unknown points, and the
# script says so. Left out, as a minute or more each: conversion 4x4 (60 to
# 90 s), quench-4 4x4 (80 s), conquest 4x5 (100 s), and (not tried; their
# single solves alone take 30 s to many minutes in docs/values.md) quench-2 and
# quench-3 4x4, capture-2 and capture-3 5x5, gonnect 5x5, go 4x5, conquest 5x5.
# On two cores the whole run takes one to two minutes, most of it go 4x4 and
# quench-1 4x4 (20 to 45 s each).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
goproof=${1:-$root/build/goproof}
out=${2:-$root/docs/maps}
limit=${LIMIT:-120}
threads=${THREADS:-$(nproc)}
mkdir -p "$out"
boards=(
  "capture-1 3x3" "capture-1 4x4" "capture-1 5x5"
  "capture-2 4x4" "capture-2 4x5" "capture-3 4x4"
  "gonnect 3x3" "gonnect 4x4" "gonnect 4x5"
  "go 3x3" "go 3x4" "go 4x4"
  "quench-1 3x3" "quench-1 4x4" "quench-2 3x3" "quench-3 3x3" "quench-4 3x3"
  "conversion 3x3"
  "conquest 3x3" "conquest 4x4"
)
status=0
for board in "${boards[@]}"; do
  read -r rules size <<<"$board"
  file=$out/$rules-$size.svg
  start=$(date +%s%N)
  "$goproof" render --value-map --rules "$rules" --size "$size" --threads "$threads" \
    --time-limit "$limit" -o "$file"
  code=$?
  tenths=$((($(date +%s%N) - start) / 100000000))
  seconds=$((tenths / 10)).$((tenths % 10))
  case $code in
    0) printf '%s %s: %s (%s s)\n' "$rules" "$size" "$file" "$seconds" ;;
    3) printf '%s %s: %s, not settled within %s s (unknown points)\n' "$rules" "$size" "$file" "$limit"; status=3 ;;
    *) printf '%s %s: failed (exit %s)\n' "$rules" "$size" "$code" >&2; status=$code ;;
  esac
done
exit $status
