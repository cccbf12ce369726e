import Testing
@testable import MenuTerminal

/// An output that keeps what is written, one string per write.
final class BufferOutput: TerminalOutput {
    var writes: [String] = []
    func write(_ text: String) throws(TerminalError) { writes.append(text) }
}

@Suite("Screen writer")
struct ScreenWriterTests {
    static let e = "\u{1B}["
    static let size = TerminalSize(rows: 3, columns: 10)

    @Test func drawsTheFirstFrameWholeThenOnlyChanges() throws {
        let e = Self.e
        let output = BufferOutput()
        let writer = ScreenWriter(output: output)
        try writer.draw(Screen(size: Self.size, lines: ["> a", "  b"]))
        try writer.draw(Screen(size: Self.size, lines: ["  a", "> b"]))
        try writer.draw(Screen(size: Self.size, lines: ["  a", "> b"]))
        #expect(output.writes == ["\(e)0m\(e)H\(e)2J\(e)1;1H> a\(e)2;1H  b",
                                  "\(e)1;1H\(e)K  a\(e)2;1H\(e)K> b"])
        #expect(writer.current?.lines == ["  a", "> b"])
    }

    @Test func invalidateRedrawsEverything() throws {
        let e = Self.e
        let output = BufferOutput()
        let writer = ScreenWriter(output: output)
        let frame = Screen(size: Self.size, lines: ["a"])
        try writer.draw(frame)
        writer.invalidate()
        try writer.draw(frame)
        #expect(output.writes == ["\(e)0m\(e)H\(e)2J\(e)1;1Ha", "\(e)0m\(e)H\(e)2J\(e)1;1Ha"])
    }

    @Test func aResizedFrameIsRedrawnWhole() throws {
        let e = Self.e
        let output = BufferOutput()
        let writer = ScreenWriter(output: output)
        try writer.draw(Screen(size: Self.size, lines: ["a"]))
        try writer.draw(Screen(size: TerminalSize(rows: 5, columns: 20), lines: ["a"]))
        #expect(output.writes.last == "\(e)0m\(e)H\(e)2J\(e)1;1Ha")
    }

    @Test func aFailedWriteLeavesTheScreenUnknown() throws {
        final class BrokenOutput: TerminalOutput {
            func write(_ text: String) throws(TerminalError) { throw .system(call: "write", errno: 5) }
        }
        let writer = ScreenWriter(output: BrokenOutput())
        #expect(throws: TerminalError.system(call: "write", errno: 5)) {
            try writer.draw(Screen(size: Self.size, lines: ["a"]))
        }
        #expect(writer.current == nil)
    }
}
