"""The latency case of scripts/bench: what a person waits for at the keyboard.

Each program runs on a pseudo-terminal of ROWS x COLS that is its controlling terminal (pty.fork:
a new session with the pty's slave side as its /dev/tty, where both luamenu -i and fzf draw), and
everything it writes is read as it arrives and fed to a small terminal emulator (pyte), so the
harness looks at the screen a person would see, not at the bytes.

Three programs on the same N names:
  luamenu index    `luamenu run latency_index.lua -i`: m:index{ items = names, search = "choseong" }
  luamenu section  `luamenu run latency_section.lua -i`: m:section{ items = names, search = "fuzzy" }
  fzf              `fzf --no-mouse --layout=reverse < names_N.txt` (reverse: the list starts at the
                   top and ↓ moves to the next item, as in luamenu)

and three timings, each from a moment to the screen being *settled*:
  first paint  process start to the first full screen: luamenu's title, rows down to the status
               line and the key help; fzf's count reading "N/N" (every line read) with the list drawn;
  cursor ↓     the key written to the cursor's mark (luamenu: the inverted cells; fzf: the '>' row)
               having moved;
  query key    one letter of the query written (luamenu types `/` first, untimed) to the prompt
               showing the query so far AND every highlighted match on the screen spelling that
               query (folded case; for 초성, the highlighted syllables' initials), so a prompt that
               echoes the letter before the results follow (as fzf does) is not taken as done.
               The index types a 초성 query, the section and fzf a Latin one (fzf has no 초성 search).

Settled: the expected content is on the screen and no byte has arrived for QUIET seconds; the
time taken is that of the last byte read before the quiet period (so the quiet period itself is
never counted, and a frame written in several pieces counts to its last piece). Every wait has a
timeout, after which the run fails with the screen as it was: a hang is a failure, not a number.
"""
import os
import pty
import re
import select
import signal
import statistics
import struct
import termios
import fcntl
import time

try:
    import pyte
except ImportError:  # scripts/install-deps installs it; scripts/bench says so when it is missing
    pyte = None

ROWS, COLS = 40, 120
DOWN = b"\x1b[B"
CHOSEONG_QUERY = "ㅅㅇㅈ"      # 서유진 and 신예준 (the index's 초성 search)
FUZZY_QUERY = "shai"          # Shaiga Kim, shaipu Park (the section's and fzf's fuzzy search)
CHOSEONG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
DOUBLES = str.maketrans("ㄲㄸㅃㅆㅉ", "ㄱㄷㅂㅅㅈ")


class Unsettled(Exception):
    """The screen never showed what was expected in time, or the program ended."""


# ----------------------------------------------------------------------------------------------
# A program on a pseudo-terminal.

