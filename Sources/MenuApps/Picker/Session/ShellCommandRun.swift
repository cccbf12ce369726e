#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--bind`'s `execute`, `execute-silent` and `transform-*`: a command run as fzf runs it, with `$SHELL -c`
/// (`/bin/sh` when `SHELL` is unset), waited for; its input and output the terminal
/// (`execute`, inside ``TerminalHandOver``) or `/dev/null` (`execute-silent`).
///
///     ShellCommandRun.run("echo 'a b' >> picked.txt", onTerminal: false)   // the placeholders filled in
public enum ShellCommandRun {
    /// The shell fzf runs commands with: `$SHELL`, else `/bin/sh`.
    public static var shell: String {
        guard let value = getenv("SHELL"), value.pointee != 0 else { return "/bin/sh" }
        return String(cString: value)
    }

    /// Runs `command` and waits for it to end, on the terminal (`/dev/tty`) or without it;
    /// its exit status, nil when it couldn't start. On the terminal, Ctrl-C and Ctrl-\\ stop the
    /// command, not pick: they are ignored here until it ends, as `system(3)` does.
    @discardableResult
    static func run(_ command: String, onTerminal: Bool) -> Int32? {
        var ignore = sigaction(), interrupt = sigaction(), quit = sigaction()
        if onTerminal {
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigaction(SIGINT, &ignore, &interrupt)
            sigaction(SIGQUIT, &ignore, &quit)
        }
        defer {
            if onTerminal {
                sigaction(SIGINT, &interrupt, nil)
                sigaction(SIGQUIT, &quit, nil)
            }
        }
        let path = onTerminal ? "/dev/tty" : "/dev/null"
        guard let pid = start(command, opening: { actions in
            for descriptor: Int32 in [0, 1, 2] {
                posix_spawn_file_actions_addopen(&actions, descriptor, path,
                                                 onTerminal ? O_RDWR : descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }) else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }

    /// Replaces this process with `$SHELL -c command`, its input the terminal (`/dev/tty`) and
    /// its output this one's, as fzf's `become` does; returns only when that failed.
    public static func become(_ command: String) {
        let terminal = open("/dev/tty", O_RDWR)
        if terminal >= 0, terminal != 0 {
            dup2(terminal, 0)
            close(terminal)
        }
        let shell = shell
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(shell), strdup("-c"), strdup(command), nil]
        execv(shell, arguments)
        arguments.forEach { free($0) }
    }

    /// Runs `command`, its input and its errors `/dev/null`, and waits for it to end: the first
    /// line it printed, without its line end (fzf's `transform-query(…)` and the like); nil
    /// when it couldn't start. What it prints after that line is not read (a write fails).
    static func firstLine(of command: String) -> String? {
        guard let (pid, output) = piped(command) else { return nil }
        var line: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        reading: while true {
            let count = read(output, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in buffer[..<count] {
                if byte == 0x0A { break reading }
                line.append(byte)
            }
        }
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// Starts `command` writing into a pipe, its input and its errors `/dev/null`: its pid and
    /// the pipe's end to read.
    private static func piped(_ command: String) -> (pid: pid_t, output: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        let started = start(command) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[1])
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        close(ends[1])
        guard let started else {
            close(ends[0])
            return nil
        }
        return (started, ends[0])
    }

    /// Starts `$SHELL -c command` with the descriptors `opening` sets up, in a process group of
    /// its own when `ownGroup`, with SIGINT and SIGQUIT as they are by default; its pid.
    static func start(_ command: String, ownGroup: Bool = false,
                      opening: (inout posix_spawn_file_actions_t) -> Void) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        opening(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF)
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let shell = shell
        let words: [String] = [shell, "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, shell, &actions, &attributes, argv, environ) == 0 else { return nil }
        return pid
    }
}
