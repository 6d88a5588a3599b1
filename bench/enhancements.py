#!/usr/bin/env python3
"""Measures what each df-pn enhancement buys: nodes and time with everything on,
and with symmetry, move ordering, settling wins at once, initial proof numbers
from rules knowledge (df-pn+), the bounds from unconditional life (scored
games) or only the safe regions beyond Benson's (Go, Quench #1, #3, #4) or the last
region (Go), the merging of moves that reach one position, the cache of child
lists, alpha-beta's enhanced transposition cut-offs, or the 1+epsilon trick turned off, or contact moves
first (--contact-bias 16) turned on, on one thread (exact, reproducible
node counts), and everything on with 2 threads. Prints a Markdown table of
medians over --repeat runs.

Usage: bench/enhancements.py [--goproof build/goproof] [--repeat 3] [--tt-mb 256]
                             [--position RULES:WxH ...] [--config NAME ...] [--solver alphabeta]
                             [--extra=ARG ...]"""
import argparse
import json
import statistics
import subprocess
import sys

POSITIONS = [
    ("capture-1", "4x5"),
    ("capture-2", "4x4"),
    ("capture-3", "4x4"),
    ("gonnect", "4x4"),
    ("capture-1", "5x5"),
    ("gonnect", "4x5"),
]
CONFIGS = [
    ("all on", ["--threads", "1"]),
    ("no symmetry", ["--threads", "1", "--no-symmetry"]),
    ("no ordering", ["--threads", "1", "--no-ordering"]),
    ("no win-at-once", ["--threads", "1", "--no-win-at-once"]),
    ("no pn-init (1/1 leaves)", ["--threads", "1", "--no-pn-init"]),
    ("no life bounds", ["--threads", "1", "--no-life-bounds"]),
    ("no safe regions", ["--threads", "1", "--no-safe-regions"]),
    ("no last region", ["--threads", "1", "--no-last-region"]),
    ("no score bounds", ["--threads", "1", "--no-score-bounds"]),
    ("all on, every move", ["--threads", "1", "--all-moves"]),
    ("no score bounds, every move", ["--threads", "1", "--no-score-bounds", "--all-moves"]),
    ("no sibling merge", ["--threads", "1", "--no-sibling-merge"]),
    ("no child cache", ["--threads", "1", "--no-child-cache"]),
    ("no transposition cutoffs", ["--threads", "1", "--no-transposition-cutoffs"]),
    ("contact bias 16", ["--threads", "1", "--contact-bias", "16"]),
    ("plain df-pn thresholds (epsilon 0)", ["--threads", "1", "--epsilon", "0"]),
    ("all on, 2 threads", ["--threads", "2"]),
]


def run(goproof, rules, size, extra, tt_mb):
    args = [goproof, "solve", "--rules", rules, "--size", size, "--json", "--tt-mb", str(tt_mb)] + extra
    out = subprocess.run(args, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--goproof", default="build/goproof")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tt-mb", type=int, default=256)
    parser.add_argument("--position", action="append", help="RULES:WxH (repeatable; default: the list above)")
    parser.add_argument("--config", action="append", help="a configuration's name (repeatable; default: all)")
    parser.add_argument("--solver", default="dfpn", help="dfpn (default) or alphabeta")
    parser.add_argument("--extra", action="append", default=[],
                        help="one more argument for every run (repeatable), such as --extra=--score-guess --extra=1")
    args = parser.parse_args()
    positions = [tuple(p.split(":")) for p in args.position] if args.position else POSITIONS
    configs = [c for c in CONFIGS if not args.config or c[0] in args.config]
    if not configs:
        sys.exit("enhancements: no configuration named " + ", ".join(args.config))
    print("| position | configuration | value | nodes (median) | seconds (median) |")
    print("|---|---|---|---|---|")
    for rules, size in positions:
        for name, extra in configs:
            extra = extra + ["--solver", args.solver] + args.extra
            results = [run(args.goproof, rules, size, extra, args.tt_mb) for _ in range(args.repeat)]
            seconds = statistics.median(r["seconds"] for r in results)
            nodes = int(statistics.median(r["nodes"] for r in results))
            value = results[0]["value"] if results[0].get("score") is None else results[0]["score"]
            print(f"| {rules} {size} | {name} | {value} | {nodes:,} | {seconds:.3f} |",
                  flush=True)
            if len({(r["value"], r.get("score")) for r in results}) != 1:
                sys.exit("enhancements: runs disagree on the value")


if __name__ == "__main__":
    main()
