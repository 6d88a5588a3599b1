#!/usr/bin/env python3
"""Measures parallel df-pn (or, with --solver alphabeta, parallel alpha-beta)
against the serial search, in one run: each position
solved with --threads 1 (the baseline) and with each thread count asked for,
--repeat times each, interleaved so that both see the same machine. Prints a
Markdown table of medians: seconds, nodes, speed-up (serial seconds over
parallel seconds) and search overhead (parallel nodes over serial nodes).

Usage: bench/parallel_speedup.py [--goproof build/goproof] [--baseline OTHER]
           [--repeat 3] [--threads 2,4] [--tt-mb 2048] [--solver dfpn|alphabeta]
           [--position capture-1:5x5 ...]

A position is rules:WxH, or rules:WxH:K to solve it with --score-guess K.
With --baseline OTHER (another build of goproof), every configuration is also
run with it, interleaved, and its rows say "baseline"; speed-up and overhead
are then against the baseline's one thread.

Every run of a position must give the same value, score, winning and best
moves, or the script stops and says so."""
import argparse
import json
import statistics
import subprocess
import sys

# Positions that take 10-60 s on one thread of the 2-core development machine.
POSITIONS = {
    "dfpn": ["capture-2:4x5", "capture-3:4x5", "gonnect:4x5", "capture-1:5x5"],
    "alphabeta": ["conversion:3x5", "conversion:4x4", "quench-1:3x5", "quench-1:4x4"],
}


def run(goproof, solver, position, threads, tt_mb):
    rules, size, *guess = position.split(":")
    args = [goproof, "solve", "--solver", solver, "--rules", rules, "--size", size, "--json", "--tt-mb", str(tt_mb),
            "--threads", str(threads)]
    if guess:
        args += ["--score-guess", guess[0]]
    out = subprocess.run(args, capture_output=True, text=True)
    if out.returncode not in (0,):
        sys.exit(f"parallel_speedup: {' '.join(args)} exited {out.returncode}: {out.stderr.strip()}")
    return json.loads(out.stdout)


def label(position):
    rules, size, *guess = position.split(":")
    return f"{rules} {size}" + (f" --score-guess {guess[0]}" if guess else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--goproof", default="build/goproof")
    parser.add_argument("--baseline", help="another build, run interleaved as the baseline")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--threads", default="2")
    parser.add_argument("--tt-mb", type=int, default=2048)
    parser.add_argument("--solver", default="dfpn", choices=sorted(POSITIONS))
    parser.add_argument("--position", action="append", help="rules:WxH (repeatable)")
    args = parser.parse_args()
    counts = [int(t) for t in args.threads.split(",")]
    print(f"{args.solver}, median of {args.repeat} runs", flush=True)
    builds = {"this build": args.goproof}
    if args.baseline:
        builds = {"baseline": args.baseline, **builds}
    build_column = "build | " if args.baseline else ""
    print(f"| position | {build_column}threads | value | score | best moves | seconds (median) | nodes (median) | "
          "speed-up | node overhead |")
    print("|---|---|---|---|---|---|---|---|---|" + ("---|" if args.baseline else ""))
    for position in args.position or POSITIONS[args.solver]:
        runs = {(b, t): [] for b in builds for t in [1] + counts}
        for _ in range(args.repeat):
            for b, t in runs:
                runs[(b, t)].append(run(builds[b], args.solver, position, t, args.tt_mb))
        first = next(iter(runs))
        base_seconds = statistics.median(r["seconds"] for r in runs[first])
        base_nodes = statistics.median(r["nodes"] for r in runs[first])
        answers = {(r["value"], r.get("score"), tuple(r["winning_moves"]), tuple(r.get("best_moves", [])))
                   for rs in runs.values() for r in rs}
        if len(answers) != 1:
            sys.exit(f"parallel_speedup: {position}: runs disagree: {answers}")
        for (b, t), rs in runs.items():
            seconds = statistics.median(r["seconds"] for r in rs)
            nodes = statistics.median(r["nodes"] for r in rs)
            build = f"{b} | " if args.baseline else ""
            print(f"| {label(position)} | {build}{t} | {rs[0]['value']} | {rs[0].get('score')} | "
                  f"{' '.join(rs[0].get('best_moves', rs[0]['winning_moves']))} | "
                  f"{seconds:.2f} | {int(nodes):,} | {base_seconds / seconds:.2f} | {nodes / base_nodes:.2f} |",
                  flush=True)


if __name__ == "__main__":
    main()
