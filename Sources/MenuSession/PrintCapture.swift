#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe the script's `print` writes to, read by the session after each operation and
/// handed on a line at a time (``ScriptSession/Printing/captured``): what `serve` sends as
/// `log` notifications, the preview shows in its log panel, and `run -i` in its status line.
///
/// The pipe holds 1 MiB where the system lets it (Linux), 64 KiB elsewhere; what a script
/// prints beyond that before the pipe is read is lost, as the script never waits for its
/// reader.
///
///     let capture = PrintCapture()
///     options.printDescriptor = capture.descriptor
///     try runtime.tap("outfield/나성범")
///     capture.lines()                          // ["나성범"]
final class PrintCapture {
    /// The descriptor the script's `print` writes to.
    let descriptor: Int32
    /// The pipe's read end, non-blocking.
    private let printed: Int32

    /// A descriptor that swallows what is written to it (/dev/null), opened once.
    static let discarding: Int32 = open("/dev/null", O_WRONLY | O_CLOEXEC)

    init() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            (printed, descriptor) = (-1, Self.discarding)
            return
        }
        #if os(Linux)
        _ = fcntl(ends[1], 1031 /* F_SETPIPE_SZ, which Glibc's module leaves out */, 1 << 20)
        #endif
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (printed, descriptor) = (ends[0], ends[1])
    }

    deinit {
        if printed >= 0 { close(printed); close(descriptor) }
    }

    /// What the script printed since the last look, a line at a time (without line ends).
    func lines() -> [String] {
        guard printed >= 0 else { return [] }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = read(printed, &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        guard !bytes.isEmpty else { return [] }
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
