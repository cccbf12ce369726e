#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import MenuLua
import Synchronization

/// A line on the terminal saying how a long load goes — "loading big.lua: 412,000 items
/// read, 1.2 s" — drawn by a thread of its own, from half a second on, and wiped when the
/// load ends. It goes to the controlling terminal (`/dev/tty`), never to stdout or a file: the
/// output stays what it was.
///
///     let line = ProgressLine(label: "loading big.lua", progress: progress)
///     defer { line?.stop() }
final class ProgressLine: Sendable {
    private let terminal: Int32
    private let stopped = Atomic<Bool>(false)
    /// Signalled by `stop()`, so the thread ends at once instead of at its next tick.
    private let wake = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    /// Starts the line; nil when there is no terminal to draw it on.
    init?(label: String, progress: LoadProgress, after delay: Double = 0.5) {
        terminal = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        let started = Self.now()
        DispatchQueue.global().async { [self] in
            var shown = false
            while !stopped.load(ordering: .relaxed) {
                _ = wake.wait(timeout: .now() + .milliseconds(100))
                let elapsed = Self.now() - started
                guard elapsed >= delay, !stopped.load(ordering: .relaxed) else { continue }
                let items = progress.itemsRead
                let text = "\(label): \(items > 0 ? "\(Self.grouped(items)) items read, " : "")\(Self.seconds(elapsed))"
                draw("\r\u{1B}[2K\u{1B}[2m\(text)\u{1B}[0m")
                shown = true
            }
            if shown { draw("\r\u{1B}[2K") }
            done.signal()
        }
    }

    /// Wipes the line (if it was drawn) and ends its thread.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        wake.signal()
        done.wait()
        close(terminal)
    }

    private func draw(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(terminal, bytes.baseAddress, bytes.count) }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// 412000 → "412,000".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    private static func seconds(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
