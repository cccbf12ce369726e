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
/// ends), cut at `limit` bytes. Asking for another pane kills the running one's whole
/// group at once, so moving the cursor never waits for a slow command. The command gets
/// fzf's `FZF_PREVIEW_LINES` and `FZF_PREVIEW_COLUMNS`, and no stdin.
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
        var output: Output?
    }

    private let running = Mutex(Running())
    private let wakeup: Wakeup
    private let limit: Int

    public init(wakeup: Wakeup, limit: Int = 1 << 20) {
        self.wakeup = wakeup
        self.limit = limit
    }

    /// Runs `command` for `key` in a box of `columns` × `lines`, after stopping the running
    /// one; nil only stops it.
    public func run(_ command: String?, for key: Key, columns: Int, lines: Int) {
        let generation = running.withLock { running in
            if running.group > 0 { kill(-running.group, SIGKILL) }
            running.group = 0
            running.output = nil
            running.generation += 1
            return running.generation
        }
        guard let command else { return }
        let environment = ["FZF_PREVIEW_LINES=\(lines)", "FZF_PREVIEW_COLUMNS=\(columns)"]
        BackgroundThread.start { [self] in
            self.run(command, environment: environment, key: key, generation: generation)
        }
    }

    /// Stops the running command, if any (as the picker ends).
    public func stop() {
        running.withLock { running in
            if running.group > 0 { kill(-running.group, SIGKILL) }
            running.group = 0
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
        guard let (pid, output) = Self.spawn(command, environment: environment) else {
            post(Output(key: key, lines: ANSIText.lines("luamenu: cannot start \(ShellCommandRun.shell) for the preview: "
                                                        + String(cString: strerror(errno))), finished: true), generation)
            return
        }
        let current = running.withLock { running in
            guard running.generation == generation else { return false }
            running.group = pid
            return true
        }
        if !current { kill(-pid, SIGKILL) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 14)
        let clock = ContinuousClock()
        var posted = clock.now
        var cut = false
        while current {
            let count = read(output, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<min(count, limit - bytes.count)]
            if bytes.count >= limit {
                cut = true
                kill(-pid, SIGKILL)
                break
            }
            if clock.now - posted >= .milliseconds(100) {
                posted = clock.now
                guard post(Output(key: key, lines: Self.lines(bytes, cut: false), finished: false), generation) else { break }
            }
        }
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        running.withLock { running in
            if running.group == pid { running.group = 0 }
        }
        if current { post(Output(key: key, lines: Self.lines(bytes, cut: cut), finished: true), generation) }
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

    /// The output as lines, and a last line saying it was cut.
    private static func lines(_ bytes: [UInt8], cut: Bool) -> [ANSIText] {
        var lines = ANSIText.lines(String(decoding: bytes, as: UTF8.self))
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
