import Foundation
import TerminalTestSupport
import Testing

/// Runs `luamenu` on a real pseudo-terminal (a ``PseudoTerminalPair``) it takes as its
/// controlling terminal, types keys into it, and collects everything it wrote.
final class PseudoTerminal {
    let pair: PseudoTerminalPair
    let pid: pid_t
    /// Where the shell's `[exit STATUS]` began, once ``wait()`` has read it.
    private var exitMarker: Int?

    /// How long a test watches for something that must not come. Each test that watches also
    /// sees the thing come, when it should, within as long: the proof that it was long enough.
    static let watchTime: Duration = .seconds(2)

    /// What the shell does after starting luamenu under job control: when luamenu stops, it
    /// prints `[stopped STATUS]` and the terminal's mode, reads a line (the test's Enter), and
    /// resumes it with `fg`.
    static let jobControl = #"set -m; "$0" "$@"; echo "[stopped $?]"; stty -a; read line; fg; echo "[exit $?]""#

    /// Starts `luamenu arguments…` (``Luamenu/unhurried(_:)``) with `environment` added to the
    /// test's; give paths absolute (the child keeps the test's folder). With `jobControl`, the
    /// shell runs it as a job that Ctrl-Z can stop (see ``jobControl``). With `input`, its stdin
    /// is a pipe that gives `input` (the terminal stays its controlling terminal, /dev/tty), as
    /// in `git branch | luamenu pick`; with `producer`, its stdin is what that shell command
    /// writes, as it writes it (`find /`). With `errors`, its stderr goes to that file, as
    /// `2>FILE`. With `script`, sh runs that instead, with luamenu as `$0` (an interactive shell
    /// to try key bindings in, say).
    init(_ arguments: [String], rows: UInt16 = 24, columns: UInt16 = 80,
         environment: [String: String] = [:], jobControl: Bool = false, input: String? = nil,
         producer: String? = nil, errors: String? = nil, script: String? = nil) throws {
        pair = try PseudoTerminalPair(rows: rows, columns: columns)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session (POSIX_SPAWN_SETSID) with no signal blocked (the test runner's threads
        // block SIGINT, which a child would inherit) and SIGPIPE back to its default (the test
        // runner ignores it, and a producer piped into luamenu must end when luamenu has), as a
        // shell would start it …
        var noSignals = sigset_t(), pipeSignal = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &pipeSignal)
        posix_spawnattr_setflags(&attributes, Int16(0x80 | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, pair.slavePath, O_RDWR, 0)     // … whose terminal this is
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Through sh, which prints the exit status: the test runner's Foundation.Process may reap
        // any child, so waitpid can't be relied on for ours. sh ignores Ctrl-C; luamenu installs
        // its own handler, so it still gets it.
        let piped = #"trap '' INT; printf '%s' "$PSEUDO_TERMINAL_INPUT" | "$0" "$@"; echo "[exit $?]""#
        let redirected = #"trap '' INT; "$0" "$@" 2>"$PSEUDO_TERMINAL_ERRORS"; echo "[exit $?]""#
        let produced = #"trap '' INT; sh -c "$PSEUDO_TERMINAL_PRODUCER" | "$0" "$@"; echo "[exit $?]""#
        let shell = script ?? (jobControl ? Self.jobControl : producer != nil ? produced : input != nil ? piped
            : errors != nil ? redirected : #"trap '' INT; "$0" "$@"; echo "[exit $?]""#)
        let argv = (["/bin/sh", "-c", shell, Luamenu.binary] + Luamenu.unhurried(arguments)).map { strdup($0) }
            + [nil]
        let variables = Luamenu.environment(adding: environment)
            .merging(input.map { ["PSEUDO_TERMINAL_INPUT": $0] } ?? [:]) { $1 }
            .merging(producer.map { ["PSEUDO_TERMINAL_PRODUCER": $0] } ?? [:]) { $1 }
            .merging(errors.map { ["PSEUDO_TERMINAL_ERRORS": $0] } ?? [:]) { $1 }
        let envp = variables.map { strdup("\($0)=\($1)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp) == 0 else {
            throw CocoaError(.executableLoad)
        }
        pid = child
    }

    /// Everything written so far (up to the shell's `[exit STATUS]`, once ``wait()`` has read
    /// it), as bytes.
    var output: [UInt8] {
        let all = pair.output
        return exitMarker.map { Array(all[..<$0]) } ?? all
    }

    /// Everything written so far, as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// What was written after the last `marker`, or everything when it never was.
    func text(after marker: String) -> String {
        text.components(separatedBy: marker).last ?? text
    }

    /// Whether `written` shows `text`: as it is, or once the escape sequences between its
    /// characters (a highlighted match, a bold prompt) are taken out.
    static func shows(_ written: String, _ text: String) -> Bool {
        written.contains(text) || written.replacing(/\u{1B}\[[0-9;?<]*[A-Za-z~]/, with: "").contains(text)
    }

    /// Reads until `done` holds for everything written so far, as text, for `duration` at most;
    /// whether it did.
    @discardableResult
    func read(within duration: Duration = patience, until done: (String) -> Bool) -> Bool {
        pair.read(within: duration) { done(String(decoding: $0, as: UTF8.self)) }
    }

    /// Reads until `text` shows (``shows(_:_:)``) in what was written from byte `start` on, for
    /// `duration` at most; whether it did. A test that watches for what must not come gives
    /// ``watchTime``, and sees with the same wait what must come.
    func shows(_ text: String, after start: Int = 0, within duration: Duration = patience) -> Bool {
        pair.read(within: duration) { Self.shows(String(decoding: $0[start...], as: UTF8.self), text) }
    }

    /// Reads until `text` has arrived in what was written from byte `start` on (``patience`` at
    /// most); a text that never arrives is a failure of the test, not a minute's wait before it
    /// goes on.
    func read(until text: String, after start: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        if !shows(text, after: start) {
            Issue.record("\(text.debugDescription) never showed; the screen: \(self.text.suffix(400).debugDescription)",
                         sourceLocation: sourceLocation)
        }
    }

    /// Reads what arrives for `duration`, letting time pass as between a person's keys; nothing
    /// may depend on what arrived by then (a test that waits for an answer reads until it).
    func read(for duration: Duration) {
        pair.read(for: duration)
    }

    /// Gives the terminal a new size (the kernel tells luamenu with SIGWINCH, and it draws the
    /// whole screen again) and reads until `answer` arrives after it.
    func resize(rows: UInt16, columns: UInt16, until answer: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = output.count
        pair.resize(rows: rows, columns: columns)
        read(until: answer, after: start, sourceLocation: sourceLocation)
    }

    /// Types `keys` (raw bytes: "\r" is Enter, "\u{1B}" Esc) as a person does, 50 ms apart,
    /// and, with `answer`, reads until luamenu has written it in reply.
    func type(_ keys: String, until answer: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = output.count
        for byte in keys.utf8 {
            pair.send([byte])
            read(for: .milliseconds(50))
        }
        if let answer { read(until: answer, after: start, sourceLocation: sourceLocation) }
    }

    /// Sends `text` in one write, as a terminal sends a reply or a paste, and, with `answer`,
    /// reads until luamenu has written it in reply.
    func send(_ text: String, until answer: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = output.count
        pair.send(text)
        if let answer { read(until: answer, after: start, sourceLocation: sourceLocation) }
    }

    /// Types `key` and waits until luamenu has read it (``patience`` at most), so that what
    /// comes next arrives in a later read, as a person's next key does: an Esc read together
    /// with the next key would be Alt and that key. Luamenu must have read what was typed
    /// before (answered it, or had it pressed): any read ends the wait.
    func press(_ key: String) {
        press(Array(key.utf8))
    }

    /// Presses Ctrl-D, the end of input, once luamenu's line editor reads again (the terminal
    /// out of canonical mode): typed while a line still runs, the cooked terminal takes Ctrl-D
    /// as the end of a line of its own, which the editor never sees.
    func endInput() {
        read { _ in !pair.isCanonical }
        press("\u{04}")
    }

    /// Sends `bytes` in one write and waits until luamenu has read them, as a key is pressed.
    func press(_ bytes: [UInt8]) {
        let before = luamenuBytesRead()
        pair.send(bytes)
        let clock = ContinuousClock()
        let deadline = clock.now + patience
        while let read = luamenuBytesRead(), read == before, clock.now < deadline { usleep(1_000) }
    }

    /// How many bytes luamenu (the shell's child of that name) has read, from its
    /// `/proc/PID/io`; nil when it isn't running.
    private func luamenuBytesRead() -> Int? {
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        for child in children.split(separator: " ")
        where (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) == "luamenu\n" {
            let io = (try? String(contentsOfFile: "/proc/\(child)/io", encoding: .utf8)) ?? ""
            return io.split(separator: "\n").first { $0.hasPrefix("rchar: ") }.flatMap { Int($0.dropFirst(7)) }
        }
        return nil
    }

    /// Sends `bytes` in one write.
    func send(_ bytes: [UInt8]) {
        pair.send(bytes)
    }

    /// Waits (``patience`` at most, then kills it) for the program to end and returns its exit
    /// status, -1 when it had to be killed.
    func wait() -> Int32 {
        _ = shows("[exit ")
        guard let marker = text.range(of: "[exit ", options: .backwards),
              let status = Int32(text[marker.upperBound...].prefix { $0.isNumber }) else {
            kill(-pid, SIGKILL)
            return -1
        }
        exitMarker = text[..<marker.lowerBound].utf8.count
        return status
    }
}
