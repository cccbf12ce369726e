"""fzf 0.38's rules pick follows, beside fzf (the cases of fzf's own test_go.rb they come from):
toggle-sort ranking again, a header taller than the window, header lines shown through
--with-nth, cancel keeping the query for Ctrl-Y, an unbound key typing, a recalled query keeping
its edits; and what is printed: lines without their colours with --ansi, the tiebreaks reading
the whole line with --nth, Enter's key with --expect and --select-1, accept-non-empty with no
line, an unknown option's words. Screens are compared as test_screens.py compares them.

    LUAMENU=.build/release/luamenu python3 -m unittest discover -s Tests/FzfScreens -p test_fzfmisc.py
"""
import os
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

from test_screens import LUAMENU, MANY, LINES, Terminal, assert_drawn_as_fzf

PROGRAMS = {"fzf": ["fzf"], "pick": [LUAMENU, "pick"]}


def printed(command, input_path, keys=b"", ready=None, deadline=15.0):
    """What `command` (a shell word list) prints run in a pseudo-terminal with `input_path` as its
    input, after `keys` typed once `ready(lines)` holds: its output and its exit status."""
    with tempfile.NamedTemporaryFile(delete=False) as output:
        path = output.name
    quoted = " ".join("'" + word.replace("'", "'\\''") + "'" for word in command)
    terminal = Terminal(f"{{ {quoted} > '{path}'; }}", input_path)
    try:
        if keys:
            terminal.settle(ready)
            terminal.type(keys)
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            terminal.read(0.05)
            finished, status = os.waitpid(terminal.pid, os.WNOHANG)
            if finished:
                terminal.pid = None
                return Path(path).read_text(), os.waitstatus_to_exitcode(status)
        raise AssertionError("it never ended:\n" + "\n".join(terminal.lines()))
    finally:
        if terminal.pid:
            terminal.close()
        else:
            os.close(terminal.fd)
        os.unlink(path)


