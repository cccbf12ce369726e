#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal in raw mode, usually on the alternate screen, that is put back however the program ends.
///
/// Raw mode here means: no echo, no line buffering, no signals from keys (Ctrl-C arrives as
/// `.ctrl("c")`), no flow control (Ctrl-S, Ctrl-Q are keys), no CR→NL translation on input
/// (Enter is `\r`), 8-bit bytes, `read` returns as soon as one byte is there. Output processing
/// is kept on purpose: a stray `"\n"` (a script's `print`, an error message) still returns to
/// column 1 instead of drawing a staircase. ``Screen`` places every line with absolute cursor
/// moves, so it never depends on it. Bracketed paste is on, so a paste arrives as one
/// `.paste` key instead of keys to act on; with `mouse`, clicks and the wheel arrive as
/// `.mouse` keys (SGR reports).
///
/// Ctrl-Z suspends the program as it would a shell's job (``suspend()``): the terminal is put
/// back, the process group stops, and after `fg` raw mode and the alternate screen come back
/// and ``readEvents(timeout:)`` reports a `.resize`, so the program draws everything again.
///
/// The terminal is restored (attributes reset, cursor shown, bracketed paste off, normal screen
/// back, the original termios set again) by ``restore()``, by `deinit`, at `exit`, before a
/// stop, and from handlers for every signal that ends the process (which then die with the
/// default action) or crashes it (which then go on to the handler that was there before); see
/// ``TerminalRestore``. One may be active per process.
///
///     let terminal = try RawTerminal()
///     defer { terminal.restore() }
///     try terminal.write(Screen.diff(from: nil, to: frame))
///     for event in try terminal.readEvents(timeout: nil) { … }
public final class RawTerminal {
    /// Where keys are read from and whose termios is changed.
    public let input: Int32
    /// Where the screen is written.
    public let output: Int32
    /// The termios from before raw mode, set back by ``restore()``.
    public let originalMode: termios
    /// Whether raw mode is on (``restore()`` not yet called).
    public private(set) var isActive = true
    private let reader: InputReader

    /// Puts `input` in raw mode and writes the entering sequences to `output`: the alternate
    /// screen, a hidden cursor and bracketed paste unless told otherwise, and mouse reporting
    /// when asked. Throws when `input` or `output` is not a terminal (check both before
    /// choosing the interactive view) or another `RawTerminal` is active. A `wakeup` lets
    /// other threads end a ``readEvents(timeout:)`` early.
    public init(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        alternateScreen: Bool = true,
        hideCursor: Bool = true,
        bracketedPaste: Bool = true,
        mouse: Bool = false,
        escapeTimeout: Duration = .milliseconds(50),
        wakeup: Wakeup? = nil
    ) throws(TerminalError) {
        guard isatty(input) == 1 else { throw .notATerminal(fd: input) }
        guard isatty(output) == 1 else { throw .notATerminal(fd: output) }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .system(call: "tcgetattr", errno: errno) }
        self.input = input
        self.output = output
        originalMode = original
        reader = InputReader(fd: input, escapeTimeout: escapeTimeout,
                             windowSize: { TerminalSize.of(output) ?? TerminalSize.of(input) }, wakeup: wakeup)

        let sequences = Self.sequences(alternateScreen: alternateScreen, hideCursor: hideCursor,
                                       bracketedPaste: bracketedPaste, mouse: mouse)
        var raw = Self.rawMode(from: original)
        try TerminalRestore.arm(input: input, output: output, original: original, here: raw,
                                entering: Array(sequences.entering.utf8), leaving: Array(sequences.leaving.utf8))
        guard tcsetattr(input, TCSANOW, &raw) == 0 else {
            let code = errno
            TerminalRestore.disarm()
            throw .system(call: "tcsetattr", errno: code)
        }
        do {
            try FileDescriptorIO.writeAll(output, sequences.entering)
        } catch {
            restore()
            throw error
        }
    }

    deinit { restore() }

    /// Leaves raw mode and the alternate screen and removes the signal handlers; safe to call twice.
    public func restore() {
        guard isActive else { return }
        isActive = false
        TerminalRestore.restoreNow()
        TerminalRestore.disarm()
    }

    /// The window's size now, or nil if neither descriptor can tell.
    public func size() -> TerminalSize? {
        TerminalSize.of(output) ?? TerminalSize.of(input)
    }

    /// Keys pressed and resizes within `timeout` (nil: as long as it takes); `[]` when it ran out.
    /// Ctrl-Z is not reported: it suspends (``suspend()``), and the resume comes as a `.resize`.
    /// See ``InputReader/readEvents(timeout:)``.
    public func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
        while true {
            let events = try reader.readEvents(timeout: timeout)
            let kept = events.filter { $0 != .key(.ctrl("z")) }
            if kept.count < events.count { suspend() }
            if !kept.isEmpty || kept.count == events.count { return kept }
        }
    }

    /// Stops the process group, as Ctrl-Z in a shell does (SIGTSTP): the terminal is put back
    /// first, and set up again on `fg`. Nothing happens where nobody could resume it (a
    /// process group the shell does no job control for, or SIGTSTP ignored).
    public func suspend() {
        kill(0, SIGTSTP)
    }

    /// The cursor's row and column (from 0), asked of the terminal; nil when it didn't answer
    /// within `timeout`. See ``InputReader/cursorPosition(output:timeout:)``.
    public func cursorPosition(timeout: Duration = .seconds(1)) throws(TerminalError) -> (row: Int, column: Int)? {
        try reader.cursorPosition(output: output, timeout: timeout)
    }

    /// Writes `text` (a frame from ``Screen/diff(from:to:)``, say) to the output in full.
    public func write(_ text: String) throws(TerminalError) {
        try FileDescriptorIO.writeAll(output, text)
    }

    /// The bytes written on entering, and the bytes that undo them (attributes reset first).
    static func sequences(alternateScreen: Bool, hideCursor: Bool, bracketedPaste: Bool,
                          mouse: Bool = false) -> (entering: String, leaving: String) {
        var entering = "", leaving = ControlSequence.resetStyle
        if alternateScreen { entering += ControlSequence.enterAlternateScreen }
        if mouse {
            entering += ControlSequence.enableMouse
            leaving += ControlSequence.disableMouse
        }
        if hideCursor {
            entering += ControlSequence.hideCursor
            leaving += ControlSequence.showCursor
        }
        if bracketedPaste {
            entering += ControlSequence.enableBracketedPaste
            leaving += ControlSequence.disableBracketedPaste
        }
        if alternateScreen { leaving += ControlSequence.leaveAlternateScreen }
        return (entering, leaving)
    }

    /// `mode` with raw input (as `cfmakeraw`) but output processing kept (OPOST, ONLCR).
    public static func rawMode(from mode: termios) -> termios {
        var raw = mode
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }
}
