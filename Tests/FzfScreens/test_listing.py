"""Where pick's lines come from, beside fzf 0.38: with stdin a terminal, FZF_DEFAULT_COMMAND's
output or (unset) the files below the working folder; a command that fails named in place of
the count; the command killed with all it started when the picker ends; reload-sync keeping
the lines until its command ended; --sync showing the picker only once the input ended; an
execute that Ctrl-C interrupts; Alt-Backspace and --filepath-word; -0 and -1 decided without a
terminal. Each case runs fzf and pick
alike in pseudo-terminals (the harness of test_screens.py) and compares what they show or leave.

    LUAMENU=.build/release/luamenu python3 -m unittest discover -s Tests/FzfScreens -p test_listing.py
"""
import os
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

from test_screens import LUAMENU, Terminal

PROGRAMS = {"fzf": "fzf", "pick": f"'{LUAMENU}' pick"}


def counted(lines):
    """Whether the screen shows a count (or a failed command in its place)."""
    return any(("/" in line and any(c.isdigit() for c in line)) or "Command failed" in line for line in lines)


def showing(text):
    return lambda lines: any(text in line for line in lines)


def shell(command, folder):
    """`command` run in `folder`, as one group whose input the harness sets (a pipe inside it wins)."""
    return f"{{ cd '{folder}' && {command}; }}"


def until(terminal, ready, deadline=15.0):
    """Reads until `ready(lines)` holds (a screen whose spinner turns never settles); the lines."""
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        terminal.read(0.05)
        if ready(terminal.lines()):
            return terminal.lines()
    raise AssertionError("the screen never showed what was waited for:\n" + "\n".join(terminal.lines()))


def wait_for(condition, deadline=15.0):
    """Waits until `condition()` holds; whether it did before the deadline."""
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


