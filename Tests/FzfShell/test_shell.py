"""fzf's own shell integration (Debian's key-bindings and completion scripts) with `fzf` on PATH
being a link to luamenu (so `fzf` runs `luamenu pick`), beside the same behaviours with the real
fzf 0.38: CTRL-T, CTRL-R, ALT-C and `**` completion of paths, directories, processes and variables,
in bash, zsh and fish, each shell in a window of a private tmux server of 80 × 24, with a clean
HOME and rc files that source the scripts fzf's package installs.

    LUAMENU=.build/release/luamenu python3 -m unittest discover -s Tests/FzfShell

Uses $LUAMENU (else .build/debug/luamenu). A shell or tmux that is missing skips its tests with a
message. Every wait is for a condition on the screen with a deadline of seconds, never a fixed
sleep. The 39 behaviours are those fzf 0.38's own test suite checks (TestBash, TestZsh, TestFish:
16 + 16 + 7), written here again from what they do; each runs once with fzf and once with pick.
"""
import getpass
import os
import re
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LUAMENU = os.environ.get("LUAMENU", str(ROOT / ".build/debug/luamenu"))
EXAMPLES = Path("/usr/share/doc/fzf/examples")
BASH_COMPLETION = Path("/usr/share/bash-completion/completions/fzf")
DEADLINE = 15.0
#: Where the completion tests put their files (fzf's tests use the same folders).
SCRATCH = Path(tempfile.gettempdir()) / "luamenu-fzf-shell"

#: The variables fzf's scripts read, unset so that the user's own settings play no part.
UNSETS = ["FZF_DEFAULT_COMMAND", "FZF_DEFAULT_OPTS", "FZF_TMUX", "FZF_TMUX_OPTS", "FZF_CTRL_T_COMMAND",
          "FZF_CTRL_T_OPTS", "FZF_ALT_C_COMMAND", "FZF_ALT_C_OPTS", "FZF_CTRL_R_OPTS", "LUAMENU_DEFAULT_OPTS"]

#: Completions the custom-completion tests use: `f` through fzf's old API, `g` through the new one.
CUSTOM_COMPLETIONS = """
_fzf_complete_f() {
  _fzf_complete "+m --multi --prompt \\"prompt-f> \\"" "$@" < <(printf 'foo\\nbar\\n')
}
_fzf_complete_g() {
  _fzf_complete +m --multi --prompt "prompt-g> " -- "$@" < <(printf 'foo\\nbar\\n')
}
_fzf_complete_f_post() { awk '{print "f" $0 $0}'; }
_fzf_complete_g_post() { awk '{print "g" $0 $0}'; }
[ -n "${BASH-}" ] && complete -F _fzf_complete_f -o default -o bashdefault f
[ -n "${BASH-}" ] && complete -F _fzf_complete_g -o default -o bashdefault g
_comprun() {
  local command=$1
  shift
  case "$command" in
    f) fzf "$@" --preview 'echo preview-f-{}' ;;
    g) fzf "$@" --preview 'echo preview-g-{}' ;;
    *) fzf "$@" ;;
  esac
}
"""


def rc_file(shell):
    """The rc file of bash or zsh: no prompt, no saved history, fzf's scripts sourced."""
    completion = BASH_COMPLETION if shell == "bash" else EXAMPLES / "completion.zsh"
    return "\n".join([
        "set -u", "PS1= PROMPT= RPROMPT= PROMPT_COMMAND= HISTFILE= HISTSIZE=100 SAVEHIST=0",
        "unset " + " ".join(UNSETS), "export FZF_DEFAULT_OPTS=--no-scrollbar",
        f'source "{completion}"', f'source "{EXAMPLES}/key-bindings.{shell}"', CUSTOM_COMPLETIONS])


