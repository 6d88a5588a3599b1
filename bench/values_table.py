#!/usr/bin/env python3
"""Solves every board from 2x2 to 5x5 for Capture-1, -2, -3 and Gonnect, and
for the scored games (Go, Quench #1 to #4, Conversion Go) and Conquest to the exact
score, from the empty board, and writes the tables of values as Markdown (docs/values.md).

Usage: bench/values_table.py [--goproof build/goproof] [--time-limit 600]
                             [--scored-time-limit S] [--tt-mb 2048] [--out docs/values.md] [--max-points 25]
                             [--max-scored-points 16] [--retro-points 12]
                             [--alphabeta-points 16] [--alphabeta-time-limit 300]
                             [--cache bench/values_cache.jsonl]
                             [--notes bench/values_notes.md] [--scored-notes bench/values_scored_notes.md]
                             [--max-conquest-points 25] [--conquest-time-limit S]
                             [--conquest-notes bench/values_conquest_notes.md]

Each result is appended to the cache (one JSON object a line, with the command
that produced it); a later run reuses cached rows, so a long table can be built
in pieces, and a row solved with other limits keeps its own command.

W x H and H x W boards are transposes of each other: both games are invariant
under the transposition (it maps rows to columns and top/bottom to left/right),
so each pair is solved once, W <= H, and listed under both names. The same
holds for the scored games (area scoring does not care about orientation).

Scored boards of at most --retro-points points are solved a second time by
retrograde analysis, an independent method (the whole state graph); larger
ones, up to --alphabeta-points, by alpha-beta, which searches the margins
themselves. The table says which second solver agreed; the script fails if
one does not.

The notes files are hand-written Markdown (runs that did not finish, how they
were made, what comes next), copied in after the Capture and Gonnect table and
after the scored table."""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

GAMES = ["capture-1", "capture-2", "capture-3", "gonnect"]
SCORED_GAMES = ["go", "quench-1", "quench-2", "quench-3", "quench-4", "conversion"]
CONQUEST_GAMES = ["conquest", "conquest+pure"]


def load_cache(path):
    cache = {}
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    cache[(r["rules"], r["size"], r.get("solver", "dfpn"))] = r
    return cache


def solve(goproof, rules, width, height, time_limit, tt_mb, cache, cache_path, solver="dfpn"):
    size = f"{width}x{height}"
    key = (rules, size, solver)
    if key in cache:
        cached = cache[key]
        # An unfinished row is tried again only with more time than it had.
        cached_limit = float(cached["command"].split("--time-limit ")[1].split()[0])
        if cached.get("complete", cached["value"] != "unknown") or cached_limit >= time_limit:
            return cached
    args = ["solve", "--rules", rules, "--size", size, "--json", "--time-limit", f"{time_limit:g}", "--tt-mb", str(tt_mb)]
    if solver != "dfpn":
        args += ["--solver", solver]
    run = subprocess.run([goproof] + args, capture_output=True, text=True)
    if run.returncode not in (0, 3):
        sys.exit(f"values_table: goproof {' '.join(args)} failed ({run.returncode}): {run.stderr.strip()}")
    result = json.loads(run.stdout)
    result["command"] = "goproof " + " ".join(args)
    if cache_path:
        with open(cache_path, "a") as f:
            f.write(json.dumps(result) + "\n")
    return result


def read_notes(path):
    """A hand-written notes file's lines and a blank line, or nothing when it is absent."""
    if not path or not os.path.exists(path):
        return []
    with open(path) as f:
        return f.read().rstrip("\n").split("\n") + [""]


def margin(points):
    """Black's margin as Go players write it: B+3, W+0.5, 0."""
    if points == 0:
        return "0"
    text = f"{abs(points):g}"
    return ("B+" if points > 0 else "W+") + text


