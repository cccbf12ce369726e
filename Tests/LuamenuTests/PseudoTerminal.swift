import Foundation

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

    /// Starts `luamenu arguments…` with `environment` added to the test's; give paths absolute
    /// (the child keeps the test's folder). With `jobControl`, the shell runs it as a job that
    /// Ctrl-Z can stop (see ``jobControl``). With `input`, its stdin is a pipe that gives
    /// `input` (the terminal stays its controlling terminal, /dev/tty), as in `git branch | luamenu pick`;
    /// with `producer`, its stdin is what that shell command writes, as it writes it (`find /`).
    /// With `script`, sh runs that instead, with luamenu as `$0` (an interactive shell to try
    /// key bindings in, say).
    init(_ arguments: [String], rows: UInt16 = 24, columns: UInt16 = 80,
         environment: [String: String] = [:], jobControl: Bool = false, input: String? = nil,
         producer: String? = nil, script: String? = nil) throws {
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
        // block SIGINT, which a child would inherit), as a shell would start it …
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(0x80 | POSIX_SPAWN_SETSIGMASK))
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
        let produced = #"trap '' INT; sh -c "$PSEUDO_TERMINAL_PRODUCER" | "$0" "$@"; echo "[exit $?]""#
        let shell = script ?? (jobControl ? Self.jobControl : producer != nil ? produced : input != nil ? piped
            : #"trap '' INT; "$0" "$@"; echo "[exit $?]""#)
        let argv = (["/bin/sh", "-c", shell, Luamenu.binary] + arguments).map { strdup($0) } + [nil]
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging(input.map { ["PSEUDO_TERMINAL_INPUT": $0] } ?? [:]) { $1 }
            .merging(producer.map { ["PSEUDO_TERMINAL_PRODUCER": $0] } ?? [:]) { $1 }
        let envp = variables.map { strdup("\($0)=\($1)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp) == 0 else {
            throw CocoaError(.executableLoad)
        }
        pid = child
    }

    /// Reads what arrives for `seconds`, or until `text` has arrived.
    func read(for seconds: Double = 0.3, until text: String? = nil) {
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let count = readChunk(master, &chunk)
            if count <= 0 { return }
            output += chunk[..<count]
            if let text, self.text.contains(text) { return }
        }
    }

    /// Types `keys` (raw bytes: "\r" is Enter, "\u{1B}" Esc) and reads the answer.
    func type(_ keys: String, until text: String? = nil) {
        for byte in keys.utf8 {
            var byte = byte
            _ = write(master, &byte, 1)
            read(for: 0.05)
        }
        read(for: 1, until: text)
    }

    /// Sends `text` in one write, as a terminal sends a reply or a paste, and reads the answer.
    func send(_ text: String, until answer: String? = nil) {
        send(Array(text.utf8))
        read(for: 1, until: answer)
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

    /// Waits (10 s at most, then kills it) for the program to end and returns its exit
    /// status, -1 when it had to be killed.
    func wait() -> Int32 {
        read(for: 10, until: "[exit ")
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
