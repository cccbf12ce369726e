@preconcurrency import CLibEdit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the REPL's lines: with libedit's editing, history and completion on a terminal, plainly from a pipe.
///
/// On a terminal (`input` is a tty) it calls libedit's `readline`, which edits the line
/// (arrows, Ctrl-A/E, Ctrl-R search, Hangul once the locale is UTF-8), recalls history and
/// completes with Tab through the completion provider. The history file is read at init
/// (created, mode 0600, when missing), capped at `historyLimit` entries, and rewritten after
/// every ``addHistory(_:)``, so a killed REPL keeps its history.
///
/// From a pipe or a file it reads lines with no prompt, no echo and no history, so
/// `echo 'print(1)' | luamenu repl` prints only what the chunks print.
///
/// libedit keeps its state in globals and calls C callbacks that can't capture context, so
/// the provider lives in a static: one editor per process (a new one re-initialises libedit).
///
///     let editor = LineEditor(historyFile: home + "/.luamenu_history") { line, word in
///         globals.filter { $0.hasPrefix(word) }
///     }
///     while let line = editor.readLine(prompt: "> ") { editor.addHistory(line); run(line) }
public final class LineEditor {
    /// What one read gave.
    public enum Input: Hashable, Sendable {
        /// A line, without its newline.
        case line(String)
        /// Ctrl-C was pressed while reading: the half-typed line is dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the end of a piped input.
        case end
    }

    /// Returns the candidates for `word`, the text before the cursor back to a word-break
    /// character, on `line`, the line up to the cursor (so it ends in `word`); each candidate
    /// replaces `word`.
    /// Example: `("x = string.fo", "string.fo")` → `["string.format"]`.
    public typealias Completion = (_ line: String, _ word: String) -> [String]

    /// Characters that end a word for completion: spaces, quotes, brackets, operators, `,` and
    /// `;`; `.` and `:` stay inside, so `string.fo` and `m:ta` complete as one word.
    public static let defaultWordBreaks = " \t\n\"'`()[]{}<>=+-*/%^#&~|,;"

    /// Whether reads go through libedit (the input is a terminal, and libedit could be loaded).
    public let isInteractive: Bool
    /// Whether the input is a terminal: without libedit, lines are then read plainly after
    /// the prompt.
    private let isTerminal: Bool
    /// Where history is kept between sessions, nil for none.
    public let historyFile: String?
    /// The most history entries kept, in memory and in the file.
    public let historyLimit: Int
    private let input: Int32
    private let output: Int32
    private var pipe: LineReader

    /// An editor reading `input` (standard input by default), echoing to `output`.
    public init(
        historyFile: String? = nil,
        historyLimit: Int = 1000,
        name: String = "luamenu",
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        wordBreaks: String = LineEditor.defaultWordBreaks,
        completion: Completion? = nil
    ) {
        isTerminal = isatty(input) == 1
        var interactive = isTerminal
        if interactive, let error = LibEdit.load() {
            interactive = false
            _ = try? FileDescriptorIO.writeAll(STDERR_FILENO, "luamenu: lines are read without editing or history: "
                                               + "libedit could not be loaded (\(error))\n")
        }
        isInteractive = interactive
        self.historyFile = historyFile
        self.historyLimit = max(historyLimit, 1)
        self.input = input
        self.output = output
        pipe = LineReader(fd: input)
        if isInteractive {
            LibEdit.setUp(name: name, input: input, output: output, wordBreaks: wordBreaks, completion: completion)
            loadHistory()
        }
    }

    /// The next line, with `prompt` shown on a terminal; nil at the end of input (Ctrl-D).
    /// Ctrl-C drops the line being typed and prompts again on a new line.
    public func readLine(prompt: String) -> String? {
        while true {
            switch read(prompt: prompt) {
            case .line(let line): return line
            case .interrupted: continue
            case .end: return nil
            }
        }
    }

