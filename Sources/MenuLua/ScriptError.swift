import MenuModel

/// A script that could not be loaded, failed, or broke a limit, with a message for people:
/// `tigers.lua:12: attempt to index a nil value (local 'item')`.
///
/// The ``kind`` says what went wrong, so callers never read the message to find out:
///
///     catch let error as ScriptError where error.kind == .timeLimit { … }
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, CaseIterable {
        /// The script or a file it needs could not be read or compiled.
        case load
        /// The script (a handler, a label function, a hook) raised an error.
        case runtime
        /// It ran past `--timeout`.
        case timeLimit
        /// It needed more memory than `--memory` allows.
        case memoryLimit
        /// Ctrl-C stopped it.
        case interrupted
        /// A tap path names nothing tappable.
        case tap

        /// Whether a limit stopped the work (time, memory, Ctrl-C), not the script itself.
        var isLimit: Bool { self == .timeLimit || self == .memoryLimit || self == .interrupted }
    }

    public var kind: Kind
    public var message: String
    /// For a tap that leads nowhere (kind ``Kind/tap``): why, typed.
    public var tapError: TapError?

    /// An error of `kind` saying `message`; a message longer than 4 KiB (a script's error
    /// object can be any size) keeps its beginning and says how much was left out.
    public init(_ message: String, kind: Kind = .runtime) {
        self.message = MessageLimit.bounded(message)
        self.kind = kind
    }

    /// A tap that leads nowhere: kind ``Kind/tap``, its message the tap error's description.
    public init(tap error: TapError) {
        self.init(error.description, kind: .tap)
        tapError = error
    }

    public var description: String { message }
}
