/// An opaque token by which the host finds the script's own value (an item's table, a block's
/// handlers). The model stores it and hands it back in effects; it never looks inside.
public struct ScriptRef: Hashable, Sendable {
    public let rawValue: Int32

    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// No script value: for menus built in Swift.
    public static let none = ScriptRef(0)
}
