import Foundation
import Testing

/// `pick` while its input is still coming: lines are drawn as they arrive, with a spinner and
/// a count, keys work meanwhile, a search keeps up, and Esc ends it at once.
@Suite struct PickStreamingTests {
    /// A producer that writes a line at once, then another every 0.2 s, for as long as
    /// someone reads (it ends when luamenu has gone: its next write fails).
    static let slowProducer = "echo first; i=0; while :; do sleep 0.2; i=$((i+1)); echo line$i; done"

    /// The text drawn, without escape sequences.
    static func plain(_ terminal: PseudoTerminal) -> String {
        terminal.text.replacing(/\u{1B}\[[0-9;?<]*[A-Za-z~]/, with: "")
    }

    @Test func linesAreDrawnWhileTheInputIsStillComingAndEscEndsItAtOnce() throws {
        let terminal = try PseudoTerminal(["pick"], producer: Self.slowProducer)
        terminal.read(until: "first")
        #expect(terminal.text.contains("first"), "the first line, long before the input ends")
        terminal.read(until: "line2")
        #expect(Self.plain(terminal).contains("⠋ "), "a spinner, its first frame, while lines arrive")
        terminal.type("line", until: "> line")
        #expect(Self.plain(terminal).contains("> line"), "keys are taken meanwhile")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130, "Esc ends it, though the input never does")
    }

    @Test func aQueryKeepsUpWithTheLinesThatArrive() throws {
        let terminal = try PseudoTerminal(["pick", "--query", "line1"], producer: Self.slowProducer)
        terminal.read(until: "line12")
        #expect(Self.plain(terminal).contains("line12"), "line10 to line19 match 'line1' as they arrive")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal).hasPrefix("line1"))
    }

    @Test func noLinesAtAllOpensAnEmptyFinderAsFzfDoes() throws {
        let terminal = try PseudoTerminal(["pick"], input: "")
        terminal.read(until: "0/0")
        terminal.type("\r")
        #expect(terminal.wait() == 1, "Enter with nothing to accept")
        let cancelled = try PseudoTerminal(["pick"], input: "")
        cancelled.read(until: "0/0")
        cancelled.type("\u{1b}")
        #expect(cancelled.wait() == 130)
    }
}
