#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuModel
import MenuTerminal
import Synchronization
import TextCore

/// `pick`'s lines, read from a descriptor by a thread of their own while the picker runs, so it
/// draws, searches and takes keys as they arrive (`find / | luamenu pick`). The thread splits
/// the lines itself and hands the picker a snapshot of what has arrived, waking it: at once
/// when the input pauses, at most every 30 ms while it streams, and at its end (only then for
/// `reload-sync`'s). Taking a snapshot never waits for the thread's work. Lines read from a
/// command (``ListingCommand``) end with its exit, which says whether it failed; stopping the
/// input stops the command.
final class PickInput: Sendable {
    /// What has arrived: the texts, the header lines set aside, whether the input has ended.
    struct Snapshot {
        var texts: ChunkedTexts
        var header: [[UInt8]]
        var finished: Bool
        /// The reloads before these lines were asked for.
        var load: Int
        /// The command that gave the lines, when it ended with a failure.
        var failed: String?
    }

    private let descriptor: Int32
    /// The lines' builder until the thread starts with it.
    private let builder: Mutex<ChunkedTexts.Builder?>
    /// The last snapshot not yet taken.
    private let published = Mutex<Snapshot?>(nil)
    private let wakeup: Wakeup
    /// Set when the lines are no longer wanted (a reload replaced them): the thread stops publishing.
    private let stopped = Atomic<Bool>(false)

    /// The command writing the lines, whose pipe is closed when the input ends; nil for stdin.
    private let command: ListingCommand?
    /// The lines' bytes when they came whole (a `reload(lua:FILE)`'s text): nothing is read.
    private let bytes: [UInt8]?
    private let load: Int
    /// Whether the lines are published only once they all arrived (`reload-sync`).
    private let whole: Bool

    /// Lines read from `descriptor` (stdin).
    init(descriptor: Int32, builder: ChunkedTexts.Builder, wakeup: Wakeup) {
        (self.descriptor, command, bytes, load, whole) = (descriptor, nil, nil, 0, false)
        self.builder = Mutex(builder)
        self.wakeup = wakeup
    }

    /// The lines of `bytes`, as the `load`th reload's (`whole`: a `reload-sync`).
    init(bytes: [UInt8], builder: ChunkedTexts.Builder, wakeup: Wakeup, load: Int, whole: Bool) {
        (descriptor, command, self.bytes, self.load, self.whole) = (-1, nil, bytes, load, whole)
        self.builder = Mutex(builder)
        self.wakeup = wakeup
    }

    /// Lines read from `command`'s output (none when it couldn't start), asked for by the
    /// `load`th reload (0: the lines pick starts with); `whole`: published once they all arrived.
    init(command: ListingCommand?, builder: ChunkedTexts.Builder, wakeup: Wakeup, load: Int = 0, whole: Bool = false) {
        (descriptor, self.command, bytes, self.load, self.whole) = (command?.output ?? -1, command, nil, load, whole)
        self.builder = Mutex(builder)
        self.wakeup = wakeup
    }

    /// Starts the reading thread.
    func start() {
        guard let builder = builder.withLock({ builder -> ChunkedTexts.Builder? in
            defer { builder = nil }
            return builder
        }) else { return }
        BackgroundThread.start { [self] in run(builder) }
    }

    /// Stops publishing what arrives (the thread ends at its next read), and the command
    /// writing the lines.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        command?.stop()
    }

    /// What arrived since the last call; nil when nothing did.
    func take() -> Snapshot? {
        published.withLock { published in
            defer { published = nil }
            return published
        }
    }

    private func run(_ builder: ChunkedTexts.Builder) {
        var builder = builder
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let clock = ContinuousClock()
        var publishedAt = clock.now - .seconds(1)
        var unpublished = false
        func publish(finished: Bool, failed: String? = nil) {
            guard !stopped.load(ordering: .relaxed) else { return }
            let snapshot = Snapshot(texts: builder.texts, header: builder.header, finished: finished, load: load, failed: failed)
            published.withLock { $0 = snapshot }
            wakeup.signal()
            publishedAt = clock.now
            unpublished = false
        }
        if let bytes {
            bytes.withUnsafeBytes { builder.append($0) }
            builder.finish()
            return publish(finished: true)
        }
        while true {
            if unpublished, !whole, clock.now - publishedAt >= .milliseconds(30) || !inputWaiting() { publish(finished: false) }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0, !stopped.load(ordering: .relaxed) else { break }
            buffer[..<count].withUnsafeBytes { builder.append($0) }
            unpublished = true
        }
        var failed: String?
        if let command {
            close(descriptor)
            if command.exitStatus() != 0 { failed = command.text }
        }
        builder.finish()
        publish(finished: true, failed: failed)
    }

    /// Whether bytes are there to read without waiting.
    private func inputWaiting() -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }
}