    /// The next line, or why there is none: Ctrl-C (`.interrupted`) or the end of input.
    ///
    /// On a terminal, `prompt` is shown (wrap escape sequences in it between `\u{1}` and
    /// `\u{2}` so they don't count as width), and Ctrl-C prints `^C` and a newline. A press
    /// pending in ``InterruptSignal`` from before the read is cleared. While it reads, the
    /// terminal's mode is put back before the process stops (Ctrl-Z) or dies of a signal, and
    /// after `fg` the prompt and the line are drawn again (see ``TerminalRestore``).
    public func read(prompt: String) -> Input {
        guard isInteractive else {
            if isTerminal {                                        // libedit missing: the prompt, plainly
                _ = try? FileDescriptorIO.writeAll(output, prompt.filter { $0 != "\u{1}" && $0 != "\u{2}" })
            }
            switch pipe.next() {
            case .text(let line)?: return .line(line)
            case .tooLong?: return .line("")                      // a line over 64 MiB is skipped
            case nil: return .end
            }
        }
        let armed = armTerminalRestore()
        defer { if armed { TerminalRestore.disarm() } }
        // readline returns NULL when its read() fails with EINTR: install a counting SIGINT
        // handler without SA_RESTART for the read, then tell Ctrl-C from Ctrl-D by the count.
        // SIGINT must reach this thread: unblock it here (Swift's pool threads block it) and
        // have the handler forward a SIGINT that lands on another thread.
        var previous = InterruptSignal.swap(in: InterruptSignal.count, restartingCalls: false)
        InterruptSignal.take()
        var interrupt = sigset_t(), mask = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        InterruptSignal.reader.store(pthread_self(), ordering: .relaxed)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &mask)
        defer {
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            InterruptSignal.reader.store(0, ordering: .relaxed)
            sigaction(SIGINT, &previous, nil)
        }
        fflush(nil)   // what was printed through stdio (Lua's io.write) goes out before the prompt
        if let line = LibEdit.library.readline(prompt) {
            defer { free(line) }
            return .line(String(cString: line))
        }
        if InterruptSignal.take() {
            _ = try? FileDescriptorIO.writeAll(output, "^C\n")
            return .interrupted
        }
        return .end
    }

    /// Arms ``TerminalRestore`` with the mode the terminal is in before libedit changes it;
    /// false when it can't (another terminal is armed, or the mode can't be read).
    private func armTerminalRestore() -> Bool {
        var mode = termios()
        guard tcgetattr(input, &mode) == 0 else { return false }
        do {
            try TerminalRestore.arm(input: input, output: output, original: mode, leaving: [])
            return true
        } catch {
            return false
        }
    }

    /// Adds `line` to the history and saves the file; blank lines, a repeat of the last one and
    /// a line that starts with a space (kept private, as bash's `ignorespace`) are skipped, and
    /// nothing is kept when reading from a pipe.
    public func addHistory(_ line: String) {
        guard isInteractive, line.first != " ", line.contains(where: { !$0.isWhitespace }),
              line != lastHistoryEntry else { return }
        _ = LibEdit.library.add_history(line)
        if let historyFile { _ = LibEdit.library.write_history(historyFile) }
    }

    /// The history, oldest first.
    public var history: [String] {
        guard isInteractive else { return [] }
        let base = LibEdit.library.history_base.pointee
        return (0..<LibEdit.library.history_length.pointee).compactMap { offset in
            LibEdit.library.history_get(base + offset).flatMap { $0.pointee.line.map { String(cString: $0) } }
        }
    }

    private var lastHistoryEntry: String? {
        let last = LibEdit.library.history_base.pointee + LibEdit.library.history_length.pointee - 1
        return LibEdit.library.history_get(last).flatMap { $0.pointee.line.map { String(cString: $0) } }
    }

    /// Caps the history and reads the file, creating it first when it is missing.
    private func loadHistory() {
        LibEdit.library.stifle_history(Int32(clamping: historyLimit))
        guard let historyFile else { return }
        let fd = open(historyFile, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        if fd >= 0 { close(fd) }
        _ = LibEdit.library.read_history(historyFile)
    }
}
