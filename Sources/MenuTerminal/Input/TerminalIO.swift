/// Where a full-screen program gets its events, so tests can hand it a script instead of a terminal.
///
/// ``RawTerminal`` and ``InputReader`` conform; a test double returns prepared events:
///
///     final class ScriptedInput: TerminalInput {
///         var batches: [[TerminalEvent]]
///         func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
///             guard !batches.isEmpty else { throw .inputClosed }
///             return batches.removeFirst()
///         }
///     }
public protocol TerminalInput: AnyObject {
    /// The events within `timeout` (nil: wait for one), `[]` when it ran out; throws at the end.
    func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent]
}

/// Where a full-screen program writes its bytes, so tests can collect them in a string.
public protocol TerminalOutput: AnyObject {
    /// Writes `text` in full.
    func write(_ text: String) throws(TerminalError)
}

extension RawTerminal: TerminalInput, TerminalOutput {}
extension InputReader: TerminalInput {}
