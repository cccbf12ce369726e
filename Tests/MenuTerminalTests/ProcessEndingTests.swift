#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalTestSupport
import Testing
@testable import MenuTerminal

/// The terminal is put back however a process ends or stops: each case runs in a child process
/// (this test binary again, filtered to ``ChildProcess``), which puts a pseudo-terminal in raw
/// mode on the alternate screen and then ends; the parent checks the bytes and the mode left behind.
@Suite("How the process ends")
struct ProcessEndingTests {
    static let e = "\u{1B}["
    static let entered = "\(e)?1049h\(e)?25l\(e)?2004h"
    static let left = "\(e)0m\(e)?25h\(e)?2004l\(e)?1049l"

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGPROF,
                      SIGXCPU, __libc_current_sigrtmin() + 3])
    func terminationSignalRestoresThenKills(signal: Int32) throws {
        let (status, output, restored) = try Self.runChild(ending: "signal \(signal)")
        #expect(Self.killedBy(status) == signal)
        #expect(output == Self.entered + Self.left)
        #expect(restored)
    }

    @Test func swiftTrapRestoresThenCrashes() throws {
        let (status, output, restored) = try Self.runChild(ending: "trap")
        #expect([SIGILL, SIGTRAP].contains(Self.killedBy(status)))
        #expect(output == Self.entered + Self.left)
        #expect(restored)
    }

    @Test func exitRestores() throws {
        let (status, output, restored) = try Self.runChild(ending: "exit")
        #expect(Self.killedBy(status) == nil)
        #expect((status >> 8) & 0xFF == 3)
        #expect(output == Self.entered + Self.left)
        #expect(restored)
    }

    @Test func aStopRestoresAndAResumeEntersAgain() throws {
        let child = try Self.startChild(ending: "wait")
        defer { withExtendedLifetime(child.pty) {} }
        #expect(child.pty.written { $0.hasSuffix(Self.entered) } == Self.entered)
        kill(child.pid, SIGTSTP)
        #expect(Self.waitForChange(child.pid).map(Self.stoppedBy) == SIGTSTP)
        #expect(child.pty.written() == Self.left, "left before stopping")
        #expect(sameMode(child.pty.mode, child.original), "the shell gets its mode back")
        kill(child.pid, SIGCONT)
        #expect(child.pty.written { $0.hasSuffix(Self.entered) } == Self.entered, "entered again after fg")
        #expect(child.pty.mode.c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw again")
        kill(child.pid, SIGTERM)
        #expect(Self.waitForChange(child.pid).flatMap(Self.killedBy) == SIGTERM)
        #expect(child.pty.written() == Self.left)
        #expect(sameMode(child.pty.mode, child.original))
    }

    @Test func aStopByTheUncatchableSIGSTOPEntersAgainOnResume() throws {
        let child = try Self.startChild(ending: "wait")
        defer { withExtendedLifetime(child.pty) {} }
        #expect(child.pty.written { $0.hasSuffix(Self.entered) } == Self.entered)
        kill(child.pid, SIGSTOP)
        #expect(Self.waitForChange(child.pid).map(Self.stoppedBy) == SIGSTOP)
        var cooked = child.original   // a shell sets its own mode back when a job stops
        tcsetattr(child.pty.slave, TCSANOW, &cooked)
        kill(child.pid, SIGCONT)
        #expect(child.pty.written { $0.hasSuffix(Self.entered) } == Self.entered)
        #expect(child.pty.mode.c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw again")
        kill(child.pid, SIGTERM)
        #expect(Self.waitForChange(child.pid).flatMap(Self.killedBy) == SIGTERM)
    }

    @Test func controlZSuspendsAndTheResumeIsARedraw() throws {
        let child = try Self.startChild(ending: "read")
        defer { withExtendedLifetime(child.pty) {} }
        #expect(child.pty.written { $0.hasSuffix(Self.entered) } == Self.entered)
        child.pty.send("\u{1A}")
        #expect(Self.waitForChange(child.pid).map(Self.stoppedBy) == SIGTSTP)
        #expect(child.pty.written() == Self.left)
        #expect(sameMode(child.pty.mode, child.original))
        kill(child.pid, SIGCONT)
        #expect(Self.waitForChange(child.pid).map { ($0 >> 8) & 0xFF } == 5, "the child read a resize")
        #expect(child.pty.written() == Self.entered + Self.left)
    }

    @Test func untakenCtrlCsEndTheProcessOnTheThird() throws {
        let (survivor, _, _) = try Self.runChild(ending: "interrupts 2")
        #expect(Self.killedBy(survivor) == nil)
        #expect((survivor >> 8) & 0xFF == 4)
        let (quitter, _, _) = try Self.runChild(ending: "interrupts 3")
        #expect(Self.killedBy(quitter) == SIGINT)
    }

    /// The signal that ended a process, or nil when it exited.
    static func killedBy(_ status: Int32) -> Int32? {
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F ? signal : nil
    }

    /// The signal that stopped a process, or nil when it isn't stopped.
    static func stoppedBy(_ status: Int32) -> Int32? {
        status & 0xFF == 0x7F ? (status >> 8) & 0xFF : nil
    }

    /// The child's next wait status, a stop included; nil when it took longer than ``patience``
    /// (it is then killed).
    static func waitForChange(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0, result: pid_t = 0
        waitUntil {
            result = waitpid(pid, &status, WUNTRACED | WNOHANG)
            return result == pid || (result < 0 && errno != EINTR)
        }
        if result == pid { return status }
        kill(pid, SIGKILL)
        return nil
    }

    /// Runs the child on a fresh pseudo-terminal: its wait status, what it wrote to the
    /// terminal, and whether the terminal's mode is as before.
    static func runChild(ending: String) throws -> (status: Int32, output: String, restored: Bool) {
        let child = try startChild(ending: ending)
        defer { withExtendedLifetime(child.pty) {} }   // its descriptors stay open to the end
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        return (status, child.pty.written(), sameMode(child.pty.mode, child.original))
    }

    /// Starts the child on a fresh pseudo-terminal, in a process group of its own (as a shell
    /// with job control starts a job, so it can be stopped), every signal's action the default.
    static func startChild(ending: String) throws -> (pid: pid_t, pty: PseudoTerminalPair, original: termios) {
        let pty = try PseudoTerminalPair()
        let original = pty.mode
        var path = [CChar](repeating: 0, count: 4096)
        try #require(readlink("/proc/self/exe", &path, path.count - 1) > 0)
        var terminalName = [CChar](repeating: 0, count: 64)
        try #require(ttyname_r(pty.slave, &terminalName, terminalName.count) == 0)
        let arguments = [Self.string(path), "--testing-library", "swift-testing", "--filter", "ChildProcess"]
        let passedOn = ["ASAN_OPTIONS", "LSAN_OPTIONS", "LD_LIBRARY_PATH"].compactMap { (name: String) in
            getenv(name).map { "\(name)=" + String(cString: $0) }   // a sanitized run's settings
        }
        let environment = ["MENUTERMINAL_CHILD_TTY=" + Self.string(terminalName),
                           "MENUTERMINAL_CHILD_ENDING=" + ending, "SWIFT_BACKTRACE=enable=no"] + passedOn
        let pid = try spawn(arguments, environment: environment)
        return (pid, pty, original)
    }

    /// The text of a NUL-terminated C buffer.
    static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Starts `arguments[0]` with `arguments` and `environment`, its stdout and stderr silenced.
    static func spawn(_ arguments: [String], environment: [String]) throws -> pid_t {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, argv[0]!, &actions, &attributes, argv, envp) == 0)
        return pid
    }
}

