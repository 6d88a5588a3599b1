#!/bin/sh
# Makes every bundled generated set again, one command per file (the same
# commands as README.md's table; each puzzle's `source:` field repeats its
# command). The same seed gives the same file on every machine.
#   sh puzzles/generated/regenerate.sh [path/to/goproof]
set -e
goproof=${1:-build/goproof}
dir=$(dirname "$0")
run() { out=$1; shift; echo "$out: goproof generate $*" >&2; "$goproof" generate "$@" -o "$dir/$out"; }
run capture-1-3x3-tutorial.puzzles  --rules capture-1 --size 3x3 --kind tutorial --all
run capture-1-4x4-tutorial.puzzles  --rules capture-1 --size 4x4 --kind tutorial --count 30 --seed 1
run capture-1-4x4-only-win.puzzles  --rules capture-1 --size 4x4 --kind only-win --count 30 --seed 1
run capture-1-5x5-only-win.puzzles  --rules capture-1 --size 5x5 --kind only-win --count 30 --seed 1
run capture-1-5x5-no-win.puzzles    --rules capture-1 --size 5x5 --kind no-win --count 30 --seed 1
run capture-2-5x5-only-win.puzzles  --rules capture-2 --size 5x5 --kind only-win --count 30 --seed 1
run gonnect-5x5-connect.puzzles     --rules gonnect --size 5x5 --kind connect --count 30 --seed 1
run gonnect-6x6-connect.puzzles     --rules gonnect --size 6x6 --kind connect --count 30 --seed 1
run gonnect-7x7-connect.puzzles     --rules gonnect --size 7x7 --kind connect --count 30 --seed 1
run go-4x4-best-move.puzzles        --rules go --size 4x4 --kind best-move --count 30 --seed 1
run quench-1-4x4-best-move.puzzles  --rules quench-1 --size 4x4 --kind best-move --count 30 --seed 1
run quench-2-4x4-best-move.puzzles  --rules quench-2 --size 4x4 --kind best-move --count 30 --seed 1
run quench-3-4x4-best-move.puzzles  --rules quench-3 --size 4x4 --kind best-move --count 30 --seed 1
run quench-4-4x4-best-move.puzzles  --rules quench-4 --size 4x4 --kind best-move --count 30 --seed 1
run conversion-4x4-best-move.puzzles --rules conversion --size 4x4 --kind best-move --count 30 --seed 1
run conquest-4x4-best-move.puzzles  --rules conquest --size 4x4 --kind best-move --count 30 --seed 1
run capture-9x9.puzzles             --rules go+goal=capture --size 9x9 --kind capture --count 12 --seed 1
run capture-19x19.puzzles           --rules go+goal=capture --size 19x19 --kind capture --count 12 --seed 1
run kill-19x19.puzzles              --rules go+goal=capture --size 19x19 --kind kill --count 30 --seed 1
run live-19x19.puzzles              --rules go+goal=capture --size 19x19 --kind live --count 30 --seed 1
run capture-9x9-snapback.puzzles    --rules go+goal=capture --size 9x9 --kind capture --theme snapback --count 5 --seed 1
run capture-9x9-throw-in.puzzles    --rules go+goal=capture --size 9x9 --kind capture --theme throw-in --count 5 --seed 1
run capture-9x9-net.puzzles         --rules go+goal=capture --size 9x9 --kind capture --theme net --count 5 --seed 1
run capture-19x19-snapback.puzzles  --rules go+goal=capture --size 19x19 --kind capture --theme snapback --count 5 --seed 1
run capture-19x19-throw-in.puzzles  --rules go+goal=capture --size 19x19 --kind capture --theme throw-in --count 5 --seed 1
run capture-19x19-net.puzzles       --rules go+goal=capture --size 19x19 --kind capture --theme net --count 3 --seed 1
