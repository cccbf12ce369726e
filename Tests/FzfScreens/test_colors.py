"""pick painted as fzf paints: the colours and attributes of every cell, not only the text,
compared between fzf 0.38 and `luamenu pick` on the same lines, options and keys (see
test_screens.py for the terminals). fzf's default theme, its base schemes, `--color` words
for every part, `--black`, `--no-bold`, `--no-unicode`, and lines with their own colours.

A blank's foreground, boldness and italics cannot be seen, so a blank cell is compared by
what can: its background, underline, strike-through and (reversed) foreground.
"""
import os
import shutil
import tempfile
import unittest
from pathlib import Path

from test_screens import LINES, LUAMENU, settled

#: fzf's options and the keys typed.
CASES = [
    ([], b""), ([], b"fe"), (["-m"], b"\t\t"), (["--reverse", "--header=HEAD", "--header-lines=1"], b"o"),
    (["--color=light"], b"fe"), (["--color=16"], b"fe\t"), (["--color=bw"], b"fe"), (["+c"], b"o"),
    (["--no-256"], b"in"), (["--no-bold"], b"fe"), (["--black"], b"lo"),
    (["--color=fg:1,bg:2,hl:3:bold,fg+:#ff0000,bg+:4,hl+:5:underline,info:6,prompt:7:italic,pointer:8,marker:9",
      "-m"], b"fe\t"),
    (["--color=spinner:10,header:11,border:12,label:13,query:14:strikethrough,gutter:15,separator:16,scrollbar:17",
      "--border", "--border-label=LABEL", "--header=H"], b"ma"),
    (["--color=fg+:regular,prompt:regular,hl:reverse,pointer:-1:blink", "--prompt=my> "], b"fi"),
    (["--color=dark,fg:bright-red,hl:grey"], b"x"), (["--color=bg+:-1,gutter:-1"], b""),
    (["--border=sharp", "--no-unicode"], b""), (["--info=inline", "--color=info:1,prompt:2"], b"re"),
    (["--preview=echo {}; echo second", "--preview-window=border-rounded", "--preview-label=P",
      "--color=preview-fg:1,preview-bg:2,preview-label:3,border:4"], b""),
    (["--preview=seq 40", "--color=info:5,scrollbar:6,preview-bg:236"], b""),
    (["--border", "--padding=1", "--color=bg:2,border:3"], b""),
    (["--bind=ctrl-o:jump", "--color=pointer:1,bg+:2,gutter:3", "-m"], b"\t\x0f"),
    (["--layout=reverse-list", "--info=hidden", "--color=hl+:1:italic"], b"e"),
]

#: Lines with colours of their own, for --ansi.
COLOURED = ["\x1b[33mhello \x1b[34;1mworld\x1b[m tail", "plain line", "\x1b[41mred back\x1b[0m after"]
ANSI_CASES = [
    (["--ansi"], b""), (["--ansi"], b"lo"), (["--ansi", "--color=hl:1,fg+:2,bg+:3"], b"\x1b[A"),
    (["--ansi", "--color=bw"], b"r"),
    (["--ansi", "--header=\x1b[31mred\x1b[m head", "--color=header:4"], b""),
]


def cells(terminal):
    """Each row's cells as what can be seen of them: the character and, for a blank, only its
    background, underline, strike-through and, reversed, its foreground."""
    screen = terminal.screen
    rows = []
    for y in range(screen.lines):
        row = []
        for x in range(screen.columns):
            c = screen.buffer[y][x]
            if c.data.strip():
                row.append((c.data, c.fg, c.bg, c.bold, c.italics, c.underscore, c.strikethrough, c.reverse, c.blink))
            else:
                row.append((" ", c.fg if c.reverse else "-", c.bg, c.underscore, c.strikethrough, c.reverse))
        rows.append(row)
    return rows


def painted(program, options, keys, input_path):
    """The lines and cells of `program` with `options` once settled after `keys`."""
    return settled(program, options, keys, input_path, lambda terminal: (terminal.lines(), cells(terminal)))


def differences(fzf, pick):
    """The first cells that differ, as lines a person can read."""
    found = []
    for y, (a, b) in enumerate(zip(fzf, pick)):
        for x, (p, q) in enumerate(zip(a, b)):
            if p != q:
                found.append(f"row {y} column {x}: fzf {p} pick {q}")
    return found[:12]


@unittest.skipUnless(shutil.which("fzf"), "fzf is installed by scripts/install-deps")
class PaintedAsFzf(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.input = os.path.join(cls.folder, "lines")
        Path(cls.input).write_text("\n".join(LINES) + "\n")
        cls.coloured = os.path.join(cls.folder, "coloured")
        Path(cls.coloured).write_text("\n".join(COLOURED) + "\n")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def compare(self, cases, input_path):
        for options, keys in cases:
            with self.subTest(options=options, keys=keys):
                fzf = painted("fzf", options, keys, input_path)
                pick = painted(f"'{LUAMENU}' pick", options, keys, input_path)
                if pick != fzf:     # fzf, the reference, may settle on a torn frame under load: once more
                    fzf = painted("fzf", options, keys, input_path)
                self.assertEqual(pick[0], fzf[0], "the text differs")
                self.assertEqual(differences(fzf[1], pick[1]), [], "\n".join(fzf[0]))

    def test_every_part_is_painted_as_fzf_paints_it(self):
        self.compare(CASES, self.input)

    def test_lines_of_their_own_colours_are_painted_as_fzfs(self):
        self.compare(ANSI_CASES, self.coloured)


if __name__ == "__main__":
    unittest.main()
