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
enum ShellCommandRun {
    /// The shell fzf runs commands with: `$SHELL`, else `/bin/sh`.
    static var shell: String {
        guard let value = getenv("SHELL"), value.pointee != 0 else { return "/bin/sh" }
        return String(cString: value)
    }

    /// Runs `command` and waits for it to end, on the terminal (`/dev/tty`) or without it;
    /// its exit status, nil when it couldn't start.
    @discardableResult
    static func run(_ command: String, onTerminal: Bool) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let path = onTerminal ? "/dev/tty" : "/dev/null"
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, path, onTerminal ? O_RDWR : descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let shell = shell
        let words: [String] = [shell, "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, shell, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }
}