@unittest.skipUnless(shutil.which("fzf"), "fzf is installed by scripts/install-deps")
class LinesFromCommands(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.folder, True)

    def run_both(self, command, steps, stdin="/dev/tty"):
        """Runs `command` (with {fzf} for the program) in the folder, each of `steps` (keys to
        type, then what the screen must show) in turn: the last screens of fzf and of pick.

        fzf, the reference, gets a second run when a screen of its never settles (CI saw fzf
        0.38 keep a typed query unfiltered after Ctrl-C ended an execute, once in many runs);
        pick gets one."""
        screens = {}
        for name, program in PROGRAMS.items():
            for attempt in range(2 if name == "fzf" else 1):
                try:
                    screens[name] = self.run_steps(name, command.replace("{fzf}", program), steps, stdin)
                    break
                except AssertionError:
                    if attempt == 1 or name != "fzf":
                        raise
        return screens

    def run_steps(self, name, command, steps, stdin):
        """Runs `command`, typing each step's keys and waiting for its screen: the last screen."""
        terminal = Terminal(shell(command, self.folder), stdin)
        try:
            lines = None
            for step, (keys, ready) in enumerate(steps):
                if keys:
                    terminal.type(keys)
                try:
                    lines = terminal.settle(ready)
                except AssertionError as error:
                    raise AssertionError(f"{name}, step {step} (keys {keys!r}): {error}") from None
            return lines
        finally:
            terminal.close()

    def assertSameScreens(self, screens):
        self.assertEqual(screens["pick"], screens["fzf"],
                         "\n".join(f"{'  ' if a == b else '! '}{a!r:<62} {b!r}" for a, b in zip(screens["fzf"], screens["pick"])))

    def test_with_stdin_a_terminal_the_files_below_are_listed_as_fzfs(self):
        for path in ["a.txt", "src/b.swift", "src/deep/c.lua", ".hidden", ".git/config", "src/.cache/d"]:
            Path(self.folder, path).parent.mkdir(parents=True, exist_ok=True)
            Path(self.folder, path).write_text("x\n")
        os.symlink("a.txt", os.path.join(self.folder, "link"))
        self.assertSameScreens(self.run_both("FZF_DEFAULT_COMMAND= {fzf}", [(b"", counted)]))
        self.assertSameScreens(self.run_both("FZF_DEFAULT_COMMAND='printf \"x\\ny\\n\"' {fzf}", [(b"", counted)]))

    def test_a_command_that_fails_is_named_in_place_of_the_count(self):
        self.assertSameScreens(self.run_both("FZF_DEFAULT_COMMAND=false {fzf}", [(b"", showing("Command failed"))]))
        self.assertSameScreens(self.run_both("seq 3 | {fzf} --bind 'ctrl-r:reload(exit 2)'",
                                             [(b"", counted), (b"\x12", showing("Command failed"))], stdin="/dev/null"))

    def test_the_command_is_killed_when_the_picker_ends(self):
        script = Path(self.folder, "lister.sh")
        script.write_text("#!/bin/sh\necho Started\nwhile :; do sleep 1; done\n")
        script.chmod(0o755)
        running = f"^/bin/sh {script}"        # the script's process, not the shell that names it
        for name, program in PROGRAMS.items():
            for command, key in [(f"FZF_DEFAULT_COMMAND='{script}' {program}", b"\x1b"),
                                 (f"FZF_DEFAULT_COMMAND='{script}' {program}", b"\r"),
                                 (f"seq 3 | {program} --bind 'ctrl-r:reload({script})'", b"\x12"),
                                 ]:
                with self.subTest(program=name, command=command, key=key):
                    # The shell stays after the picker (as a user's does): its end would hang the terminal up.
                    terminal = Terminal(shell(command + "; sleep 60", self.folder), "/dev/tty" if "seq" not in command else "/dev/null")
                    try:
                        until(terminal, counted)
                        if key == b"\x12":          # the reload's command, then Esc
                            terminal.type(key)
                            until(terminal, showing("Started"))
                            key = b"\x1b"
                        self.assertTrue(wait_for(lambda: subprocess.run(["pgrep", "-f", running]).returncode == 0))
                        terminal.type(key)
                        self.assertTrue(wait_for(lambda: subprocess.run(["pgrep", "-f", running]).returncode != 0),
                                        f"{name} left {script} running")
                    finally:
                        terminal.close()
                        subprocess.run(["pkill", "-9", "-f", str(script)])

    def test_reload_sync_keeps_the_lines_until_its_command_ended(self):
        gate = Path(self.folder, "gate")
        command = ("seq 100 | {fzf} --bind 'load:reload-sync(while [ ! -f gate ]; do sleep 0.05; done; seq 1000)"
                   "+unbind(load)'")
        for name, program in PROGRAMS.items():
            with self.subTest(program=name):
                gate.unlink(missing_ok=True)
                terminal = Terminal(shell(command.replace("{fzf}", program), self.folder), "/dev/null")
                try:
                    until(terminal, showing("/100"))
                    terminal.type(b"00")
                    until(terminal, showing("1/100"))
                    gate.write_text("")
                    until(terminal, showing("10/1000"))
                finally:
                    terminal.close()

    def test_sync_shows_the_picker_once_the_input_ended(self):
        gate, started = Path(self.folder, "gate"), Path(self.folder, "started")
        command = "(echo a; touch started; while [ ! -f gate ]; do sleep 0.05; done; echo b) | {fzf} --sync"
        for name, program in PROGRAMS.items():
            with self.subTest(program=name):
                gate.unlink(missing_ok=True)
                started.unlink(missing_ok=True)
                terminal = Terminal(shell(command.replace("{fzf}", program), self.folder), "/dev/null")
                try:
                    self.assertTrue(wait_for(started.exists))
                    end = time.monotonic() + 0.5
                    while time.monotonic() < end:
                        terminal.read(0.05)
                    self.assertFalse(counted(terminal.lines()), f"{name} showed before its input ended")
                    gate.write_text("")
                    until(terminal, showing("2/2"))
                finally:
                    terminal.close()

    def test_ctrl_c_stops_an_execute_and_the_picker_goes_on(self):
        self.assertSameScreens(self.run_both(
            "seq 100 | {fzf} --bind 'ctrl-l:execute(echo executing {}; sleep 100)' > /dev/tty",  # fzf's execute writes to its stdout
            # Back from the command, the picker shows the whole count again and nothing of the
            # command's: only then is it typed to (keys sent before the picker has the terminal
            # back meet the command's cooked mode).
            [(b"", counted), (b"\x0c", showing("executing 1")),
             (b"\x03", lambda lines: showing("100/100")(lines) and not showing("executing")(lines)),
             (b"99", showing("1/100"))],
            stdin="/dev/null"))

    def test_alt_backspace_and_filepath_words_edit_as_fzfs(self):
        for options in ["", "--filepath-word"]:
            with self.subTest(options=options):
                self.assertSameScreens(self.run_both(
                    "seq 3 | {fzf} -q '--/foo bar/foo-bar/baz' " + options,
                    [(b"", counted), (b"\x1bb\x1bb\x1bd", counted), (b"\x1bf\x1b\x7f", counted)], stdin="/dev/null"))

    def test_without_a_terminal_select_1_and_exit_0_decide_as_fzfs(self):
        for options in [["-1"], ["-0"], ["-1", "-q", "b"], ["-1", "--expect", "ctrl-x", "--print-query", "-q", "a"], ["-0", "-1"]]:
            for lines in ["a\n", "", "a\nb\n"]:
                with self.subTest(options=options, lines=lines):
                    # A session of their own: no controlling terminal, so /dev/tty can't be opened.
                    ran = {name: subprocess.run(["sh", "-c", program + ' "$@"', "sh", *options], input=lines.encode(),
                                                capture_output=True, start_new_session=True, timeout=30)
                           for name, program in PROGRAMS.items()}
                    self.assertEqual((ran["pick"].returncode, ran["pick"].stdout), (ran["fzf"].returncode, ran["fzf"].stdout))


if __name__ == "__main__":
    unittest.main()
