import Foundation
import Testing

/// Runs `luamenu` on a real pseudo-terminal it takes as its controlling terminal, types keys
/// into it, and collects everything it wrote.
final class PseudoTerminal {
    let master: Int32
    let pid: pid_t
    private(set) var output: [UInt8] = []

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
        // posix_openpt, grantpt, unlockpt and ptsname, by hand: Glibc's module leaves them out.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        let unlockRequest: UInt = 0x4004_5431, numberRequest: UInt = 0x8004_5430   // TIOCSPTLCK, TIOCGPTN
        guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0 else {
            throw CocoaError(.fileNoSuchFile)
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = "/dev/pts/\(number)"
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
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)     // … whose terminal this is
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
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
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

    /// Reads what arrives for `seconds`, letting time pass; nothing may depend on what arrived
    /// by then (a test that waits for an answer reads ``read(until:)``).
    func read(for seconds: Double) {
        read(for: seconds) { false }
    }

    /// Reads until `text` has arrived (``Luamenu/patience`` seconds at most); a text that never
    /// arrives is a failure of the test, not a minute's wait before it goes on.
    func read(until text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        read(for: Luamenu.patience) { Self.shows(self.text, text) }
        if !Self.shows(self.text, text) {
            Issue.record("\(text.debugDescription) never showed; the screen: \(self.text.suffix(400).debugDescription)",
                         sourceLocation: sourceLocation)
        }
    }

    /// Whether `written` shows `text`: as it is, or once the escape sequences between its
    /// characters (a highlighted match, a bold prompt) are taken out.
    static func shows(_ written: String, _ text: String) -> Bool {
        written.contains(text) || written.replacing(/\u{1B}\[[0-9;?<]*[A-Za-z~]/, with: "").contains(text)
    }

    /// Reads what arrives for `seconds`, or until `done` says so.
    private func read(for seconds: Double, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !done(), Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let count = readChunk(master, &chunk)
            if count <= 0 { return }
            output += chunk[..<count]
        }
    }

    /// Reads until `text` has arrived in what was written from byte `start` of the output on
    /// (``Luamenu/patience`` seconds at most): an answer to what was typed there.
    private func read(until text: String, from start: Int, sourceLocation: SourceLocation) {
        read(for: Luamenu.patience) { Self.shows(String(decoding: self.output[start...], as: UTF8.self), text) }
        if !Self.shows(String(decoding: output[start...], as: UTF8.self), text) {
            Issue.record("\(text.debugDescription) never came in reply; the screen: \(self.text.suffix(400).debugDescription)",
                         sourceLocation: sourceLocation)
        }
    }

    /// Gives the terminal a new size (the kernel tells luamenu with SIGWINCH, and it draws the
    /// whole screen again) and reads until `answer` arrives after it.
    func resize(rows: UInt16, columns: UInt16, until answer: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = output.count
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        read(until: answer, from: start, sourceLocation: sourceLocation)
    }

    /// Types `keys` (raw bytes: "\r" is Enter, "\u{1B}" Esc) as a person does, 50 ms apart,
    /// and, with `answer`, reads until luamenu has written it in reply.
    func type(_ keys: String, until answer: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = output.count
        for byte in keys.utf8 {
            var byte = byte
            _ = write(master, &byte, 1)
            read(for: 0.05)
        }
        if let answer { read(until: answer, from: start, sourceLocation: sourceLocation) }
    }

    /// Sends `text` in one write, as a terminal sends a reply or a paste, and, with `answer`,
    /// reads until luamenu has written it in reply.
    func send(_ text: String, until answer: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = output.count
        send(Array(text.utf8))
        if let answer { read(until: answer, from: start, sourceLocation: sourceLocation) }
    }

    /// Types `key` and waits until luamenu has read it (``Luamenu/patience`` seconds at most),
    /// so that what comes next arrives in a later read, as a person's next key does: an Esc
    /// read together with the next key would be Alt and that key. Luamenu must have read what
    /// was typed before (answered it, or had it pressed): any read ends the wait.
    func press(_ key: String) {
        press(Array(key.utf8))
    }

    /// Sends `bytes` in one write and waits until luamenu has read them, as a key is pressed.
    func press(_ bytes: [UInt8]) {
        let before = luamenuBytesRead()
        send(bytes)
        let deadline = Date().addingTimeInterval(Luamenu.patience)
        while let read = luamenuBytesRead(), read == before, Date() < deadline { usleep(1_000) }
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
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// What was written after the last `marker`, or everything when it never was.
    func text(after marker: String) -> String {
        text.components(separatedBy: marker).last ?? text
    }

    /// Everything written so far, as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Waits (``Luamenu/patience`` seconds at most, then kills it) for the program to end and
    /// returns its exit status, -1 when it had to be killed.
    func wait() -> Int32 {
        read(for: Luamenu.patience) { self.text.contains("[exit ") }
        defer { close(master) }
        guard let marker = text.range(of: "[exit ", options: .backwards),
              let status = Int32(text[marker.upperBound...].prefix { $0.isNumber }) else {
            kill(-pid, SIGKILL)
            return -1
        }
        output.removeLast(output.count - text[..<marker.lowerBound].utf8.count)
        return status
    }
}

/// One `read(2)` into `chunk`, outside `PseudoTerminal`, whose `read` would shadow it.
private func readChunk(_ descriptor: Int32, _ chunk: inout [UInt8]) -> Int {
    read(descriptor, &chunk, chunk.count)
}