class Screen(list):
    """A captured pane: its lines, and the counts of fzf's info line (`  12/100 (3)`)."""

    def counts(self):
        for line in self:
            found = re.match(r"^. ([0-9]+)/([0-9]+)( \(([0-9]+)\))?", line)
            if found:
                return int(found.group(1)), int(found.group(2)), int(found.group(4) or 0)
        return 0, 0, 0

    def match_count(self):
        return self.counts()[0]

    def item_count(self):
        return self.counts()[1]

    def select_count(self):
        return self.counts()[2]

    def any_include(self, text):
        return any(text in line for line in self)

    def last(self):
        return self[-1] if self else ""


class Tmux:
    """A private tmux server (its own socket) whose windows run one shell each."""

    def __init__(self, folder, environment):
        self.socket = str(Path(folder) / "tmux.sock")
        self.environment = environment
        self.run("-f", "/dev/null", "new-session", "-d", "-s", "shells", "-x", "80", "-y", "24", "sh")
        self.run("set-option", "-g", "default-size", "80x24")
        self.window = None

    def run(self, *arguments):
        done = subprocess.run(["tmux", "-S", self.socket, *arguments], env=self.environment,
                              capture_output=True, text=True, check=False)
        return done.stdout.splitlines()

    def open(self, command):
        self.window = self.run("new-window", "-d", "-P", "-F", "#{window_id}", command)[0]
        self.run("select-window", "-t", self.window)

    def send(self, *keys):
        """Sends tmux key names (`C-t`, `Enter`, `Tab`) and text, as `tmux send-keys` reads them."""
        self.run("send-keys", "-t", self.window, *[str(key) for key in keys])

    def paste(self, text):
        self.run("set-buffer", text)
        self.run("paste-buffer", "-t", self.window)
        self.send("Enter")

    def capture(self):
        lines = [line.rstrip() for line in self.run("capture-pane", "-p", "-J", "-t", self.window)]
        while lines and not lines[-1]:
            lines.pop()
        return Screen(lines)

    def until(self, condition, refresh=False, deadline=DEADLINE):
        """Waits until `condition(screen)` holds; with `refresh`, redraws (C-l) while it does not."""
        end = time.monotonic() + deadline
        while True:
            screen = self.capture()
            try:
                if condition(screen):
                    return screen
            except (IndexError, ValueError):
                pass
            if time.monotonic() > end:
                raise AssertionError("the screen never showed what was awaited:\n" + "\n".join(screen))
            if refresh:
                self.send("C-l")
            time.sleep(0.05)

    def prepare(self):
        """Waits until the shell takes a line again: types a marker until it shows, then clears
        the line and the screen and waits until the marker is gone, so that no key typed next
        arrives before the shell reads keys again (a shell may drop keys typed ahead)."""
        for attempt in range(5):
            marker = f"Prepare[{attempt}]"
            self.send(" ", "C-u", "Enter", marker, "Left", "Right")
            try:
                self.until(lambda screen, marker=marker: screen.last() == marker, deadline=DEADLINE / 5)
                break
            except AssertionError:
                if attempt == 4:
                    raise
        self.send("C-u", "C-l")
        self.until(lambda screen: marker not in screen.last())

    def kill(self):
        self.run("kill-server")


