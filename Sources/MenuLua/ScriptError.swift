/// A script that could not be loaded or whose handler failed, with a message for people:
/// `tigers.lua:12: attempt to index a nil value (local 'item')`.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
