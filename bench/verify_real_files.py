#!/usr/bin/env python3
"""Runs `goproof verify` over directories of real problem files and counts what happens.

    bench/verify_real_files.py [--goproof PATH] [--time-limit S] [--guard S] [--rules R]
                               [--limit N] [--jobs N] [--extra "ARGS"] [--show-fails N]
                               [--json] DIR...

Every .sgf, .txt and .puzzles file below the directories (sorted, so runs are
reproducible; --limit N takes the first N) is verified on its own with
`goproof verify --json --time-limit S`, under a wall-clock guard (a file that
hits it counts as timed out). Prints: files, files refused (exit 2 with no
report, grouped by message), notices and skipped parts, puzzles, claims
PASS / FAIL / UNDECIDED, FAILs by claim kind and the commonest FAIL
explanations, and the total time. --json prints the same as one object.
--jobs N verifies N files at once (the time is then wall-clock time);
--extra passes more flags to every verify (a house convention:
--extra "--wrong-marker 'TRY AGAIN'"); --show-fails N lists N FAILs with
their files, to tell a misread convention from a rules mismatch by eye.
"""
import concurrent.futures
import shlex
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import time


def files_below(dirs, limit):
    found = []
    for d in dirs:
        for root, _, names in os.walk(d):
            for n in names:
                if n.lower().endswith((".sgf", ".txt", ".puzzles")):
                    found.append(os.path.join(root, n))
    found.sort()
    return found[:limit] if limit else found


def kind_of_message(message):
    """A refusal message without its file and place, and with numbers and quoted parts generalised."""
    message = re.sub(r"^.*?:\d+:\d+: ", "", message)
    message = re.sub(r"'[^']*'|\[[^\]]*\]", "X", message)
    return re.sub(r"\d+", "N", message)[:100]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--goproof", default=os.path.join(os.path.dirname(__file__), "..", "build", "goproof"))
    parser.add_argument("--time-limit", type=float, default=1.0, help="goproof verify --time-limit, per file")
    parser.add_argument("--guard", type=float, default=60.0, help="wall-clock seconds per file before it is killed")
    parser.add_argument("--rules", default="capture-1")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--extra", default="", help="more goproof verify flags, as one shell-quoted string")
    parser.add_argument("--show-fails", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    tally = collections.Counter()
    refused = collections.Counter()
    fail_kinds = collections.Counter()
    fail_reasons = collections.Counter()
    notices = collections.Counter()
    start = time.monotonic()
    def verify(path):
        command = [args.goproof, "verify", "--json", "--rules", args.rules, "--time-limit", str(args.time_limit),
                   *shlex.split(args.extra), path]
        try:
            return path, subprocess.run(command, capture_output=True, text=True, errors="replace",
                                        timeout=args.guard)
        except subprocess.TimeoutExpired:
            return path, None

    fails = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        runs = list(pool.map(verify, files_below(args.dirs, args.limit)))
    for path, run in runs:
        tally["files"] += 1
        if run is None:
            tally["timed out"] += 1
            continue
        try:
            report = json.loads(run.stdout)
        except json.JSONDecodeError:
            tally["crashed or no report"] += 1
            refused[f"exit {run.returncode}: {run.stderr.strip()[:80]}"] += 1
            continue
        for f in report["files"]:
            if "error" in f:
                tally["refused"] += 1
                refused[kind_of_message(f["error"])] += 1
            for n in f.get("notices", []):
                tally["notices"] += 1
                tally["skipped parts"] += 1 if n.get("skipped") else 0
                notices[kind_of_message(n["message"])] += 1
            for p in f["puzzles"]:
                tally["puzzles"] += 1
                for c in p["claims"]:
                    tally["claims"] += 1
                    tally[c["verdict"]] += 1
                    if c["verdict"] == "FAIL":
                        fail_kinds[c["kind"]] += 1
                        fail_reasons[kind_of_message(c["explanation"])] += 1
                        fails.append(f"{path}: {c.get('claim', c['kind'])}: {c['explanation'][:120]}")
    tally["seconds"] = round(time.monotonic() - start, 1)
    out = {"counts": dict(tally), "refused": dict(refused.most_common(10)), "notices": dict(notices.most_common(10)),
           "fail_kinds": dict(fail_kinds), "top_fail_explanations": dict(fail_reasons.most_common(8))}
    if args.json:
        print(json.dumps(out, indent=2))
        return
    t = tally
    print(f"files {t['files']} (refused {t['refused']}, timed out {t['timed out']}, no report {t['crashed or no report']})"
          f", notices {t['notices']} (skipped parts {t['skipped parts']}), puzzles {t['puzzles']}")
    print(f"claims {t['claims']}: PASS {t['PASS']}, FAIL {t['FAIL']}, UNDECIDED {t['UNDECIDED']}; {t['seconds']} s")
    for title, counter in (("refused", refused), ("notices", notices), ("FAIL by kind", fail_kinds),
                           ("top FAIL explanations", fail_reasons)):
        if counter:
            print(f"{title}:")
            for k, v in counter.most_common(8):
                print(f"  {v:5}  {k}")
    for line in fails[:args.show_fails]:
        print("FAIL", line)


if __name__ == "__main__":
    sys.exit(main())
