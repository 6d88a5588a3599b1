#!/usr/bin/env python3
"""Whole-run benchmark for `goproof verify`: a file of 100 small Capture Go
problems (random 5x5 capture-1 middle-game positions, seeded), each with the
claims a problem book makes: the value, up to two winning moves, a losing
move, a capture count and a status. The claims are written from `goproof
solve --all-moves`, so they all hold; the run then times `goproof verify` on
the file several times and reports the median.

Usage: bench/verify_speed.py [--goproof build/goproof] [--puzzles 100]
                             [--repeat 5] [--seed 1] [--keep FILE]"""
import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time

LETTERS = "abcdefghjklmnopqrst"


def neighbours(x, y, n):
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= x + dx < n and 0 <= y + dy < n:
            yield x + dx, y + dy


def chain_liberties(board, x, y, n):
    colour, seen, stack, liberties = board[y][x], {(x, y)}, [(x, y)], set()
    while stack:
        cx, cy = stack.pop()
        for nx, ny in neighbours(cx, cy, n):
            if board[ny][nx] == ".":
                liberties.add((nx, ny))
            elif board[ny][nx] == colour and (nx, ny) not in seen:
                seen.add((nx, ny))
                stack.append((nx, ny))
    return len(liberties)


def random_position(rng, n, stones):
    """Alternate stones at random, keeping every chain at two liberties or
    more, so the side to move has no capture on the first move."""
    board = [["."] * n for _ in range(n)]
    colour = "X"
    placed = 0
    while placed < stones:
        x, y = rng.randrange(n), rng.randrange(n)
        if board[y][x] != ".":
            continue
        board[y][x] = colour
        ok = all(chain_liberties(board, cx, cy, n) >= 2
                 for cy in range(n) for cx in range(n) if board[cy][cx] != ".")
        if not ok:
            board[y][x] = "."
            continue
        placed += 1
        colour = "O" if colour == "X" else "X"
    # Rows top first: board[0] is the top row.
    return "/".join("".join(r) for r in board), "B" if stones % 2 == 0 else "W"


def puzzle(goproof, rng, index, n=5):
    rows, to_move = random_position(rng, n, rng.randrange(8, 13))
    out = subprocess.run([goproof, "solve", "--rules", "capture-1", "--size", f"{n}x{n}", "--board", rows,
                          "--to-move", to_move, "--all-moves", "--json"], capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    claims = [f"value {result['value']}"]
    winners = result["winning_moves"]
    claims += [f"win {m}" for m in winners[:2]]
    losers = [m for m, v in result["move_values"].items() if v != to_move]
    if losers:
        claims.append(f"no-win {losers[0]}")
    empty = [m for m in result["move_values"]]
    claims.append(f"captures {empty[0]} 0")
    claims.append(f"status {empty[-1]}")
    board = "\n".join(" ".join(r) for r in rows.split("/"))
    return f"\npuzzle: Random problem {index}\nto-move: {to_move}\nboard:\n{board}\n" + "\n".join(claims) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--goproof", default="build/goproof")
    parser.add_argument("--puzzles", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", help="also write the generated puzzle file here")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    text = "goproof-puzzles 1\nrules: capture-1\nsource: bench/verify_speed.py\n"
    text += "".join(puzzle(args.goproof, rng, i + 1) for i in range(args.puzzles))
    with tempfile.NamedTemporaryFile("w", suffix=".puzzles", delete=False) as f:
        f.write(text)
        path = f.name
    if args.keep:
        with open(args.keep, "w") as f:
            f.write(text)
    times, summary = [], ""
    for _ in range(args.repeat):
        start = time.perf_counter()
        run = subprocess.run([args.goproof, "verify", "--failures-only", path], capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        summary = run.stdout.strip().splitlines()[-1]
        if run.returncode != 0:
            print(run.stdout, run.stderr, file=sys.stderr)
            sys.exit(f"verify exited {run.returncode}")
    print(f"{summary}")
    print(f"goproof verify, {args.puzzles} puzzles: median {statistics.median(times):.2f} s over {args.repeat} runs "
          f"(min {min(times):.2f}, max {max(times):.2f})")


if __name__ == "__main__":
    main()
