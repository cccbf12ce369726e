#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuTerminal
import Synchronization

/// Runs pane commands (`pick --preview`, `run -i --preview`) one at a time, each on a thread
/// of its own: `$SHELL -c COMMAND` (as fzf runs it; `/bin/sh` without `SHELL`) in a process group of its own, its output and errors read
/// as they come (the picker is woken about ten times a second while it prints, and when it
/// ends), cut at `limit` bytes. Asking for another pane stops the running one's whole group,
/// as fzf's: at once when it showed some output, else after half a second unless it ended by
/// then (so that a quick command's side effects happen), its output dropped; the next starts
/// once it ended, the picker never waiting for it. The command gets fzf's `FZF_PREVIEW_LINES` and
/// `FZF_PREVIEW_COLUMNS`, and no stdin.
public final class PaneRunner<Key: Equatable & Sendable>: Sendable {
    /// What a command printed so far, for what it was run for.
    public struct Output: Sendable {
        public var key: Key
        public var lines: [ANSIText]
        public var finished: Bool
    }

    private struct Running {
        var generation = 0
        var group: pid_t = 0
        /// The groups of commands asked for before, left their half second to end.
        var leaving: Set<pid_t> = []
        /// The generations whose threads have not ended: a command starts once the earlier ones did.
        var threads: Set<Int> = []
        var output: Output?
    }

    private let running = Mutex(Running())
    private let wakeup: Wakeup
    private let limit: Int

    /// How long a command replaced before it showed anything has to end.
    static var grace: Duration { .milliseconds(500) }

    public init(wakeup: Wakeup, limit: Int = 1 << 20) {
        self.wakeup = wakeup
        self.limit = limit
    }

    /// Runs `command` for `key` in a box of `columns` × `lines`, after asking the running one
    /// to stop; nil only asks that.
    public func run(_ command: String?, for key: Key, columns: Int, lines: Int) {
        let generation = running.withLock { running in
            if running.group > 0 { running.leaving.insert(running.group) }   // its thread stops it
            running.group = 0
            running.output = nil
            running.generation += 1
            if command != nil { running.threads.insert(running.generation) }
            return running.generation
        }
        guard let command else { return }
        let environment = ["FZF_PREVIEW_LINES=\(lines)", "FZF_PREVIEW_COLUMNS=\(columns)"]
        BackgroundThread.start { [self] in
            self.run(command, environment: environment, key: key, generation: generation)
        }
    }

    /// Stops every command at once (as the picker ends).
    public func stop() {
        running.withLock { running in
            for group in running.leaving.union([running.group]) where group > 0 { kill(-group, SIGKILL) }
            running.group = 0
            running.leaving = []
            running.generation += 1
        }
    }

    /// The latest output since the last call, if any.
    public func take() -> Output? {
        running.withLock { running in
            defer { running.output = nil }
            return running.output
        }
    }

    private func run(_ command: String, environment: [String], key: Key, generation: Int) {
        defer { running.withLock { _ = $0.threads.remove(generation) } }
        // As fzf's, one at a time: after the earlier ones ended; not at all once, waiting, another was asked for.
        var waited = false
        while running.withLock({ running in running.threads.contains { $0 < generation } }) {
            waited = true
            usleep(5_000)
        }
        guard !waited || running.withLock({ $0.generation == generation }) else { return }
        guard let (pid, output) = Self.spawn(command, environment: environment) else {
            post(Output(key: key, lines: ANSIText.lines("luamenu: cannot start \(ShellCommandRun.shell) for the preview: "
                                                        + String(cString: strerror(errno))), finished: true), generation)
            return
        }
        running.withLock { running in
            if running.generation == generation { running.group = pid } else { running.leaving.insert(pid) }
        }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 14)
        let clock = ContinuousClock()
        var posted = clock.now
        var cut = false, shown = false, unposted = false
        var deadline: ContinuousClock.Instant?   // once replaced: when it is stopped
        while true {
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, 100)
            if running.withLock({ $0.generation != generation }) {
                deadline = deadline ?? clock.now + (shown ? .zero : Self.grace)
                if let deadline, clock.now >= deadline {
                    kill(-pid, SIGKILL)
                    break
                }
            }
            if polled < 0, errno != EINTR { break }
            if polled > 0 {
                let count = read(output, &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                guard deadline == nil else { continue }   // replaced: what it prints is dropped
                bytes += chunk[..<min(count, limit - bytes.count)]
                unposted = true
                if bytes.count >= limit {
                    cut = true
                    kill(-pid, SIGKILL)
                    break
                }
            }
            if unposted, deadline == nil, clock.now - posted >= .milliseconds(100) {
                (posted, unposted) = (clock.now, false)
                shown = post(Output(key: key, lines: Self.lines(bytes, cut: false), finished: false), generation)
            }
        }
        close(output)
        running.withLock { running in                 // before it is reaped: its group is not killed after
            if running.group == pid { running.group = 0 }
            running.leaving.remove(pid)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        post(Output(key: key, lines: Self.lines(bytes, cut: cut), finished: true), generation)
    }

    /// Leaves `output` for the picker and wakes it, unless a newer pane was asked for
    /// (false then: stop reading).
    @discardableResult
    private func post(_ output: Output, _ generation: Int) -> Bool {
        let current = running.withLock { running in
            guard running.generation == generation else { return false }
            running.output = output
            return true
        }
        if current { wakeup.signal() }
        return current
    }

    /// The output as lines, as fzf shows it: from its last clear of the screen (`ESC[2J`) on,
    /// without NUL characters (which a terminal draws as nothing); and a last line saying it was cut.
    private static func lines(_ bytes: [UInt8], cut: Bool) -> [ANSIText] {
        var text = String(decoding: bytes.filter { $0 != 0 }, as: UTF8.self)
        if let clear = text.ranges(of: "\u{1B}[2J").last { text = String(text[clear.upperBound...]) }
        var lines = ANSIText.lines(text)
        if cut { lines.append(ANSIText("\u{1B}[2m… (the rest of the output is left out)")) }
        return lines
    }

    /// Starts `$SHELL -c command` in a process group of its own, stdin from /dev/null, stdout
    /// and stderr into a pipe: its pid and the pipe's read end.
    private static func spawn(_ command: String, environment extra: [String]) -> (pid_t, Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }   // only the child's dup2 copies stay open
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var variables: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let variable = String(cString: pointer)
            if !variable.hasPrefix("FZF_PREVIEW_") { variables.append(variable) }
            entry += 1
        }
        let shell = ShellCommandRun.shell
        let words: [String] = [shell, "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        let envp = (variables + extra).map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, shell, &actions, &attributes, argv, envp)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return nil
        }
        return (pid, ends[0])
    }
}
