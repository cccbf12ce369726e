"""pick's preview drawn as fzf's: when its command runs with no line under the cursor, what a
`preview(…)` binding leaves, toggling it, a pane of size 0, what its output's NULs and clears of
the screen become; and the actions around it (toggle-all to a limit, pos(0), a search disabled
again). Same harness as test_screens.py.

    python3 -m unittest discover -s Tests/FzfScreens -k fzfprev
"""
import os
import shutil
import tempfile
import unittest
from pathlib import Path

from test_screens import LINES, DrawnAsFzf

#: fzf runs the preview with no match when it reads no line, the missing line read as empty.
NO_LINE_CASES = [
    (["--preview=echo {{q}/{n}/{+n}/{}}"], b"zzz"), (["--preview=echo foo {q} foo"], b"zzz"),
    (["--preview=cat {}"], b"zzz"), (["--preview=echo no placeholder"], b"zzz"),
    (["-m", "--preview=echo [{+}] [{}] [{+n}]"], b"\t\tzzz"), (["-m", "--preview=echo [{+}]"], b"zzz"),
    (["--query=zzz", "--preview=echo {q}{q}"], b""),
]

#: What the preview's output shows, and when its command runs.
OUTPUT_CASES = [
    (["--print0", "-m", "--preview=cat {+f} {+nf}"], b"\t\t"),
    (["--preview=printf 'gone\\033[2Jkept\\nnext\\n'"], b""),
    (["--preview=echo {}", "--preview-window=0"], b""),
    (["--preview=echo {}", "--preview-window=up", "--preview-window=border-double"], b""),
]

#: preview(…) shows its output once; toggle-preview needs a command, and toggles the layout in use.
BINDING_CASES = [
    (["--preview=echo own {}", "--bind=ctrl-o:preview(echo one-off {})"], b"\x0f"),
    (["--preview=echo own {}", "--bind=ctrl-o:preview(echo one-off {})"], b"\x0f\x1b[A"),
    (["--preview=echo own {}", "--bind=ctrl-o:preview(echo one-off {}),ctrl-r:refresh-preview"], b"\x0f\x12"),
    (["--bind=ctrl-o:preview(echo one-off {})"], b"\x0f\x1b[A"),
    (["--bind=ctrl-o:preview(echo one-off {}),ctrl-t:toggle-preview"], b"\x0f\x14\x14"),
    (["--preview-window=up", "--bind=ctrl-t:toggle-preview"], b"\x14"),
    (["--preview=echo {}", "--preview-window=<100000(hidden,up)", "--bind=ctrl-t:toggle-preview"], b""),
    (["--preview=echo {}", "--preview-window=<100000(hidden,up)", "--bind=ctrl-t:toggle-preview"], b"\x14"),
    (["--bind=ctrl-o:change-preview(echo {})"], b"\x0f"),
]

#: Actions whose effect the preview shows in the tests of fzf's suite.
ACTION_CASES = [
    (["--multi=3", "--bind=ctrl-o:toggle-all"], b"\t\t\x0f"),
    (["--bind=ctrl-o:pos(0)"], b"\x1b[A\x1b[A\x0f"),
    (["--disabled", "--bind=ctrl-o:toggle-search"], b"fe\x0f"),
    (["--disabled", "--query=fe"], b""),
]


@unittest.skipUnless(shutil.which("fzf"), "fzf is installed by scripts/install-deps")
class PreviewDrawnAsFzf(unittest.TestCase):
    compare = DrawnAsFzf.compare

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.input = os.path.join(cls.folder, "lines")
        Path(cls.input).write_text("\n".join(LINES) + "\n")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def test_the_preview_runs_with_no_line_as_fzfs(self):
        self.compare(NO_LINE_CASES, self.input)

    def test_the_previews_output_shows_as_fzfs(self):
        self.compare(OUTPUT_CASES, self.input)

    def test_preview_bindings_act_as_fzfs(self):
        self.compare(BINDING_CASES, self.input)

    def test_marking_moving_and_disabled_search_as_fzfs(self):
        self.compare(ACTION_CASES, self.input)


if __name__ == "__main__":
    unittest.main()
