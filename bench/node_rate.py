#!/usr/bin/env python3
"""Compares the single-threaded node rate of two goproof binaries, in one run:
each position solved with --threads 1 by the baseline and by the candidate,
--repeat times each, interleaved so that both see the same machine. Prints a
Markdown table: nodes (which must be the same for a change that keeps the
search, as goproof bench's signature says) and the median nodes per second of
each, with the change in percent.

Usage: bench/node_rate.py BASELINE CANDIDATE [--repeat 5] [--tt-mb 256]

Stops and says so when the two binaries count different nodes or give
different values."""
import argparse
import json
import statistics
import subprocess
import sys

POSITIONS = [
    ["--rules", "capture-1", "--size", "5x5"],
    ["--rules", "capture-3", "--size", "4x4"],
    ["--rules", "go", "--size", "4x3"],
    ["--rules", "go", "--size", "3x3", "--solver", "alphabeta"],
    ["--rules", "gonnect", "--size", "4x4", "--solver", "alphabeta"],
    # A local goal on 19x19 (docs/goals.md): Cho Chikun's intermediate
    # problem 20, framed by hand (Black's stones on f15-f19 and a14-e14) and
    # its region given, so that every version searches the same tree.
    ["--size", "19x19", "--goal", "kill", "--target", "b18", "--region", "a15-e19", "--board",
     "...OXX............./.OOOXX............./.O.XXX............./.OX..X............./.XX..X............./"
     "XXXXX............../" + "/".join(["..................."] * 13)],
    # Cho Chikun's intermediate problem 9 as its file gives it: an open wall,
    # so the region is inferred and closed by a frame (17 empty points).
    ["--size", "19x19", "--goal", "live", "--target", "b16", "--to-move", "B", "--board",
     ".................../.OOXOOO............/.XOXXXXO.........../.XXXOOOO.........../.OOO.............../"
     + "/".join(["..................."] * 14)],
]


def solve(binary, position, tt_mb):
    out = subprocess.run([binary, "solve", *position, "--threads", "1", "--tt-mb", str(tt_mb), "--json"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("baseline")
    parser.add_argument("candidate")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--tt-mb", type=int, default=256)
    args = parser.parse_args()
    print("| solve | nodes | baseline nodes/s | candidate nodes/s | change |")
    print("|---|---|---|---|---|")
    for position in POSITIONS:
        rates = ([], [])  # baseline's, candidate's (the two may be one binary)
        seen = [None, None]
        for _ in range(args.repeat):
            for side, binary in enumerate((args.baseline, args.candidate)):
                r = solve(binary, position, args.tt_mb)
                rates[side].append(r["nodes"] / max(r["seconds"], 1e-6))
                seen[side] = (r["nodes"], r["value"], r.get("score"))
        if seen[0] != seen[1]:
            sys.exit(f"{' '.join(position)}: the binaries disagree: {seen}")
        base, cand = statistics.median(rates[0]), statistics.median(rates[1])
        print(f"| {' '.join(position)} | {seen[0][0]} | {base:.0f} | {cand:.0f} | {100 * (cand / base - 1):+.1f}% |")


if __name__ == "__main__":
    main()
