#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the terminal layer could not do what it was asked, e.g. "stdin is not a terminal".
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Raw mode needs a terminal; `fd` is a pipe or a file.
    case notATerminal(fd: Int32)
    /// Another ``RawTerminal`` is active in this process: restore it first.
    case alreadyActive
    /// The input reached its end (a pipe closed, the terminal hung up).
    case inputClosed
    /// A system call failed with `errno`.
    case system(call: String, errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal(let fd):
            let name = fd == STDIN_FILENO ? "stdin" : fd == STDOUT_FILENO ? "stdout" : "file descriptor \(fd)"
            return "\(name) is not a terminal"
        case .alreadyActive: return "the terminal is already in raw mode"
        case .inputClosed: return "the terminal's input was closed"
        case .system(let call, let code): return "\(call) failed: \(String(cString: strerror(code)))"
        }
    }
}