class PtyProgram:
    """One program on a ROWS x COLS pseudo-terminal that is its controlling terminal; what it
    writes is read with the time it arrived and fed to a pyte screen when output pauses."""

    def __init__(self, argv, env, cwd, stdin_path=None):
        self.name = os.path.basename(argv[0])
        self.started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:                                    # the child: the pty is its /dev/tty
            try:
                os.chdir(cwd)
                fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
                if stdin_path:
                    data = os.open(stdin_path, os.O_RDONLY)
                    os.dup2(data, 0)
                    os.close(data)
                os.execvpe(argv[0], argv, env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.pending = []

    def settle(self, ready, since, timeout, quiet, what):
        """Reads until `ready(screen)` holds and `quiet` seconds pass with no output; returns the
        seconds from `since` to the last byte read before then. Raises Unsettled on timeout."""
        last = None
        deadline = since + timeout
        while True:
            wait = max(0.0, min(quiet, deadline - time.perf_counter()))
            readable, _, _ = select.select([self.fd], [], [], wait)
            now = time.perf_counter()
            if readable:
                try:
                    data = os.read(self.fd, 1 << 16)
                except OSError:                         # EIO: the program closed the terminal
                    data = b""
                if not data:
                    raise Unsettled("%s: %s ended before %s\n%s" % (self.name, self.exit_status(), what, self.dump()))
                self.pending.append(data)
                last = now
                continue
            if self.pending:
                self.stream.feed(b"".join(self.pending))
                self.pending = []
            if last is not None and ready(self.screen):
                return last - since
            if now >= deadline:
                raise Unsettled("%s: no settled screen %g s after %s%s\n%s" % (
                    self.name, timeout, what, "" if last is not None else " (no output at all)", self.dump()))

    def key(self, data, ready, timeout, quiet, what):
        """Writes a key; the seconds until the screen settled with `ready` true."""
        since = time.perf_counter()
        os.write(self.fd, data)
        return self.settle(ready, since, timeout, quiet, what)

    def dump(self):
        lines = [line.rstrip() for line in self.screen.display]
        while lines and not lines[-1]:
            lines.pop()
        return "  the screen:\n" + "\n".join("  |" + line for line in lines)

    def exit_status(self):
        """"it (exit status N)" once the program has ended: its terminal can close a moment
        before it is reaped, so this waits up to ten seconds (a loaded machine is slow to reap);
        "it" when it is still running."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:
                return "it"
            if pid != 0:
                self.pid = None
                return "it (exit status %d)" % os.waitstatus_to_exitcode(status)
            time.sleep(0.01)
        return "it"

    def close(self):
        """Ends the program (SIGTERM, then SIGKILL after 5 s), reading its output meanwhile."""
        if self.pid is not None:
            try:
                os.kill(self.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            deadline = time.perf_counter() + 5
            while True:
                pid, _ = os.waitpid(self.pid, os.WNOHANG)
                if pid:
                    break
                if time.perf_counter() > deadline:
                    os.kill(self.pid, signal.SIGKILL)
                    os.waitpid(self.pid, 0)
                    break
                if select.select([self.fd], [], [], 0.05)[0]:
                    try:
                        os.read(self.fd, 1 << 16)
                    except OSError:
                        pass
            self.pid = None
        os.close(self.fd)


# ----------------------------------------------------------------------------------------------
# What each program's screen says.

def choseong(text):
    """The initials of Hangul syllables (doubles folded: ㄲ → ㄱ), other characters kept, spaces
    dropped: choseong("김 민서") == "ㄱㅁㅅ"."""
    out = []
    for ch in text:
        code = ord(ch)
        if 0xAC00 <= code <= 0xD7A3:
            out.append(CHOSEONG[(code - 0xAC00) // 588])
        elif ch != " ":
            out.append(ch)
    return "".join(out).translate(DOUBLES)


def spells(highlighted, query, mode):
    """Whether a row's highlighted characters are the match of the whole query."""
    if mode == "choseong":
        return choseong(highlighted) == query.replace(" ", "").translate(DOUBLES)
    return highlighted.replace(" ", "").casefold() == query.replace(" ", "").casefold()


def highlights_spell(rows, query, mode):
    """Every row with highlighted characters spells the query, and at least one row has some."""
    marked = [text for text in rows if text]
    return bool(marked) and all(spells(text, query, mode) for text in marked)


def row_text(screen, row, keep):
    """The characters of a screen row whose cells `keep` accepts (a wide character's second
    cell holds "", and is skipped)."""
    line = screen.buffer[row]
    return "".join(line[x].data for x in range(COLS) if line[x].data and keep(line[x], x))


class LuamenuView:
    """luamenu -i: the menu's lines, then a status line (the key help, or "/query")."""
    search_key = b"/"

    def __init__(self, title):
        self.title = title

    def painted(self, screen):
        lines = screen.display
        return (lines[0].startswith(self.title) and lines[ROWS - 1].startswith("j/k move")
                and lines[ROWS - 2].strip() != "")

    @staticmethod
    def cursor(screen):
        return frozenset((y, x) for y in range(ROWS - 1) for x in range(COLS) if screen.buffer[y][x].reverse)

    @staticmethod
    def searching(screen, query):
        return screen.display[ROWS - 1].rstrip() == "/" + query

    def answered(self, screen, query, mode):
        rows = [row_text(screen, y, lambda cell, x: cell.underscore) for y in range(ROWS - 1)]
        return self.searching(screen, query) and highlights_spell(rows, query, mode)


class FzfView:
    """fzf --layout=reverse: the prompt "> query", the count "  M/N", then the list, the current
    item marked with '>' in the first column. Matches are drawn in a colour of their own; the
    last column holds the scroll bar, also coloured."""
    search_key = None
    COUNT = re.compile(r"^..(\d+)/(\d+)( \(\d+%\))?")

    def __init__(self, n):
        self.n = n

    def count(self, screen):
        found = self.COUNT.match(screen.display[1])
        return (int(found.group(1)), int(found.group(2)), found.group(3)) if found else None

    def painted(self, screen):
        count = self.count(screen)
        return (count is not None and count[:2] == (self.n, self.n) and not count[2]
                and screen.display[1][0] == " " and screen.display[ROWS - 1].strip() != "")

    @staticmethod
    def cursor(screen):
        return frozenset(y for y in range(2, ROWS) if screen.display[y].startswith(">"))

    @staticmethod
    def searching(screen, query):
        return screen.display[0].rstrip() == ("> " + query).rstrip()

    def answered(self, screen, query, mode):
        count = self.count(screen)
        if count is None or count[2] or count[1] != self.n or not self.searching(screen, query):
            return False
        rows = [row_text(screen, y, lambda cell, x: 2 <= x < COLS - 1 and cell.fg != "default")
                for y in range(2, ROWS) if not screen.display[y].startswith(">")]
        return highlights_spell(rows, query, mode)


# ----------------------------------------------------------------------------------------------
# One run of one program: first paint, cursor moves, query keys.

class Program:
    """How to start one side of the latency case and how to read its screen."""

    def __init__(self, label, argv, view, query, mode, script=None, stdin_path=None):
        self.label, self.argv, self.view = label, argv, view
        self.query, self.mode = query, mode
        self.script = script            # the case script, whose own build time is compared
        self.stdin_path = stdin_path


def run_once(program, env, cwd, moves, letters, timeout, quiet):
    """Starts the program, times its first paint, `moves` presses of ↓ and the first `letters`
    letters of its query; returns {"paint": [s], "down": [s...], "query": [s...]}."""
    view = program.view
    samples = {"paint": [], "down": [], "query": []}
    session = PtyProgram(program.argv, env, cwd, program.stdin_path)
    try:
        samples["paint"].append(session.settle(view.painted, session.started, timeout * 3, quiet, "the first paint"))
        for i in range(moves):
            before = view.cursor(session.screen)
            samples["down"].append(session.key(
                DOWN, lambda s: view.cursor(s) not in (before, frozenset()), timeout, quiet, "↓ #%d" % (i + 1)))
        if view.search_key:
            session.key(view.search_key, lambda s: view.searching(s, ""), timeout, quiet, "opening the search line")
        for i in range(1, min(letters, len(program.query)) + 1):
            typed = program.query[:i]
            samples["query"].append(session.key(
                program.query[i - 1].encode(), lambda s: view.answered(s, typed, program.mode),
                timeout, quiet, "typing %r" % typed))
    finally:
        session.close()
    return samples


def programs(luamenu, index_script, section_script, names_txt, n, with_fzf):
    """The sides of the latency case at N items."""
    def lm(script):
        return [luamenu, "run", script, "-i", "--memory", "0", "--timeout", "0"]
    out = [Program("luamenu index", lm(index_script), LuamenuView("Latency"), CHOSEONG_QUERY, "choseong",
                   script=index_script),
           Program("luamenu section", lm(section_script), LuamenuView("Latency"), FUZZY_QUERY, "fuzzy",
                   script=section_script)]
    if with_fzf:
        out.append(Program("fzf", ["fzf", "--no-mouse", "--layout=reverse"], FzfView(n), FUZZY_QUERY, "fuzzy",
                           stdin_path=names_txt))
    return out


def terminal_env(env):
    """The environment on the pseudo-terminal: a UTF-8 xterm, colour on, no fzf defaults."""
    out = dict(env, TERM="xterm-256color", LC_ALL="C.UTF-8")
    for name in ("NO_COLOR", "FZF_DEFAULT_OPTS", "FZF_DEFAULT_COMMAND", "COLUMNS", "LINES"):
        out.pop(name, None)
    return out


def measure(sides, time_build, env, cwd, runs, moves, letters, timeout, quiet):
    """Interleaved rounds (each side once, then each script's build with lua5.4, round after
    round); returns label → {"paint", "down", "query", "build": [seconds...]}, every sample kept."""
    out = {side.label: {"paint": [], "down": [], "query": [], "build": []} for side in sides}
    for _ in range(runs):
        for side in sides:
            for what, values in run_once(side, env, cwd, moves, letters, timeout, quiet).items():
                out[side.label][what] += values
        for side in sides:
            if side.script:
                out[side.label]["build"].append(time_build(side.script))
    return out


# ----------------------------------------------------------------------------------------------
# The table.

TARGETS = ("targets: first paint <= 1.2x the script's own build (lua5.4) at 200000 (issue 31), <= 1.5x at 1M "
           "(issue 11); at 1M, cursor ↓ <= fzf's and <= 16 ms, query key <= fzf's and <= 50 ms")
HEADER = ["latency", "N", "first paint", "script build", "paint/build", "cursor ↓", "query key",
          "paint<=limit", "↓<=fzf,16ms", "key<=fzf,50ms"]
# The first paint's limit, in times the script's own build, by size.
PAINT_LIMITS = {200_000: 1.2, 1_000_000: 1.5}


def median(values):
    return statistics.median(values) if values else None


def ms(seconds):
    if seconds is None:
        return "-"
    value = seconds * 1000
    return "%.1f" % value if value < 100 else "%.0f" % value


def verdict(value, limit):
    if value is None or limit is None:
        return "-"
    return "yes" if value <= limit else "NO (limit %s)" % ms(limit)


def rows(n, size, results):
    """The table's rows at one size: each side's medians and whether the targets of the size hold."""
    fzf = results.get("fzf")
    fzf_down = median(fzf["down"]) if fzf else None
    fzf_query = median(fzf["query"]) if fzf else None
    out = []
    for label, samples in results.items():
        paint, build = median(samples["paint"]), median(samples["build"])
        down, query = median(samples["down"]), median(samples["query"])
        judged = n == 1_000_000 and label != "fzf"
        paint_limit = PAINT_LIMITS.get(n) if label != "fzf" else None
        def limit(own, fzf_value):
            return min(own, fzf_value) if fzf_value is not None else own
        out.append([label, size, ms(paint), ms(build), "%.2f" % (paint / build) if build else "-", ms(down), ms(query),
                    verdict(paint, paint_limit * build) if paint_limit and build else "-",
                    verdict(down, limit(0.016, fzf_down)) if judged else "-",
                    verdict(query, limit(0.050, fzf_query)) if judged else "-"])
    return out


def notes(size, results, sides):
    """One line per side: the samples behind each median, as min–max ranges, and the query typed."""
    out = []
    for side in sides:
        samples = results[side.label]
        parts = []
        for what, name in (("paint", "first paint"), ("down", "↓"), ("query", "query keys")):
            values = samples[what]
            if values:
                parts.append("%s %d× %s–%s ms" % (name, len(values), ms(min(values)), ms(max(values))))
        out.append("latency %s %s: %s (query %s, %s)" % (side.label, size, "; ".join(parts), side.query, side.mode))
    return out


def table(all_rows):
    widths = [max(len(str(r[i])) for r in all_rows + [HEADER]) for i in range(len(HEADER))]
    return ["  ".join(str(c).ljust(w) if i < 2 or i >= 7 else str(c).rjust(w)
                      for i, (c, w) in enumerate(zip(r, widths))).rstrip() for r in [HEADER] + all_rows]
