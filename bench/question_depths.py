#!/usr/bin/env python3
"""Where a proof's depth goes: for each move of the side to move, the depth of
alpha-beta's iteration that answers "is Black's margin K or more?" in the
position after it, with the nodes that took (solve --json's root_questions,
docs/cli.md). With --solver dfpn each child is asked by df-pn instead (no
depth), which is how a question too big for one run is split by the
replies (docs/values.md, "5x5 Go is B+25, proved by White's replies to
the centre"): the last line says what the children's answers settle in
the position itself (Black to move: yes once one child is yes; White to
move: yes once every child is). With --checkpoint-dir each child's solve saves its table to a
file of its own there (named by the line and the move) and, run again,
resumes from it, so a split that outlasts a session goes on. With
--answers "b2=b3,c1=c2" the child after b2 is asked after b3 as well (one
answer of the side to move there, such as GNU Go's), and so on: a child
whose answer gets what its side to move wants has that answer itself
(one move that does is enough), otherwise it stays unknown.

Each move's result and the position it leads to come from goproof itself
(`legal --json` and its `after` object); the script only lists the board's
points (GTP letters, no i) and pass. So it serves the scored games whose
moves are points: go, quench-1, quench-3, quench-4 and conversion, not
quench-2's two-stone turns or conquest's choices (refused, exit 2). With
--line, the moves of the line are played first (each must be legal), so a
walk down the longest resistance is one command per step: take the
deepest move of the defender, then the shallowest keeping move of the
attacker. Each child is solved afresh: under superko without the boards
before it.

Children that are the same position up to the board's symmetries (four,
eight on a square) are asked about once: the row names the first move and
lists the others (--every-move asks in each). Prints one row per such
class of legal moves: the move, the answer (yes or no; for a move
that ends the game, its final margin decides, at depth 0), the depth and
the nodes; answered moves deepest first, then those --time-limit stopped
(unknown, with the depth they had reached). K must be a margin the solver
asks about first when guessed (an integer for komi 0; exit 2 otherwise).
Exit 0, or 2 for a bad flag, an illegal move in --line or a solver failure.

Usage: bench/question_depths.py --rules go --size 5x5 --board ROWS --to-move W
           --margin 25 [--ko P] [--previous-pass] [--prisoners B,W] [--line "d1 d4"]
           [--time-limit 60] [--tt-mb 512] [--goproof build/goproof] [--json] [--every-move] [--jobs N] [--extra=ARG ...]
           [--solver alphabeta|dfpn] [--checkpoint-dir DIR] [--answers MOVE=ANSWER,...]
Example (docs/solvers.md, "Against MIGOS on 4x4"):
  bench/question_depths.py --rules go --size 5x5 --board '...../XOO../.XXO./.X.XO/..X.X' \\
      --to-move W --margin 25 --extra=--wall-regions"""
import argparse
import concurrent.futures
import threading
import json
import os
import subprocess
import sys

COLUMNS = "abcdefghjklmnopqrst"  # GTP's letters: no i


class ChildFailure(Exception):
    """A child's solve failed, or did not ask the question: the script ends (exit 2)."""


def fail(message):
    """One line on stderr, exit 2."""
    print(f"question_depths: {message}", file=sys.stderr)
    sys.exit(2)


def legal(args, position, move):
    """goproof legal --json for `move` in `position` (a dict of after's fields)."""
    cmd = [args.goproof, "legal", "--json", "--rules", args.rules, "--size", args.size] + flags(position) + [move]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        fail(out.stderr.strip())
    return json.loads(out.stdout)


def symmetries(width, height):
    """The board's symmetries as maps of 0-based (x, y): four, or eight on a square."""
    maps = [lambda x, y: (x, y), lambda x, y: (width - 1 - x, y),
            lambda x, y: (x, height - 1 - y), lambda x, y: (width - 1 - x, height - 1 - y)]
    if width == height:
        maps += [lambda x, y: (y, x), lambda x, y: (width - 1 - y, x),
                 lambda x, y: (y, height - 1 - x), lambda x, y: (width - 1 - y, height - 1 - x)]
    return maps


def symmetry_key(position, width, height):
    """The same for every position its board's symmetries map onto `position`,
    or None where it holds points this script does not map (a target or
    region). The ko point and Conversion's previous move are mapped with the
    board (its mirror rule's 180-degree turn commutes with every symmetry)."""
    if any(position.get(k) for k in ("target", "region")):
        return None
    rows = position["board"].split("/")
    cell = {(x, height - 1 - r): rows[r][x] for r in range(height) for x in range(width)}
    def xy(name):  # a point's 0-based (x, y); None for none, or for "pass"
        return (COLUMNS.index(name[0]), int(name[1:]) - 1) if name and name[0] in COLUMNS else None

    ko, previous = xy(position.get("ko")), xy(position.get("previous_move"))
    images = []
    for m in symmetries(width, height):
        board = [["."] * width for _ in range(height)]
        for (x, y), c in cell.items():
            u, v = m(x, y)
            board[height - 1 - v][u] = c
        images.append(("/".join("".join(r) for r in board), m(*ko) if ko else (),
                       m(*previous) if previous else position.get("previous_move") or ""))
    return (min(images), position["to_move"], position["prisoners"], bool(position.get("previous_pass")),
            position.get("coins"), position.get("mirror_runs"))