@unittest.skipUnless(shutil.which("fzf"), "fzf is installed by scripts/install-deps")
class FzfMisc(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.paths = {}
        for name, lines in {"lines": LINES, "many": MANY, "seq111": [str(n) for n in range(1, 112)],
                            "seq100": [str(n) for n in range(1, 101)], "empty": [],
                            "fields": ["1:hell", "123:hello", "12345:he", "1234567:h", "abc def:h", "a:hx",
                                       ":yx", "0123456789:y   x", "  ab cd:ehl"],
                            "colours": ["\x1b[33mhello \x1b[34;1mworld\x1b[m ", "byebye", "\x1b[31mred\x1b[0m apple"],
                            }.items():
            cls.paths[name] = os.path.join(cls.folder, name)
            Path(cls.paths[name]).write_text("".join(line + "\n" for line in lines))
        cls.history = os.path.join(cls.folder, "history")
        Path(cls.history).write_text("00\n11\n22\nfeat\n")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def compare(self, cases):
        for options, keys, input_name in cases:
            with self.subTest(options=options, keys=keys):
                assert_drawn_as_fzf(self, options, keys, self.paths[input_name])

    def test_the_picker_draws_what_fzf_draws_after_these_keys(self):
        self.compare([
            # test_toggle_sort: the matches found unsorted, ranked again.
            (["-m", "+s", "--tac", "--bind=ctrl-r:toggle-sort", "-q11"], b"\t\x12", "seq111"),
            (["-m", "+s", "--tac", "--bind=ctrl-r:toggle-sort", "-q11"], b"\t\x12\x12", "seq111"),
            # test_header_lines_overflow: the header lines nearest the prompt.
            (["--header-lines=200"], b"", "many"),
            (["--header-lines=200", "--reverse"], b"", "many"),
            (["--header-lines=200", "--header=H"], b"", "many"),
            # test_header_lines_with_nth: header lines shown as the lines are.
            (["--header-lines=2", "--with-nth=2,1,2"], b"", "many"),
            # test_cancel: the query cancel clears comes back with Ctrl-Y.
            (["--bind=2:cancel"], b"fe2\x19\x19", "lines"),
            # test_unbind_rebind: an unbound character types itself.
            (["--bind=c:clear-query,d:unbind(c,d),e:rebind(c,d)"], b"abcdabcd", "lines"),
            (["--bind=c:clear-query,d:unbind(c,d),e:rebind(c,d)"], b"abcdabcdecab", "lines"),
            # test_history: a recalled query keeps its edits while the picker runs.
            ([f"--history={self.history}", "--history-size=4"], b"\x10\x10\x7fx\x10", "lines"),
            ([f"--history={self.history}", "--history-size=4"], b"\x10\x10\x7fx\x10\x0e\x0e\x0e", "lines"),
        ])

    def filtered(self, options, input_name):
        """What fzf and pick print for `options` (with --filter), and their exit statuses."""
        with open(self.paths[input_name], "rb") as stdin:
            fzf = subprocess.run(["fzf", *options], stdin=stdin, capture_output=True, timeout=30)
        with open(self.paths[input_name], "rb") as stdin:
            pick = subprocess.run([LUAMENU, "pick", *options], stdin=stdin, capture_output=True, timeout=30)
        return (pick.stdout, pick.returncode), (fzf.stdout, fzf.returncode)

    def test_filter_prints_what_fzf_prints(self):
        for options, input_name in [
            # test_with_nth_ansi: the line as read, without colours.
            (["-f^he hehe", "-x", "-n", "2..", "--with-nth", "2,1,1", "--ansi"], "colours"),
            (["-fre", "--ansi"], "colours"), (["-fre"], "colours"),
            # test_tiebreak_length_with_nth: the tiebreaks read the whole line.
            (["-fh", "-n2", "-d:"], "fields"), (["-fh", "-n2"], "fields"), (["-fl", "-n2..", "-d:", "--tiebreak=begin"], "fields"),
            (["-fe", "-n1,2", "-d:", "--tiebreak=end,length"], "fields"), (["-fy", "-n2", "-d:", "--tiebreak=end"], "fields"),
            (["-fh", "-n2", "-d:", "--tiebreak=chunk"], "fields"), (["-fh", "-n2,1", "-d:", "--tiebreak=chunk,begin"], "fields"),
            (["-fe", "-n2", "--tiebreak=begin,chunk"], "fields"),
        ]:
            with self.subTest(options=options):
                pick, fzf = self.filtered(options, input_name)
                self.assertEqual(pick, fzf)

    def test_the_picker_prints_what_fzf_prints(self):
        counted = lambda lines: any("/" in line and any(c.isdigit() for c in line) for line in lines)
        for options, input_name, keys in [
            # test_expect_print_query_select_1: Enter's key, an empty line.
            (["-q55", "-1", "--expect=alt-z", "--print-query"], "seq100", b""),
            (["-qzz", "-0", "--expect=alt-z", "--print-query"], "seq100", b""),
            # test_accept_non_empty_with_empty_list: no line at all, and it ends.
            (["-q", "foo", "--print-query", "--bind", "enter:accept-non-empty"], "empty", b"\r"),
        ]:
            with self.subTest(options=options):
                fzf = printed(PROGRAMS["fzf"] + options, self.paths[input_name], keys, counted)
                pick = printed(PROGRAMS["pick"] + options, self.paths[input_name], keys, counted)
                self.assertEqual(pick, fzf)

    def test_an_unknown_option_is_told_in_fzfs_words(self):
        # test_invalid_option.
        for command in PROGRAMS.values():
            result = subprocess.run([*command, "--foobar"], capture_output=True, text=True, timeout=30)
            self.assertEqual(result.returncode, 2)
            self.assertIn("unknown option: --foobar", result.stderr)


if __name__ == "__main__":
    unittest.main()