class ShellBehaviours:
    """The behaviours fzf's TestShell checks: key bindings, in every shell."""

    shell = None
    program = None

    @classmethod
    def setUpClass(cls):
        if shutil.which("tmux") is None:
            raise unittest.SkipTest("tmux is not installed")
        if shutil.which(cls.shell) is None:
            raise unittest.SkipTest(f"{cls.shell} is not installed")
        scripts = [EXAMPLES / f"key-bindings.{cls.shell}"]
        scripts += {"bash": [BASH_COMPLETION], "zsh": [EXAMPLES / "completion.zsh"]}.get(cls.shell, [])
        for script in scripts:
            if not script.exists():
                raise unittest.SkipTest(f"fzf's {script} is not installed (Debian's fzf package)")
        if cls.program == "fzf" and shutil.which("fzf") is None:
            raise unittest.SkipTest("fzf is installed by scripts/install-deps")
        if cls.program == "pick" and not os.access(LUAMENU, os.X_OK):
            raise unittest.SkipTest(f"no luamenu at {LUAMENU}")
        cls.folder = tempfile.mkdtemp(prefix="fzf-shell-")
        home, binaries = Path(cls.folder) / "home", Path(cls.folder) / "bin"
        home.mkdir()
        binaries.mkdir()
        fzf = LUAMENU if cls.program == "pick" else shutil.which("fzf")
        (binaries / "fzf").symlink_to(os.path.abspath(fzf))
        if shutil.which("fzf-tmux"):
            (binaries / "fzf-tmux").symlink_to(shutil.which("fzf-tmux"))
        (home / ".bashrc").write_text(rc_file("bash"))
        (home / ".zshrc").write_text(rc_file("zsh"))
        fish_config = home / ".config/fish"
        fish_config.mkdir(parents=True)
        (fish_config / "config.fish").write_text(
            f"source {EXAMPLES}/key-bindings.fish\nfzf_key_bindings\nfunction fish_prompt; end\n"
            "function fish_greeting; end\nset -gx FZF_DEFAULT_OPTS --no-scrollbar\n")
        cls.home = home
        environment = {"HOME": str(home), "PATH": f"{binaries}:/usr/local/bin:/usr/bin:/bin", "TERM": "screen-256color",
                       "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "USER": getpass.getuser(), "SHELL": "/bin/bash",
                       "TMPDIR": tempfile.gettempdir()}
        cls.tmux = Tmux(cls.folder, environment)

    @classmethod
    def tearDownClass(cls):
        cls.tmux.kill()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def setUp(self):
        command = {"bash": f"bash --rcfile {self.home}/.bashrc", "zsh": f"env ZDOTDIR={self.home} zsh",
                   "fish": "env fish_history= fish"}[self.shell]
        self.tmux.open(command)
        if self.shell == "fish":
            self.tmux.send("clear", "Enter")
            self.tmux.until(lambda screen: not screen)
        self.tmux.prepare()
        # The `fzf` the shell runs is the program under test (an rc file could have changed PATH).
        self.tmux.send("fzf --version", "Enter")
        version = "luamenu" if self.program == "pick" else "0.38"
        self.tmux.until(lambda screen: screen.last().startswith(version))
        self.tmux.prepare()
        shutil.rmtree(SCRATCH, ignore_errors=True)
        SCRATCH.mkdir(parents=True)

    def tearDown(self):
        self.tmux.run("kill-window", "-t", self.tmux.window)
        shutil.rmtree(SCRATCH, ignore_errors=True)

    def set_variable(self, name, value):
        self.tmux.prepare()
        line = f"set -g {name} '{value}'" if self.shell == "fish" else f"export {name}='{value}'"
        self.tmux.send(line, "Enter")
        self.tmux.prepare()

    def mark_both_unicode_lines(self):
        """In a finder of the lines "fzf-unicode 테스트1" and "…2": finds and marks one, then the other."""
        steps = [("1", lambda screen: screen.match_count() == 1), ("Tab", lambda screen: screen.select_count() == 1),
                 ("BSpace", lambda screen: screen.match_count() == 2), ("2", lambda screen: screen.match_count() == 1),
                 ("Tab", lambda screen: screen.select_count() == 2)]
        for key, shown in steps:
            self.tmux.send(key)
            self.tmux.until(shown)

    def test_ctrl_t(self):
        self.set_variable("FZF_CTRL_T_COMMAND", "seq 100")
        self.tmux.send("C-t")
        self.tmux.until(lambda screen: screen.item_count() == 100)
        self.tmux.send("Tab", "Tab", "Tab")
        self.tmux.until(lambda screen: screen.any_include(" (3)"))
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.any_include("1 2 3"))
        self.tmux.send("C-c")

    def test_ctrl_t_unicode(self):
        listed = SCRATCH / "unicode"
        listed.write_text("fzf-unicode 테스트1\nfzf-unicode 테스트2\n")
        self.set_variable("FZF_CTRL_T_COMMAND", f"cat {listed}")
        self.tmux.send("echo ", "C-t")
        self.tmux.until(lambda screen: screen.item_count() == 2)
        self.tmux.send("fzf-unicode")
        self.tmux.until(lambda screen: screen.match_count() == 2)
        self.mark_both_unicode_lines()
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: re.search(r"echo .*fzf-unicode.*1.* .*fzf-unicode.*2", "".join(screen)))
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == "fzf-unicode 테스트1 fzf-unicode 테스트2")

    def test_alt_c(self):
        for name in ("one", "two"):
            (self.home / "folders" / name).mkdir(parents=True, exist_ok=True)
        self.tmux.send(f"cd {self.home}/folders", "Enter")
        self.tmux.prepare()
        self.tmux.send("Escape", "c")
        screen = self.tmux.until(lambda screen: screen.match_count() > 0)
        expected = next(line for line in reversed(screen) if line.startswith("> "))[2:]
        self.tmux.send("Enter")
        self.tmux.prepare()
        self.tmux.send("pwd", "Enter")
        self.tmux.until(lambda screen: screen.last().endswith(expected))

    def test_alt_c_command(self):
        self.set_variable("FZF_ALT_C_COMMAND", "echo /tmp")
        self.tmux.send("cd /", "Enter")
        self.tmux.prepare()
        self.tmux.send("Escape", "c")
        self.tmux.until(lambda screen: screen.item_count() == 1)
        self.tmux.send("Enter")
        self.tmux.prepare()
        self.tmux.send("pwd", "Enter")
        self.tmux.until(lambda screen: screen.last() == "/tmp")

    def test_ctrl_r(self):
        for line in ["echo 1st", "echo 2nd", "echo 3d", "echo 3rd", "echo 3rd", "echo 3rd", "echo 4th"]:
            self.tmux.send(line, "Enter")
            self.tmux.prepare()
        self.tmux.send("C-r")
        self.tmux.until(lambda screen: screen.match_count() > 0)
        self.tmux.send("e3d")
        # Duplicates removed: "echo 3d" once and "echo 3rd" once.
        self.tmux.until(lambda screen: screen.match_count() == 2)
        self.tmux.until(lambda screen: screen[-3].endswith(" echo 3d"))
        self.tmux.send("C-r")  # toggle-sort: the newest first
        self.tmux.until(lambda screen: screen[-3].endswith(" echo 3rd"))
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == "echo 3rd")
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == "3rd")

    def test_ctrl_r_multiline(self):
        self.tmux.send('echo "foo', "Enter", 'bar"', "Enter")
        self.tmux.until(lambda screen: screen[-2:] == ["foo", "bar"])
        self.tmux.prepare()
        self.tmux.send("C-r")
        self.tmux.until(lambda screen: screen.last() == ">")
        self.tmux.send("foo bar")
        self.tmux.until(lambda screen: screen[-3].endswith('bar"'))
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last().endswith('bar"'))
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen[-2:] == ["foo", "bar"])

    def test_ctrl_r_abort(self):
        for query in ["foo", "'", '"']:
            self.tmux.prepare()
            self.tmux.send("Enter", query)
            self.tmux.until(lambda screen, query=query: screen.last().startswith(query))
            self.tmux.send("C-r")
            self.tmux.until(lambda screen, query=query: screen.last() == f"> {query}")
            self.tmux.send("C-g")
            self.tmux.until(lambda screen, query=query: screen.last().startswith(query))


