#!/usr/bin/env python3
"""Measures goproof solve --distributed against one process, in one run:
each position solved by one process on --base-threads threads (the
baseline), and under mpirun by a master and each worker count asked for
(each worker on --threads threads), --repeat times each, interleaved so that
all see the same machine. Prints a Markdown table of medians: seconds, nodes,
jobs, speed-up (baseline seconds over distributed seconds), efficiency
(speed-up per worker core, against the baseline's cores) and node overhead.

Usage: bench/distributed_speedup.py [--goproof build/goproof] [--mpirun mpirun]
           [--repeat 3] [--workers 2] [--threads 1] [--base-threads 2]
           [--job-nodes 1000000] [--tt-mb 2048] [--position capture-2:5x5 ...]

Open MPI's mpirun needs --oversubscribe (added here) to start more processes
than cores, and OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 as
root (set here). Every run of a position must give the same value, score,
winning and best moves, or the script stops and says so."""
import argparse
import json
import os
import statistics
import subprocess
import sys


def run(args, position, workers, threads):
    rules, size = position.split(":")
    solve = [args.goproof, "solve", "--rules", rules, "--size", size, "--json", "--tt-mb", str(args.tt_mb),
             "--threads", str(threads)]
    if workers:
        solve = [args.mpirun, "--oversubscribe", "-np", str(workers + 1)] + solve + [
            "--distributed", "--job-nodes", str(args.job_nodes)]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    out = subprocess.run(solve, capture_output=True, text=True, env=env)
    if out.returncode != 0:
        sys.exit(f"distributed_speedup: {' '.join(solve)} exited {out.returncode}: {out.stderr.strip()}")
    return json.loads(out.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--goproof", default="build/goproof")
    parser.add_argument("--mpirun", default="mpirun")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workers", default="2")
    parser.add_argument("--threads", type=int, default=1, help="each worker's threads")
    parser.add_argument("--base-threads", type=int, default=2, help="the single process's threads")
    parser.add_argument("--job-nodes", type=int, default=1000000)
    parser.add_argument("--tt-mb", type=int, default=2048)
    parser.add_argument("--position", action="append", help="rules:WxH (repeatable)")
    args = parser.parse_args()
    counts = [int(w) for w in args.workers.split(",")]
    print(f"median of {args.repeat} runs; workers on {args.threads} thread(s) each, jobs of {args.job_nodes} nodes",
          flush=True)
    print("| position | processes | value | score | winning moves | seconds (median) | nodes (median) | jobs | "
          "speed-up | efficiency | node overhead |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for position in args.position or ["capture-2:5x5", "gonnect:5x5"]:
        runs = {w: [] for w in [0] + counts}
        for _ in range(args.repeat):
            for w in runs:
                runs[w].append(run(args, position, w, args.base_threads if w == 0 else args.threads))
        answers = {(r["value"], r.get("score"), tuple(r["winning_moves"]), tuple(r.get("best_moves") or []))
                   for rs in runs.values() for r in rs}
        if len(answers) != 1:
            sys.exit(f"distributed_speedup: {position}: the runs disagree: {answers}")
        base_seconds = statistics.median(r["seconds"] for r in runs[0])
        base_nodes = statistics.median(r["nodes"] for r in runs[0])
        for w, rs in runs.items():
            seconds = statistics.median(r["seconds"] for r in rs)
            nodes = statistics.median(r["nodes"] for r in rs)
            jobs = statistics.median(r["distributed"]["jobs"] for r in rs) if w else 0
            speedup = base_seconds / seconds if seconds else 0
            cores = w * args.threads if w else args.base_threads
            efficiency = speedup * args.base_threads / cores
            r = rs[0]
            label = f"1 ({args.base_threads} threads)" if w == 0 else f"1 + {w} ({args.threads} thread(s) each)"
            print(f"| {position} | {label} | {r['value']} | {r.get('score')} | {' '.join(r['winning_moves'])} | "
                  f"{seconds:.2f} | {nodes:,.0f} | {jobs:,.0f} | {speedup:.2f} | {efficiency:.2f} | "
                  f"{nodes / base_nodes:.2f} |", flush=True)


if __name__ == "__main__":
    main()
