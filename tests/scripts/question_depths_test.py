#!/usr/bin/env python3
"""bench/question_depths.py's split of a question by the replies, on 3x3 Go,
whose value is published (B+9, and b2 the only first move that keeps it):
what the children's answers settle in the position itself, a child asked
after one given answer, checkpoints per child, and bad --answers refused.

Run by CTest with GOPROOF_BIN and GOPROOF_SOURCE_DIR set."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

GOPROOF = os.environ.get("GOPROOF_BIN", "build/goproof")
SCRIPT = os.path.join(os.environ.get("GOPROOF_SOURCE_DIR", "."), "bench", "question_depths.py")


def split(*flags):
    """The script on 3x3 Go, "B+9 or more?", by df-pn: (exit code, rows, the position's answer)."""
    out = subprocess.run([sys.executable, SCRIPT, "--goproof", GOPROOF, "--rules", "go", "--size", "3x3",
                          "--margin", "9", "--solver", "dfpn", "--tt-mb", "64", "--time-limit", "120", "--json",
                          *flags], capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        return out.returncode, out.stderr, None
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    return 0, {r["move"]: r for r in lines[:-1]}, lines[-1]["answer"]


class SplitByReplies(unittest.TestCase):
    def test_black_to_move_needs_one_child(self):
        code, rows, answer = split()
        self.assertEqual(code, 0)
        self.assertEqual(rows["b2"]["answer"], "yes")  # the published best move
        self.assertEqual(rows["a1"]["answer"], "no")
        self.assertEqual(rows["a1"]["symmetric"], ["c1", "a3", "c3"])
        self.assertEqual(answer, "yes")

    def test_white_to_move_needs_every_child(self):
        code, rows, answer = split("--line", "b2")
        self.assertEqual(code, 0)
        self.assertEqual(sorted(rows), ["a1", "b1", "pass"])
        self.assertTrue(all(r["answer"] == "yes" for r in rows.values()))
        self.assertEqual(answer, "yes")

    def test_a_corner_opening_does_not_keep_the_board(self):
        code, rows, answer = split("--line", "a1")
        self.assertEqual(code, 0)
        self.assertIn("no", [r["answer"] for r in rows.values()])
        self.assertEqual(answer, "no")

    def test_a_child_asked_after_a_good_answer_is_settled(self):
        code, rows, answer = split("--line", "b2", "--answers", "a1=b1")
        self.assertEqual(code, 0)
        self.assertEqual(rows["a1"]["reply"], "b1")
        self.assertEqual(rows["a1"]["asked"]["board"], ".../.X./OX.")  # b2, a1 and Black's b1
        self.assertEqual(rows["a1"]["asked"]["to_move"], "W")
        self.assertEqual(rows["a1"]["answer"], "yes")
        self.assertEqual(answer, "yes")

    def test_a_child_asked_after_a_poor_answer_stays_unknown(self):
        # After b2 b1, Black's a1 leaves her short of nine (the child itself is a yes, by b1's other answers).
        code, rows, answer = split("--line", "b2", "--answers", "b1=a1")
        self.assertEqual(code, 0)
        self.assertEqual(rows["b1"]["answer"], "unknown")
        self.assertEqual(answer, "unknown")

    def test_each_child_keeps_a_checkpoint_and_resumes_from_it(self):
        with tempfile.TemporaryDirectory() as folder:
            code, first, _ = split("--line", "b2", "--answers", "a1=b1", "--checkpoint-dir", folder)
            self.assertEqual(code, 0)
            self.assertEqual(sorted(os.listdir(folder)), ["b2-a1-b1.ckpt", "b2-b1.ckpt", "b2-pass.ckpt"])
            code, again, answer = split("--line", "b2", "--answers", "a1=b1", "--checkpoint-dir", folder)
            self.assertEqual(code, 0)
            self.assertEqual(answer, "yes")
            self.assertLess(again["b1"]["nodes"], first["b1"]["nodes"])  # the table came back

    def test_bad_answers_are_refused(self):
        code, stderr, _ = split("--line", "b2", "--answers", "c1=b1")  # c1 is a1's image, not a row
        self.assertEqual(code, 2)
        self.assertIn("not the first move of a child asked", stderr)
        code, stderr, _ = split("--line", "b2", "--answers", "a1=b2")
        self.assertEqual(code, 2)
        self.assertIn("b2 after a1 is occupied", stderr)
        code, stderr, _ = split("--line", "b2", "--answers", "a1")
        self.assertEqual(code, 2)
        self.assertIn("is not MOVE=ANSWER", stderr)


if __name__ == "__main__":
    unittest.main()
