#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The files fzf's `{f}` placeholders name: each holds the lines the placeholder stands for,
/// made in the temporary directory (`$TMPDIR`, else `/tmp`) readable by the user alone, and
/// removed together, as fzf removes its own once a command ran and when it ends.
///
///     let path = PlaceholderFiles.shared.newFile(holding: "a b\nc\n")   // "/tmp/luamenu-pick-Xa81Qz"
///     PlaceholderFiles.shared.removeAll()
public final class PlaceholderFiles: Sendable {
    /// The files of this process's commands.
    public static let shared = PlaceholderFiles()

    private let paths = Mutex<[String]>([])

    public init() {}

    /// Writes `text` to a new file; its path, or `/dev/null` when none could be made (the
    /// command then reads nothing).
    public func newFile(holding text: String) -> String {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/luamenu-pick-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return "/dev/null" }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { break }
            bytes = bytes.dropFirst(written)
        }
        close(descriptor)
        let path = String(cString: template)
        paths.withLock { $0.append(path) }
        return path
    }

    /// Removes every file written so far.
    public func removeAll() {
        for path in paths.withLock({ paths in defer { paths = [] }; return paths }) { unlink(path) }
    }
}
