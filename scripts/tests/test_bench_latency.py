"""Tests of the latency case's harness (scripts/bench_latency.py): what counts as a settled
screen. Run by scripts/test as `python3 -m unittest discover -s scripts/tests`.

The programs driven here are tiny Python scripts that draw like luamenu -i (a title, rows, a
status line; matches underlined), so the rules are checked without luamenu or fzf."""
import os
import sys
import tempfile
import textwrap
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import bench_latency as latency  # noqa: E402

# A fake `luamenu -i`: draws a full first screen, then answers keys. On a letter it echoes the
# query in the status line at once and draws the matching row (the match underlined) only
# after DELAY seconds, as a program that searches after echoing would.
FAKE = textwrap.dedent("""
    import os, sys, time, tty
    tty.setraw(0)
    delay, rows = float(sys.argv[1]), %(rows)d
    out = lambda s: os.write(1, s.encode())
    out("\\x1b[2J\\x1b[1;1HLatency" + "".join("\\x1b[%%d;1H  Name %%d" %% (r, r) for r in range(2, rows))
        + "\\x1b[%%d;1Hj/k move  q quit" %% rows)
    query = ""
    while True:
        key = os.read(0, 16).decode()
        if key == "x":
            sys.exit(3)
        if key == "z":
            continue
        query += "" if key == "/" else key
        out("\\x1b[%%d;1H\\x1b[K/%%s" %% (rows, query))
        if query:
            time.sleep(delay)
            out("\\x1b[2;1H\\x1b[K  \\x1b[4m%%s\\x1b[0mam" %% query.upper())
""") % {"rows": latency.ROWS}

# Seconds a step may take before it counts as failed (the first paint, an answer, an exit):
# long enough for a busy machine, so that only a failure waits it out. Waits end as soon as
# their screen is there.
PATIENCE = 60


class SettleTests(unittest.TestCase):
    def start(self, delay):
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "fake.py")
        with open(path, "w") as f:
            f.write(FAKE)
        program = latency.PtyProgram([sys.executable, path, str(delay)], dict(os.environ), folder)
        self.addCleanup(program.close)
        view = latency.LuamenuView("Latency")
        program.settle(view.painted, program.started, PATIENCE, 0.05, "the first paint")
        program.key(b"/", lambda s: view.searching(s, ""), PATIENCE, 0.05, "/")
        return program, view

    def test_a_query_key_waits_for_the_results_not_for_the_echo(self):
        program, view = self.start(delay=0.3)   # longer than the quiet period
        seconds = program.key(b"s", lambda s: view.answered(s, "s", "fuzzy"), PATIENCE, 0.05, "s")
        self.assertGreaterEqual(seconds, 0.3)
        self.assertEqual(program.screen.display[1].rstrip(), "  Sam")

    def test_the_quiet_period_is_not_counted(self):
        program, view = self.start(delay=0)
        started = time.perf_counter()
        seconds = program.key(b"s", lambda s: view.answered(s, "s", "fuzzy"), PATIENCE, 1.0, "s")
        self.assertLessEqual(seconds, time.perf_counter() - started - 1.0)   # the second of quiet came after

    def test_a_key_with_no_answer_fails_after_the_timeout_showing_the_screen(self):
        program, _ = self.start(delay=0)
        started = time.perf_counter()
        with self.assertRaises(latency.Unsettled) as raised:
            program.key(b"z", lambda s: False, 0.5, 0.05, "z")
        self.assertLess(time.perf_counter() - started, 5)
        self.assertIn("no settled screen 0.5 s after z (no output at all)", str(raised.exception))
        self.assertIn("|Latency", str(raised.exception))

    def test_a_program_that_ends_fails_the_run_with_its_exit_status(self):
        program, _ = self.start(delay=0)
        with self.assertRaises(latency.Unsettled) as raised:
            program.key(b"x", lambda s: False, PATIENCE, 0.05, "x")
        self.assertIn("exit status 3", str(raised.exception))


class MatchTests(unittest.TestCase):
    def test_choseong_folds_doubles_and_drops_spaces(self):
        self.assertEqual(latency.choseong("김 민서"), "ㄱㅁㅅ")
        self.assertEqual(latency.choseong("까미A"), "ㄱㅁA")

    def test_a_row_spells_the_query_when_its_highlights_are_the_whole_query(self):
        self.assertTrue(latency.spells("Sha", "sha", "fuzzy"))
        self.assertFalse(latency.spells("Sh", "sha", "fuzzy"))
        self.assertTrue(latency.spells("서유진", "ㅅㅇㅈ", "choseong"))
        self.assertFalse(latency.spells("서유", "ㅅㅇㅈ", "choseong"))

    def test_a_screen_answers_when_every_highlighted_row_spells_the_query(self):
        self.assertTrue(latency.highlights_spell(["", "Sh", "SH"], "sh", "fuzzy"))
        self.assertFalse(latency.highlights_spell(["Sh", "S"], "sh", "fuzzy"))   # a row of the old frame
        self.assertFalse(latency.highlights_spell(["", ""], "sh", "fuzzy"))      # nothing drawn yet


if __name__ == "__main__":
    unittest.main()