def flags(position):
    """The position flags that set up `position` (legal's `after` object)."""
    out = ["--board", position["board"], "--to-move", position["to_move"], "--prisoners", position["prisoners"]]
    if position.get("ko"):
        out += ["--ko", position["ko"]]
    if position.get("previous_pass"):
        out.append("--previous-pass")
    for key, flag in (("coins", "--coins"), ("previous_move", "--previous-move"), ("mirror_runs", "--mirror-runs")):
        if key in position:
            out += [flag, position[key]]
    return out


def checkpoint_name(args, moves):
    """The file of the position after `moves` in --checkpoint-dir: the line and the moves, such as c3-b2-b3.ckpt."""
    return os.path.join(args.checkpoint_dir, "-".join(args.line.split() + moves) + ".ckpt")


def parse_answers(text):
    """--answers "b2=b3,c1=c2" as {"b2": "b3", "c1": "c2"}."""
    answers = {}
    for pair in filter(None, text.split(",")):
        move, sep, answer = pair.strip().partition("=")
        if not sep or not move or not answer:
            fail(f"answers: '{pair}' is not MOVE=ANSWER")
        answers[move] = answer
    return answers


def wanted_by(to_move):
    """The answer the side to move plays for: Black a yes to "B+margin or more?", White a no."""
    return "yes" if to_move == "B" else "no"


def settled_by_one_answer(to_move, answer):
    """What the result after one answer of the side to move settles in her position: that result where it is
    what she wants (one such move is enough), else nothing (another move might do)."""
    return answer if answer == wanted_by(to_move) else "unknown"


def question(args, position, moves):
    """The root question "B+margin or more?" in `position`, reached by `moves`: (answer, depth, nodes, seconds)."""
    cmd = [args.goproof, "solve", "--solver", args.solver, "--rules", args.rules, "--size", args.size,
           "--threads", "1", "--json", "--tt-mb", str(args.tt_mb), "--score-guess", str(args.margin),
           "--value-only", "--time-limit", str(args.time_limit)] + flags(position) + args.extra
    if args.solver == "alphabeta":
        cmd += ["--deepen-by", "1"]
    if args.checkpoint_dir:
        cmd += ["--checkpoint", checkpoint_name(args, moves), "--checkpoint-every", "1800"]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode not in (0, 3):
        raise ChildFailure(f"{' '.join(cmd)}: {out.stderr.strip()}")
    questions = json.loads(out.stdout).get("root_questions", [])
    asked = [q for q in questions if q["margin"] == args.margin]
    if not asked:
        raise ChildFailure(f"the solver asked no question at margin {args.margin} (it asked "
             f"{', '.join(str(q['margin']) for q in questions) or 'none'}): give one of those as --margin")
    q = asked[0]
    answer = {True: "yes", False: "no", None: "unknown"}[q["answer"]]
    return answer, q["depth"], q["nodes"], q["seconds"]


