#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's size in character cells, e.g. `TerminalSize(rows: 24, columns: 80)`.
public struct TerminalSize: Hashable, Sendable {
    /// Lines, top to bottom.
    public var rows: Int
    /// Cells across (a Hangul syllable takes two).
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// The size of the terminal `fd` refers to (TIOCGWINSZ), or nil for a pipe, a file or 0×0.
    public static func of(_ fd: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }
}
