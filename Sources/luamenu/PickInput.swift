#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuModel
import MenuTerminal
import Synchronization

/// `pick`'s lines, read from a descriptor by a thread of their own while the picker runs, so it
/// draws, searches and takes keys as they arrive (`find / | luamenu pick`). The picker takes
/// what has arrived as a snapshot whenever it is woken: at once for the first bytes, then at
/// most every 30 ms, and at the end of the input.
final class PickInput: Sendable {
    /// What has arrived: the texts, the header lines set aside, whether the input has ended.
    struct Snapshot {
        var texts: ChunkedTexts
        var header: [[UInt8]]
        var finished: Bool
    }

    private struct Reading {
        var builder: ChunkedTexts.Builder
        var finished = false
        /// Whether anything arrived since the last snapshot.
        var changed = false
    }

    private let descriptor: Int32
    private let reading: Mutex<Reading>
    private let wakeup: Wakeup

    init(descriptor: Int32, builder: sending ChunkedTexts.Builder, wakeup: Wakeup) {
        self.descriptor = descriptor
        reading = Mutex(Reading(builder: builder))
        self.wakeup = wakeup
    }

    /// Starts the reading thread.
    func start() {
        BackgroundThread.start { [self] in run() }
    }

    /// What arrived since the last call; nil when nothing did.
    func take() -> Snapshot? {
        reading.withLock { reading in
            guard reading.changed else { return nil }
            reading.changed = false
            return Snapshot(texts: reading.builder.texts, header: reading.builder.header, finished: reading.finished)
        }
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let clock = ContinuousClock()
        var signalled = clock.now - .seconds(1)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reading.withLock { reading in
                buffer[..<count].withUnsafeBytes { reading.builder.append($0) }
                reading.changed = true
            }
            if clock.now - signalled >= .milliseconds(30) {
                wakeup.signal()
                signalled = clock.now
            }
        }
        reading.withLock { reading in
            reading.builder.finish()
            reading.finished = true
            reading.changed = true
        }
        wakeup.signal()
    }
}
