/// What the environment says the terminal can do: draw colours, and move its cursor.
///
/// `NO_COLOR` set to anything but "" (see no-color.org) means no colour; `TERM=dumb` means
/// neither colour nor cursor movement, which a full-screen view needs.
///
///     TerminalCapabilities(environment: { ["TERM": "dumb"][$0] })   // colors: false, cursorMovement: false
public struct TerminalCapabilities: Equatable, Sendable {
    /// Whether colour escapes may be sent (attributes like bold and inverse are no colour).
    public var colors: Bool
    /// Whether the cursor can be moved about the screen.
    public var cursorMovement: Bool

    /// The capabilities that the environment variables `environment` returns imply.
    public init(environment: (String) -> String?) {
        let dumb = environment("TERM") == "dumb"
        colors = !dumb && (environment("NO_COLOR") ?? "").isEmpty
        cursorMovement = !dumb
    }
}
