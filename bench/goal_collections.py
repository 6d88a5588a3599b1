#!/usr/bin/env python3
"""Issue 33's collection figures: `goproof verify --goal auto` on five public problem sets.

    bench/goal_collections.py [--goproof PATH] [--time-limit S] [--guard S] [--jobs N]
                              [--mirrors DIR] [--out DIR] [--only NAME,...] [--held-out] [--json]
    bench/goal_collections.py --table ROWS.json

The problem sets are cut from public repositories, which this script does not
download. Fetch them first (any clone works; the directory names are
owner+name, as the `fetch` tool writes them):

    git clone https://github.com/adum/tsumegobench      DIR/adum+tsumegobench/repo
    git clone https://github.com/sanderland/tsumego     DIR/sanderland+tsumego/repo
    git clone https://github.com/d180cf/tsumego.js      DIR/d180cf+tsumego.js/repo
    git clone https://github.com/gogameguru/go-problems DIR/gogameguru+go-problems/repo

The five sets (139 problems), chosen once and kept fixed so runs compare:
- goproblems: tsumegobench's examples/canonical-life-and-death/*.sgf (20);
- cho-elementary, cho-intermediate: sanderland's Cho Chikun JSON files
  Prob0001 to Prob0030 of each book (30 + 30), written as SGF with each SOL
  first move a variation marked RIGHT, and the book's comment at the root;
- tsumego.js: the 29 files of problems/gop/ with the lowest numbers, each in
  its newest version in any commit (tsumego.js keeps problems on branches),
  verified with --unmarked right (its variations are the right lines, unmarked);
- gogameguru: weekly-go-problems easy, intermediate and hard 01 to 10 (30).

--held-out adds Cho Chikun's elementary 31 to 230 and intermediate 31 to 130 (300), written as the
first 30 are: problems nobody tuned the inference of a goal on.

Every problem is verified on its own (`verify --json --goal auto --threads 1
--time-limit S x claims`: S seconds for each claim; a first run with no time
counts them) under a wall-clock guard. Prints, per set: files,
problems (files with claims to check: a position alone is no problem), problems
with every claim decided, median and 90th percentile seconds per
problem (a problem that hits the guard counts as the guard), FAIL claims and
the problems they are in; then every FAIL and every undecided problem. --json writes the per-problem rows instead. --only runs the named
problems (file stems, as the table prints them), to time a change on the slow ones.
--table prints the table and the list of a run saved with --json, without running anything.
"""
import argparse
import concurrent.futures
import json
import os
import re
import statistics
import subprocess
import sys
import time

SETS = ["goproblems", "cho-elementary", "cho-intermediate", "tsumego.js", "gogameguru"]
# --held-out: Cho Chikun's problems after the first 30 of each book, a check that a change made
# for some problems does not only fit them (the inference of a goal's target and region above all).
HELD_OUT = {"cho-elementary-31-230": ("cho-elementary", 31, 230), "cho-intermediate-31-130": ("cho-intermediate", 31, 130)}
SETS += list(HELD_OUT)
# tsumego.js writes each right line as a variation with no mark (docs/sgf-conventions.md).
SET_FLAGS = {"tsumego.js": ["--unmarked", "right"]}


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True, check=True).stdout


def git_dir(mirrors, name):
    base = os.path.join(mirrors, name, "repo")
    return base if os.path.isdir(base) else os.path.join(base, ".git")


def cho_sgf(problem):
    """One sanderland JSON problem as SGF: its stones, its comment, each SOL move a RIGHT variation."""
    stones = "".join(f"{key}" + "".join(f"[{p}]" for p in problem.get(key, [])) for key in ("AB", "AW") if problem.get(key))
    comment = problem.get("C", "").replace("\\", "\\\\").replace("]", "\\]")
    variations = "".join(f"(;{color}[{point}]C[RIGHT])" for color, point, *_ in problem.get("SOL", []))
    return f"(;GM[1]FF[4]SZ[{problem.get('SZ', '19')}]{stones}C[{comment}]{variations})\n"


