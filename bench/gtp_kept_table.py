#!/usr/bin/env python3
"""What keeping alpha-beta's table from move to move buys the GTP engine.

Plays one whole game, goproof gtp on both sides (genmove black, genmove
white, ... to the end), once with the table kept (the default) and once with
--fresh-table, alternating, and prints each run's wall time and the median.

  bench/gtp_kept_table.py --goproof build/goproof --rules go --size 4x4 --runs 3
"""
import argparse, statistics, subprocess, time

def game(goproof, rules, size, extra):
    args = [goproof, "gtp", "--rules", rules, "--size", size, "--threads", "1", "--tt-mb", "256", "--time-limit", "0"] + extra
    p = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    def ask(c):
        p.stdin.write(c + "\n"); p.stdin.flush()
        lines = []
        while (l := p.stdout.readline()) != "\n":
            lines.append(l.rstrip("\n"))
        return " ".join(lines)[2:]
    ask("komi 0")
    start = time.perf_counter()
    moves = []
    while ask("gogui-rules_final_result") == "unknown":
        moves.append(ask("genmove " + ask("gogui-rules_side_to_move")))
    seconds = time.perf_counter() - start
    p.stdin.write("quit\n"); p.stdin.close(); p.wait()
    return seconds, moves

def main():
    a = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    a.add_argument("--goproof", default="build/goproof")
    a.add_argument("--rules", default="go")
    a.add_argument("--size", default="4x4")
    a.add_argument("--runs", type=int, default=3)
    o = a.parse_args()
    kept, fresh = [], []
    for _ in range(o.runs):
        s, m1 = game(o.goproof, o.rules, o.size, [])
        kept.append(s)
        s, m2 = game(o.goproof, o.rules, o.size, ["--fresh-table"])
        fresh.append(s)
        if len(m1) != len(m2):
            print("note: the games differ in length:", len(m1), len(m2))
    print(f"{o.rules} {o.size}, one game of {len(m1)} moves, engine on both sides, --threads 1 --time-limit 0")
    print("kept table:  " + " ".join(f"{s:.2f}" for s in kept) + f"  median {statistics.median(kept):.2f} s")
    print("fresh table: " + " ".join(f"{s:.2f}" for s in fresh) + f"  median {statistics.median(fresh):.2f} s")

if __name__ == "__main__":
    main()
