#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command whose output lines pick reads: `FZF_DEFAULT_COMMAND` (or, unset, a `find` of the
/// files below the working directory, as fzf lists them), and each `reload`'s. It runs with
/// `$SHELL -c` in a process group of its own, its input `/dev/null`, its errors the caller's,
/// so that all of it (the shell and what it started) can be stopped at once, as fzf stops it
/// when a reload replaces it or the picker ends.
///
///     let listing = ListingCommand.start("git ls-files")
///     read(listing.output, …)            // its lines, until the end
///     listing.exitStatus()               // 0
public final class ListingCommand: Sendable {
    /// The command as given (fzf's info line names it when it failed).
    public let text: String
    /// The end of its output's pipe to read; the reader closes it.
    public let output: Int32
    /// The shell's pid, and the process group's.
    private let group: pid_t

    private init(text: String, output: Int32, group: pid_t) {
        self.text = text
        self.output = output
        self.group = group
    }

    /// What fzf runs when `FZF_DEFAULT_COMMAND` is unset and stdin is a terminal: the files and
    /// links below the working directory, following links, without hidden files or folders or
    /// the kernel's file systems, each path without its leading `./`.
    public static let filesBelow = "find -L . -mindepth 1 \\( -path '*/.*' -o -fstype sysfs -o -fstype devfs"
        + " -o -fstype devtmpfs -o -fstype proc \\) -prune -o \\( -type f -o -type l \\) -print 2> /dev/null"
        + " | cut -b3-"

    /// Starts `text` with `$SHELL -c`; nil when it couldn't start (errno says why).
    public static func start(_ text: String) -> ListingCommand? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        let started = ShellCommandRun.start(text, ownGroup: true) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[1])
        }
        close(ends[1])
        guard let started else {
            close(ends[0])
            return nil
        }
        return ListingCommand(text: text, output: ends[0], group: started)
    }

    /// Kills the command and whatever it started (its process group).
    public func stop() {
        kill(-group, SIGKILL)
    }

    /// Waits for the shell to end: its status as `waitpid` gives it.
    @discardableResult
    public func exitStatus() -> Int32 {
        var status: Int32 = 0
        while waitpid(group, &status, 0) < 0, errno == EINTR {}
        return status
    }
}
