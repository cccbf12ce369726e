#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--bind`'s `execute` and `execute-silent`: a command run as fzf runs it, with `$SHELL -c`
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
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        let started = start(command) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[1])
        }
        close(ends[1])
        guard started != nil else {
            close(ends[0])
            return nil
        }
        return ends[0]
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