def materialize(mirrors, out, held_out=False):
    """Writes the five sets (and with held_out, HELD_OUT's) under out/problems/SET/ and returns {set: [paths]}."""
    sets = {}

    def write(name, stem, text):
        folder = os.path.join(out, "problems", name)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, stem + ".sgf")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        sets.setdefault(name, []).append(path)

    tsb = git_dir(mirrors, "adum+tsumegobench")
    for path in sorted(git(tsb, "ls-tree", "-r", "--name-only", "HEAD").split()):
        if re.match(r"examples/canonical-life-and-death/[^/]+\.sgf$", path):
            write("goproblems", "gp-" + os.path.basename(path)[:-4], git(tsb, "show", f"HEAD:{path}"))

    sl = git_dir(mirrors, "sanderland+tsumego")
    books = {"cho-elementary": "problems/1a. Tsumego Beginner/Cho Chikun Encyclopedia Life And Death - Elementary",
             "cho-intermediate": "problems/1b. Tsumego Intermediate/Cho Chikun Encyclopedia Life And Death - Intermediate"}
    ranges = [(name, name, 1, 30) for name in books]
    if held_out:
        ranges += [(name, book, first, last) for name, (book, first, last) in HELD_OUT.items()]
    for name, book, first, last in ranges:
        for n in range(first, last + 1):
            problem = json.loads(git(sl, "show", f"HEAD:{books[book]}/Prob{n:04d}.json"))
            write(name, f"{book.split('-')[1][:4]}-{n:02d}" if name in books else f"{book.split('-')[1][:4]}-{n:03d}",
                  cho_sgf(problem))

    d18 = git_dir(mirrors, "d180cf+tsumego.js")
    newest = {}
    log = git(d18, "log", "--all", "--format=@%H", "--name-only", "--", "problems/gop")
    commit = None
    for line in log.splitlines():
        if line.startswith("@"):
            commit = line[1:]
        elif re.match(r"problems/gop/\d+\.sgf$", line):
            newest.setdefault(line, []).append(commit)  # git log lists the newest commit first
    chosen = sorted(newest, key=lambda p: int(os.path.basename(p)[:-4]))
    taken = 0
    for path in chosen:
        text = None
        for commit in newest[path]:
            try:
                text = git(d18, "show", f"{commit}:{path}")
                break
            except subprocess.CalledProcessError:
                continue  # that commit deleted it
        if text is None:
            continue
        write("tsumego.js", "gop-" + os.path.basename(path)[:-4], text)
        taken += 1
        if taken == 29:
            break

    ggg = git_dir(mirrors, "gogameguru+go-problems")
    for level in ("easy", "intermediate", "hard"):
        for n in range(1, 11):
            path = f"weekly-go-problems/{level}/ggg-{level}-{n:02d}.sgf"
            write("gogameguru", f"ggg-{level[:4]}-{n:02d}", git(ggg, "show", f"HEAD:{path}"))
    return sets


def run_verify(goproof, path, time_limit, guard, flags):
    """One verify run: (seconds, report or None, error text, exit code); report None when guarded or unreadable."""
    command = [goproof, "verify", "--json", "--goal", "auto", "--threads", "1", "--time-limit", str(time_limit),
               *flags, path]
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=guard)
    except subprocess.TimeoutExpired:
        return guard, None, "guard", None
    try:
        return time.monotonic() - start, json.loads(done.stdout), "", done.returncode
    except json.JSONDecodeError:
        return time.monotonic() - start, None, done.stderr.strip()[-200:], done.returncode


def claims_of(report):
    return [{"claim": c["claim"], "verdict": c["verdict"], "explanation": c["explanation"]}
            for f in report.get("files", []) for p in f.get("puzzles", []) for c in p.get("claims", [])]


def verify(goproof, path, seconds_per_claim, guard, flags):
    """Verifies one file with seconds_per_claim for each of its claims (verify's --time-limit is the whole
    run's: a first run with almost no time counts the claims)."""
    _, first, error, code = run_verify(goproof, path, 0.001, guard, flags)
    count = len(claims_of(first)) if first else 0
    if count == 0:
        return {"seconds": 0.0, "claims": [], "error": error, "exit": code}
    seconds, report, error, code = run_verify(goproof, path, seconds_per_claim * count, guard, flags)
    if report is None:
        return {"seconds": seconds, "claims": [], "error": error, "exit": code}
    return {"seconds": seconds, "claims": claims_of(report), "exit": code}


