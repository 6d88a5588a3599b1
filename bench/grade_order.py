#!/usr/bin/env python3
"""Does the generator's grade order problems by how hard they are to solve?

Reads puzzle files written by `goproof generate`, solves each position again
with a different solver (alpha-beta, one thread: the same nodes on every
machine), and prints the median nodes per grade and per band (easy 1-3,
medium 4-6, hard 7-10), with Spearman's rank correlation between grade and
nodes. docs/generate.md quotes its output.

  python3 bench/grade_order.py --goproof build/goproof FILE...
"""
import argparse
import json
import re
import statistics
import subprocess
import sys


def puzzles(path):
    """(rules, size, to_move, rows, grade) for each puzzle of a native file."""
    out, cur, board = [], None, None
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if line.startswith("puzzle:"):
            if cur:
                out.append(cur)
            cur = {"rows": []}
            board = False
        elif cur is None:
            continue
        elif line.startswith("rules:"):
            cur["rules"] = line.split(":", 1)[1].strip()
        elif line.startswith("size:"):
            cur["size"] = line.split(":", 1)[1].strip()
        elif line.startswith("to-move:"):
            cur["to_move"] = line.split(":", 1)[1].strip()
        elif line.startswith("prisoners:"):
            cur["prisoners"] = line.split(":", 1)[1].strip()
        elif line.startswith("comment: grade"):
            cur["grade"] = int(re.match(r"comment: grade (\d+)", line).group(1))
        elif line == "board:":
            board = True
        elif board and re.match(r"^\d+\s", line):
            cur["rows"].append("".join(re.findall(r"[.XObw]", line.split(None, 1)[1].rsplit(None, 1)[0])))
        elif board and not line:
            board = False
    if cur:
        out.append(cur)
    return out


def rank(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2
        i = j + 1
    return ranks


def spearman(xs, ys):
    rx, ry = rank(xs), rank(ys)
    mx, my = statistics.mean(rx), statistics.mean(ry)
    num = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    den = (sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry)) ** 0.5
    return num / den if den else 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--goproof", default="build/goproof")
    parser.add_argument("--solver", default="alphabeta")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    rows = []
    for path in args.files:
        for p in puzzles(path):
            cmd = [args.goproof, "solve", "--rules", p["rules"], "--size", p["size"], "--to-move", p.get("to_move", "B"),
                   "--board", "/".join(p["rows"]), "--solver", args.solver, "--threads", "1", "--tt-mb", "16", "--json"]
            if "prisoners" in p:
                cmd += ["--prisoners", p["prisoners"]]
            run = subprocess.run(cmd, capture_output=True, text=True)
            if run.returncode not in (0, 1):
                print(f"{path}: cannot solve: {run.stderr.strip()}", file=sys.stderr)
                continue
            rows.append((p["grade"], json.loads(run.stdout)["nodes"]))
    if not rows:
        sys.exit("no graded puzzles")
    print(f"{len(rows)} problems, solved again by {args.solver} (one thread)")
    print("grade  problems  median nodes")
    for g in sorted({g for g, _ in rows}):
        ns = [n for gg, n in rows if gg == g]
        print(f"{g:5}  {len(ns):8}  {statistics.median(ns):12.0f}")
    for name, lo, hi in (("easy", 1, 3), ("medium", 4, 6), ("hard", 7, 10)):
        ns = [n for g, n in rows if lo <= g <= hi]
        if ns:
            print(f"{name:6} ({lo}-{hi}): {len(ns):4} problems, median {statistics.median(ns):.0f} nodes")
    print(f"Spearman rank correlation, grade vs nodes: {spearman([g for g, _ in rows], [n for _, n in rows]):.2f}")


if __name__ == "__main__":
    main()