/// The child's side of ``ProcessEndingTests``; does nothing unless started by it.
@Suite("Child process")
struct ChildProcess {
    @Test func endAsTold() throws {
        guard let tty = getenv("MENUTERMINAL_CHILD_TTY"), let ending = getenv("MENUTERMINAL_CHILD_ENDING") else { return }
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        let words = String(cString: ending).split(separator: " ")
        if words.first == "interrupts" {
            InterruptSignal.install()
            for press in 1...Int(words[1])! {
                kill(getpid(), SIGINT)
                waitUntil { InterruptSignal.presses.load(ordering: .relaxed) >= press }   // before the next
            }
            exit(4)
        }
        let fd = open(tty, O_RDWR | O_NOCTTY)
        let terminal = try RawTerminal(input: fd, output: fd)
        switch words.first {
        case "signal": kill(getpid(), Int32(words[1])!)
        case "trap": fatalError("a Swift trap with the terminal in raw mode")
        case "exit": exit(3)
        case "wait":   // until killed, in short sleeps (a signal cuts a sleep short)
            waitUntil { false }
        case "read":   // until a resize (the resume after Ctrl-Z)
            while case let events = try terminal.readEvents(timeout: patience), !events.isEmpty {
                if case .resize = events.first { terminal.restore(); exit(5) }
            }
        default: break
        }
        sleep(for: patience)   // until the signal that was sent ends it
        terminal.restore()
    }
}