class CompletionBehaviours:
    """The behaviours fzf's CompletionTest checks: `**` completion, in bash and zsh."""

    def test_file_completion(self):
        tests, spaced = SCRATCH / "fzf-test", SCRATCH / "fzf test"
        tests.mkdir()
        spaced.mkdir()
        for number in range(1, 101):
            (tests / str(number)).touch()
        (spaced / "foobar").touch()
        (self.home / "no~such~user").touch()
        self.tmux.send(f"cd {self.home}", "Enter")
        self.tmux.prepare()
        self.tmux.send(f"cat {tests}/10**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() > 0)
        self.tmux.send(" !d")
        self.tmux.until(lambda screen: screen.match_count() == 2)
        self.tmux.send("Tab", "Tab")
        self.tmux.until(lambda screen: screen.select_count() == 2)
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == f"cat {tests}/10 {tests}/100", refresh=True)

        user = getpass.getuser()
        self.tmux.send("C-u", f"cat ~{user}**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() > 0)
        self.tmux.send(f"/{user}")
        self.tmux.until(lambda screen: any(line.endswith(f"/{user}") for line in screen))
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: re.match(rf"cat .*/{user}", screen.last()), refresh=True)

        self.tmux.send("C-u", "cat ~such**", "Tab")
        self.tmux.until(lambda screen: screen.any_include("no~such~user"), refresh=True)
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == "cat no~such~user", refresh=True)

        escaped = str(spaced).replace(" ", "\\ ")
        self.tmux.send("C-u", f"cat {escaped}/**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() > 0)
        self.tmux.send("foobar$")
        self.tmux.until(lambda screen: screen.match_count() == 1)
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == f"cat {escaped}/foobar", refresh=True)

        for number in range(1, 101):
            (tests / f".hidden-{number}").touch()
        self.tmux.send("C-u", f"cat {tests}/hidden**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() == 100 and screen.any_include(f"{tests}/.hidden-"),
                        refresh=True)
        self.tmux.send("Enter")

    def test_file_completion_root(self):
        self.tmux.send("ls /**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() > 0)
        self.tmux.send("Enter")

    def test_dir_completion(self):
        tests = SCRATCH / "fzf-test"
        for number in range(1, 101):
            (tests / f"d{number}").mkdir(parents=True)
        (tests / "d55/xxx").touch()
        self.tmux.send(f"cd {tests}/**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() > 0)
        self.tmux.send("Tab", "Tab")  # no multi-select here
        self.tmux.send("55")
        self.tmux.until(lambda screen: screen.match_count() == 1)
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == f"cd {tests}/d55/", refresh=True)
        self.tmux.send("xx")
        self.tmux.until(lambda screen: screen.last() == f"cd {tests}/d55/xx")
        if self.shell == "bash":  # a regular file is not a directory's completion (bash only)
            self.tmux.send("Tab")
            self.tmux.until(lambda screen: screen.last() == f"cd {tests}/d55/xx")
        self.tmux.send("BSpace", "BSpace", "BSpace")
        self.tmux.until(lambda screen: screen.last() == f"cd {tests}/d55")
        self.tmux.send("Tab")
        self.tmux.until(lambda screen: screen.last() == f"cd {tests}/d55/")

    def test_process_completion(self):
        self.tmux.send("sleep 12345 &", "Enter")
        screen = self.tmux.until(lambda screen: screen.last().startswith("[1] "))
        pid = screen.last().split()[-1]
        try:
            self.tmux.prepare()
            self.tmux.send("C-L", "kill **", "Tab")
            self.tmux.until(lambda screen: screen.match_count() > 0)
            self.tmux.send("sleep12345")
            self.tmux.until(lambda screen: screen.any_include("sleep 12345"))
            self.tmux.send("Enter")
            self.tmux.until(lambda screen: screen.last() == f"kill {pid}", refresh=True)
        finally:
            try:
                os.kill(int(pid), 9)
            except (ProcessLookupError, ValueError):
                pass

    def test_custom_completion(self):
        self.tmux.send('_fzf_compgen_path() { echo "$1"; seq 10; }', "Enter")
        self.tmux.prepare()
        self.tmux.send("ls /tmp/**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() == 11)
        self.tmux.send("Tab", "Tab", "Tab")
        self.tmux.until(lambda screen: screen.select_count() == 3)
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == "ls /tmp 1 2", refresh=True)

    def test_unset_completion(self):
        self.tmux.send("export FZFFOOBAR=BAZ", "Enter")
        self.tmux.prepare()
        self.tmux.send("unset FZFFOOBR**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() == 1)
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == "unset FZFFOOBAR")
        self.tmux.send("C-c")
        # Again with FZF_TMUX=1: fzf-tmux opens the finder in a pane of its own.
        self.tmux.prepare()
        command = {"bash": f"FZF_TMUX=1 bash --rcfile {self.home}/.bashrc",
                   "zsh": f"FZF_TMUX=1 ZDOTDIR={self.home} zsh"}[self.shell]
        self.tmux.send(command, "Enter")
        self.tmux.prepare()
        self.tmux.send("unset FZFFOOBR**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() == 1)
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen.last() == "unset FZFFOOBAR")

    def test_file_completion_unicode(self):
        (SCRATCH / "fzf-unicode 테스트1").write_text("test3\n")
        (SCRATCH / "fzf-unicode 테스트2").write_text("test4\n")
        self.tmux.send(f"cd {SCRATCH}", "Enter")
        self.tmux.prepare()
        self.tmux.send("cat fzf-unicode**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() == 2)
        self.mark_both_unicode_lines()
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: re.match(r"cat .*fzf-unicode.*1.* .*fzf-unicode.*2", screen.last()),
                        refresh=True)
        self.tmux.send("Enter")
        self.tmux.until(lambda screen: screen[-2:] == ["test3", "test4"])

    def test_custom_completion_api(self):
        self.tmux.send('eval "_fzf$(declare -f _comprun)"', "Enter")
        try:
            for command in ["f", "g"]:
                self.tmux.prepare()
                self.tmux.send(f"{command} b**", "Tab")
                self.tmux.until(lambda screen, command=command: (
                    screen.item_count() == 2 and screen.match_count() == 1
                    and screen.any_include(f"prompt-{command}") and screen.any_include(f"preview-{command}-bar")))
                self.tmux.send("Enter")
                self.tmux.until(lambda screen, command=command: screen.last() == f"{command} {command}barbar")
                self.tmux.send("C-u")
        finally:
            self.tmux.prepare()
            self.tmux.send("unset -f _fzf_comprun", "Enter")


class BashOnly:
    """The behaviour only TestBash checks: a completion loaded later keeps `**`."""

    def test_dynamic_completion_loader(self):
        (SCRATCH / "foo").touch()
        self.tmux.paste(f"cd {SCRATCH}; _fzf_completion_loader=1")
        self.tmux.paste("_completion_loader() { complete -o default fake; }")
        self.tmux.paste("complete -F _fzf_path_completion -o default -o bashdefault fake")
        self.tmux.send("fake foo**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() > 0)
        self.tmux.send("C-c")
        self.tmux.prepare()
        self.tmux.send("fake foo", "Tab", "C-u")
        self.tmux.prepare()
        self.tmux.send("fake foo**", "Tab")
        self.tmux.until(lambda screen: screen.match_count() > 0)


class ZshOnly:
    """The behaviour only TestZsh checks: `**` after a quoted or escaped command name."""

    def test_complete_quoted_command(self):
        self.tmux.send("export FZFFOOBAR=BAZ", "Enter")
        for command in ["unset", "\\unset", "'unset'"]:
            self.tmux.prepare()
            self.tmux.send(f"{command} FZFFOOBR**", "Tab")
            self.tmux.until(lambda screen: screen.match_count() == 1)
            self.tmux.send("Enter")
            self.tmux.until(lambda screen, command=command: screen.last() == f"{command} FZFFOOBAR")
            self.tmux.send("C-c")


def behaviours(shell, program, *mixins):
    """A test case of `shell`'s behaviours with `program` (fzf or pick) as `fzf`."""
    name = f"{shell.capitalize()}With{program.capitalize()}"
    return type(name, (*mixins, ShellBehaviours, unittest.TestCase), {"shell": shell, "program": program})


for _program in ("fzf", "pick"):
    for _case in (behaviours("bash", _program, BashOnly, CompletionBehaviours),
                  behaviours("zsh", _program, ZshOnly, CompletionBehaviours),
                  behaviours("fish", _program)):
        globals()[_case.__name__] = _case

del _program, _case
