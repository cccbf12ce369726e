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
    /// its exit status, nil when it couldn't start.
    @discardableResult
    static func run(_ command: String, onTerminal: Bool) -> Int32? {
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

    /// Starts `command` writing into a pipe, its input `/dev/null` and its errors the caller's
    /// (fzf's `FZF_DEFAULT_COMMAND`, which lists the lines when stdin is a terminal): the
    /// pipe's end to read, nil when it couldn't start. Nothing waits for it: it ends with its output.
    public static func output(of command: String) -> Int32? {
        piped(command, errors: nil)?.output
    }

    /// Runs `command`, its input and its errors `/dev/null`, and waits for it to end: the first
    /// line it printed, without its line end (fzf's `transform-query(…)` and the like); nil
    /// when it couldn't start. What it prints after that line is not read (a write fails).
    static func firstLine(of command: String) -> String? {
        guard let (pid, output) = piped(command, errors: "/dev/null") else { return nil }
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

    /// Starts `command` writing into a pipe, its input `/dev/null`, its errors into the file at
    /// `errors` (nil: the caller's): its pid and the pipe's end to read.
    private static func piped(_ command: String, errors: String?) -> (pid: pid_t, output: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        let started = start(command) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[1])
            if let errors { posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY, 0) }
        }
        close(ends[1])
        guard let started else {
            close(ends[0])
            return nil
        }
        return (started, ends[0])
    }

    /// Starts `$SHELL -c command` with the descriptors `opening` sets up; its pid.
    private static func start(_ command: String, opening: (inout posix_spawn_file_actions_t) -> Void) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        opening(&actions)
        let shell = shell
        let words: [String] = [shell, "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, shell, &actions, nil, argv, environ) == 0 else { return nil }
        return pid
    }
}