def settled(to_move, answers):
    """What the children's answers say of the position: the side to move needs one child she wants, and
    loses the question only where every child is the other answer."""
    wanted = wanted_by(to_move)
    other = "no" if wanted == "yes" else "yes"
    if wanted in answers:
        return wanted
    return other if answers and all(a == other for a in answers) else "unknown"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--goproof", default=os.path.join(here, "..", "build", "goproof"))
    parser.add_argument("--rules", required=True)
    parser.add_argument("--size", required=True)
    parser.add_argument("--board", default="")
    parser.add_argument("--to-move", default="B")
    parser.add_argument("--ko")
    parser.add_argument("--previous-pass", action="store_true")
    parser.add_argument("--prisoners", default="0,0")
    parser.add_argument("--margin", type=float, required=True, help="the question: Black's margin at least this")
    parser.add_argument("--line", default="", help="moves to play first, such as 'd1 d4'")
    parser.add_argument("--time-limit", type=float, default=60, help="seconds for each move's question")
    parser.add_argument("--tt-mb", type=int, default=512)
    parser.add_argument("--json", action="store_true", help="one JSON object per row (a move and the moves symmetric to it) instead of the table")
    parser.add_argument("--jobs", type=int, default=1,
                        help="children asked at once, each a one-thread solve (default 1)")
    parser.add_argument("--every-move", action="store_true",
                        help="ask in every child, not once for children that are the same up to symmetry")
    parser.add_argument("--extra", action="append", default=[], help="a further solve flag, such as --extra=--wall-regions")
    parser.add_argument("--solver", choices=("alphabeta", "dfpn"), default="alphabeta",
                        help="the children's solver (default alphabeta; dfpn has no depth)")
    parser.add_argument("--checkpoint-dir", help="an existing folder: each child saves its table to a file here, and resumes from it when run "
                        "again (a rerun's children that their files settle then show depth 1 and a node or two)")
    parser.add_argument("--answers", default="", help="MOVE=ANSWER,...: ask the child after MOVE after ANSWER too, such as b2=b3")
    args = parser.parse_args()
    if args.margin == int(args.margin):
        args.margin = int(args.margin)
    if args.jobs < 1:
        fail("jobs: must be 1 or more")
    if not os.access(args.goproof, os.X_OK):
        fail(f"goproof: {args.goproof} is not an executable (build it, or name it with --goproof)")
    if args.checkpoint_dir and not os.path.isdir(args.checkpoint_dir):
        fail(f"checkpoint-dir: {args.checkpoint_dir} is not a directory")
    if args.rules.split("+")[0] in ("quench-2", "conquest"):
        fail(f"rules: {args.rules}'s moves are not all points (two-stone turns or choices), which this script lists")
    # The start, in the terms of legal's `after` object.
    position = {"board": args.board, "to_move": args.to_move, "ko": args.ko, "prisoners": args.prisoners,
                "previous_pass": args.previous_pass}
    width, height = (int(x) for x in (args.size.split("x") * 2)[:2])
    for move in args.line.split():
        played = legal(args, position, move)
        if not played["legal"] or "after" not in played:
            fail(f"line: {move} is {played['reason'] or 'the end of the game'}")
        position = played["after"]
    points = [COLUMNS[x] + str(y) for y in range(1, height + 1) for x in range(width)]
    answers = parse_answers(args.answers)
    rows = []
    seen = {}  # symmetry key -> the row of the first move that led there
    for move in ["pass"] + points:
        played = legal(args, position, move)
        if not played["legal"]:
            continue
        key = None if args.every_move or "after" not in played else symmetry_key(played["after"], width, height)
        if key is not None and key in seen:  # the same position up to symmetry: the same answer
            seen[key]["symmetric"].append(move)
            continue
        row = {"move": move, "symmetric": [], "captures": played["captures"], "after": played.get("after"),
               "reply": None}
        if move in answers and "after" in played:  # ask after the side to move's given answer
            child = legal(args, played["after"], answers[move])
            if not child["legal"] or "after" not in child:
                fail(f"answers: {answers[move]} after {move} is {child['reason'] or 'the end of the game'}")
            row.update(reply=answers.pop(move), asked=child["after"])
        if "after" not in played:  # the move ends the game: its margin answers
            row.update(answer="yes" if played["score"] >= args.margin else "no", depth=0, nodes=0, seconds=0)
        rows.append(row)
        if key is not None:
            seen[key] = row

    if answers:
        fail(f"answers: {', '.join(answers)} not the first move of a child asked (those are "
             f"{' '.join(r['move'] for r in rows if 'answer' not in r)})")
    failed = threading.Event()  # once set, no child waiting starts

    def ask(row):
        if failed.is_set():
            return
        try:
            moves = [row["move"]] + ([row["reply"]] if row["reply"] else [])
            row["answer"], row["depth"], row["nodes"], row["seconds"] = question(args, row.get("asked", row["after"]), moves)
            if row["reply"]:
                row["answer"] = settled_by_one_answer(row["after"]["to_move"], row["answer"])
        except Exception:
            failed.set()
            raise
        print(f"  {row['move']}: {row['answer']} (depth {row['depth']})", file=sys.stderr, flush=True)

    pool = concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs)
    asked = [pool.submit(ask, r) for r in rows if "answer" not in r]
    for done in concurrent.futures.as_completed(asked):
        if done.exception() is not None:  # the children already asked end within their --time-limit
            pool.shutdown(wait=False, cancel_futures=True)
            fail(str(done.exception()))
    pool.shutdown()
    rows.sort(key=lambda r: (r["answer"] == "unknown", -(r["depth"] or 0), r["move"]))
    answer = settled(position["to_move"], [r["answer"] for r in rows])
    if args.json:
        for r in rows:
            print(json.dumps(r))
        print(json.dumps({"position": position, "margin": args.margin, "answer": answer}))
        return
    print(f"after {args.line or 'no move'}: {position['to_move']} to move; "
          f"is Black's margin {args.margin} or more? in each child")
    print("| move (the answer asked after it) | the same up to symmetry | captures | answer | depth | nodes | seconds |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        nodes = f"{r['nodes']:,}" if r["nodes"] is not None else ""
        move = f"{r['move']} ({r['reply']})" if r["reply"] else r["move"]
        print(f"| {move} | {' '.join(r['symmetric'])} | {r['captures']} | {r['answer']} | {r['depth']} | {nodes} "
              f"| {r['seconds']:.1f} |")
    print(f"so, after {args.line or 'no move'}: is Black's margin {args.margin} or more? {answer}")


if __name__ == "__main__":
    main()