def scored_rows(args, games, max_points, time_limit, cache):
    """The table rows of scored games, each checked by a second solver where it fits."""
    scored = []
    for rules in games:
        for width in range(2, 6):
            for height in range(width, 6):
                if width * height > max_points:
                    continue
                r = solve(args.goproof, rules, width, height, time_limit, args.tt_mb, cache, args.cache)
                limit = r["command"].split("--time-limit ")[1].split()[0]
                name = f"{width}x{height}" + (f", {height}x{width}" if width != height else "")
                if r.get("score") is None:
                    scored.append(f"| {rules} | {name} | unknown (not solved in {limit} s) | — | — "
                                  f"| {r['seconds']:.2f} | {r['nodes']:,} | `{r['command']}` |")
                    print(scored[-1], file=sys.stderr, flush=True)
                    continue
                check = "—"
                if width * height <= args.retro_points:
                    retro = solve(args.goproof, rules, width, height, args.time_limit, 16384, cache, args.cache,
                                  "retro")
                    if retro.get("score") != r["score"] or retro.get("best_moves") != r["best_moves"]:
                        sys.exit(f"values_table: {rules} {width}x{height}: df-pn says {r['score']} "
                                 f"{r['best_moves']}, retrograde {retro.get('score')} {retro.get('best_moves')}")
                    check = "retrograde"
                elif width * height <= args.alphabeta_points:
                    ab = solve(args.goproof, rules, width, height, args.alphabeta_time_limit, args.tt_mb, cache,
                               args.cache, "alphabeta")
                    if ab.get("complete"):  # stopped early, its best moves may be only some of them
                        if ab["score"] != r["score"] or ab.get("best_moves") != r["best_moves"]:
                            sys.exit(f"values_table: {rules} {width}x{height}: df-pn says {r['score']} "
                                     f"{r['best_moves']}, alpha-beta {ab['score']} {ab.get('best_moves')}")
                        check = f"alpha-beta ({ab['seconds']:.0f} s)"
                scored.append(f"| {rules} | {name} | {margin(r['score'])} | {' '.join(r['best_moves']) or '—'} "
                              f"| {check} | {r['seconds']:.2f} | {r['nodes']:,} | `{r['command']}` |")
                print(scored[-1], file=sys.stderr, flush=True)
    return scored


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--goproof", default="build/goproof")
    parser.add_argument("--time-limit", type=float, default=600)
    parser.add_argument("--scored-time-limit", type=float, default=None,
                        help="df-pn's limit for the scored games (default: --time-limit)")
    parser.add_argument("--tt-mb", type=int, default=2048)
    parser.add_argument("--out", default="docs/values.md")
    parser.add_argument("--max-points", type=int, default=25)
    parser.add_argument("--max-scored-points", type=int, default=16)
    parser.add_argument("--retro-points", type=int, default=12)
    parser.add_argument("--alphabeta-points", type=int, default=16)
    parser.add_argument("--alphabeta-time-limit", type=float, default=300)
    parser.add_argument("--cache", default="bench/values_cache.jsonl")
    parser.add_argument("--notes", default="bench/values_notes.md")
    parser.add_argument("--scored-notes", default="bench/values_scored_notes.md")
    parser.add_argument("--max-conquest-points", type=int, default=25)
    parser.add_argument("--conquest-time-limit", type=float, default=None,
                        help="time limit of the Conquest rows (default: --time-limit)")
    parser.add_argument("--conquest-notes", default="bench/values_conquest_notes.md")
    args = parser.parse_args()
    cache = load_cache(args.cache)

    rows = []
    for rules in GAMES:
        for width in range(2, 6):
            for height in range(width, 6):
                if width * height > args.max_points:
                    continue
                r = solve(args.goproof, rules, width, height, args.time_limit, args.tt_mb, cache, args.cache)
                limit = r["command"].split("--time-limit ")[1].split()[0]
                value = r["value"] if r["value"] != "unknown" else f"unknown (not solved in {limit} s)"
                moves = " ".join(r["winning_moves"]) if r["value"] != "unknown" else ""
                name = f"{width}x{height}" + (f", {height}x{width}" if width != height else "")
                rows.append(f"| {rules} | {name} | {value} | {moves or '—'} | {r['seconds']:.2f} | {r['nodes']:,} "
                            f"| `{r['command']}` |")
                print(rows[-1], file=sys.stderr, flush=True)

    scored_limit = args.scored_time_limit if args.scored_time_limit is not None else args.time_limit
    scored = scored_rows(args, SCORED_GAMES, args.max_scored_points, scored_limit, cache)
    conquest_limit = args.conquest_time_limit if args.conquest_time_limit is not None else args.time_limit
    conquest = scored_rows(args, CONQUEST_GAMES, args.max_conquest_points, conquest_limit, cache)

    text = "\n".join([
        "# Values from the empty board",
        "",
        "Generated by `bench/values_table.py` with `goproof solve` (df-pn, symmetry, move",
        "ordering and wins at once on, every hardware thread; each row gives its command).",
        "The Capture and Gonnect rows were solved with two threads on the 2-core development",
        "machine (so their node counts vary a little from run to run; `--threads 1` gives",
        "exact ones); the scored rows are from earlier runs, as their commands show.",
        "`B` means the first player wins,",
        "`W` the second; `draw` is endless play. Winning moves are the first player's, in",
        "GTP coordinates (a1 bottom-left) on the W x H board named first; on the transposed",
        "H x W board they are the transposed points. Time is wall-clock seconds on the machine",
        "that generated the table, and covers finding every winning first move.",
        "",
        "| rules | board | value | winning first moves | seconds | nodes | command |",
        "|---|---|---|---|---|---|---|",
        *rows,
        "",
        "5x5 Gonnect's corner openings lose (they are not draws): after Black a1, White",
        "wins, and b2 is her only winning reply (`goproof solve --rules gonnect --size 5x5",
        "--board '...../...../...../...../X....' --to-move W`: 51 million nodes, 64 s on two",
        "threads); the other corners are its images under the board's symmetry.",
        "",
        *read_notes(args.notes),
        "## Scored games: the exact score",
        "",
        "Go (area scoring, simple ko), Quench #1 to #4, and Conversion Go (`docs/rules/`), komi 0,",
        "solved to Black's exact margin under perfect play (`B+3`: Black by 3 points; `0`:",
        "level, or endless play, which scores 0). Best moves are every first move that keeps",
        "that margin. The \"checked by\" column names a second method that found the same",
        "score and the same best moves: retrograde analysis over the",
        "whole state graph (`--solver retro`) on boards of up to 12 points, alpha-beta",
        "searching the margins (`--solver alphabeta`, its time in brackets) on larger ones,",
        "where it finishes within its time limit. How these compare with published Go values",
        "(which use superko) is in `docs/rules/go.md`.",
        "",
        "| rules | board | score | best first moves | checked by | seconds | nodes | command |",
        "|---|---|---|---|---|---|---|---|",
        *scored,
        "",
        *read_notes(args.scored_notes),
        "## Conquest: the exact score",
        "",
        "Conquest (`docs/rules/conquest.md`), komi 0, solved to Black's exact territory margin",
        "under perfect play, as for the scored games above (a Conquest board is the same game",
        "transposed, so W x H and H x W share a row). `conquest+pure` scores the end by Pure",
        "Conquest (section 4 there): Salients and Bridges go, and the points they leave are",
        "shared out.",
        "",
        "| rules | board | score | best first moves | checked by | seconds | nodes | command |",
        "|---|---|---|---|---|---|---|---|",
        *conquest,
        "",
        *read_notes(args.conquest_notes),
    ])
    directory = os.path.dirname(os.path.abspath(args.out))
    with tempfile.NamedTemporaryFile("w", dir=directory, delete=False) as tmp:
        tmp.write(text)
    os.replace(tmp.name, args.out)


if __name__ == "__main__":
    main()