def summarize(rows):
    out = []
    for name in SETS:
        everything = [r for r in rows if r["set"] == name]
        mine = [r for r in everything if r["claims"] or r.get("error")]  # a file without claims is no problem
        if not mine:
            continue
        decided = [r for r in mine if r["claims"] and all(c["verdict"] != "UNDECIDED" for c in r["claims"])]
        fails = [c for r in mine for c in r["claims"] if c["verdict"] == "FAIL"]
        failing = {r["problem"] for r in mine if any(c["verdict"] == "FAIL" for c in r["claims"])}
        seconds = sorted(r["seconds"] for r in mine)
        p90 = seconds[min(len(seconds) - 1, int(0.9 * len(seconds)))]
        out.append({"set": name, "files": len(everything), "problems": len(mine), "decided": len(decided), "median_s": statistics.median(seconds),
                    "p90_s": p90, "fail_claims": len(fails), "fail_problems": len(failing)})
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--goproof", default=os.path.join(os.path.dirname(__file__), "..", "build", "goproof"))
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--guard", type=float, default=300.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--out", default="/tmp/goal_collections")
    parser.add_argument("--only", default="")
    parser.add_argument("--held-out", action="store_true", help="add HELD_OUT's sets (300 more Cho problems)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--table", default="", help="print the table of rows saved with --json, and stop")
    args = parser.parse_args()

    if args.table:
        with open(args.table) as saved:
            print_table(json.load(saved))
        return
    sets = materialize(args.mirrors, args.out, args.held_out)
    only = set(filter(None, args.only.split(",")))
    jobs = [(name, path) for name in SETS for path in sets.get(name, [])
            if not only or os.path.basename(path)[:-4] in only]
    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(verify, args.goproof, path, args.time_limit, args.guard, SET_FLAGS.get(name, [])): (name, path) for name, path in jobs}
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            name, path = futures[future]
            row = future.result()
            row.update({"set": name, "problem": os.path.basename(path)[:-4]})
            rows.append(row)
            print(f"[{done}/{len(jobs)}] {row['problem']}: {row['seconds']:.1f} s", file=sys.stderr)
    rows.sort(key=lambda r: (SETS.index(r["set"]), r["problem"]))
    if args.json:
        json.dump(rows, sys.stdout, indent=1)
        print()
        return
    print_table(rows)


def print_table(rows):
    """The table per set, the whole run's line, then every FAIL and every undecided problem."""
    print("| set | files | problems | decided | median s | p90 s | FAIL claims (problems) |")
    print("|---|---|---|---|---|---|---|")
    for s in summarize(rows):
        print(f"| {s['set']} | {s['files']} | {s['problems']} | {s['decided']} ({100 * s['decided'] // s['problems']}%) | "
              f"{s['median_s']:.1f} | {s['p90_s']:.1f} | {s['fail_claims']} ({s['fail_problems']}) |")
    # The fixed sets' line stays comparable between runs; the held-out sets get their own.
    for label, held in (("all", False), ("held out", True)):
        problems = [r for r in rows if (r["claims"] or r.get("error")) and (r["set"] in HELD_OUT) == held]
        decided = [r for r in problems if r["claims"] and all(c["verdict"] != "UNDECIDED" for c in r["claims"])]
        if problems:
            seconds = sorted(r["seconds"] for r in problems)
            print(f"{label}: {len(decided)} of {len(problems)} problems decided, median {statistics.median(seconds):.2f} s, "
                  f"p90 {seconds[min(len(seconds) - 1, int(0.9 * len(seconds)))]:.1f} s")
    for r in rows:
        verdicts = [c["verdict"] for c in r["claims"]]
        if "FAIL" in verdicts or "UNDECIDED" in verdicts or (not verdicts and r.get("error")):
            state = "no report: " + r["error"] if not verdicts else ("FAIL" if "FAIL" in verdicts else "undecided")
            print(f"{r['problem']}: {state}, {r['seconds']:.1f} s, "
                  + "; ".join(f"{c['claim']} {c['verdict']}" for c in r["claims"]))


if __name__ == "__main__":
    main()
