import MenuModel
import TextCore
/// A run of text drawn one way: the unit the layout produces and the encoders write.
///
///     Span("30실 받기", .accent)
public struct Span: Equatable, Sendable {
    /// The text, terminal-safe; its width in cells is measured once, when it is set.
    public var text: String { didSet { cellWidth = text.cellWidth } }
    public var look: Look
    /// What a tap on this span reaches, when it is part of something tappable: an
    /// interactive front end moves its cursor over these, and a click lands on one.
    public var tap: TapTarget?
    public private(set) var cellWidth: Int

    /// Makes a span of label text, with control characters made harmless (see ``TerminalSafe``).
    public init(_ text: String, _ look: Look = [], tap: TapTarget? = nil) {
        self.text = TerminalSafe.line(text)
        self.look = look
        self.tap = tap
        cellWidth = self.text.cellWidth
    }

    /// `count` spaces: padding, which needs no making safe. (Made when asked: a table of
    /// them made once cost a cold start more than its whole menu's drawing.)
    static func spaces(_ count: Int) -> Span {
        Span(padding: String.copies(of: " ", count: count), cellWidth: max(count, 0))
    }

    /// A span of padding, whose width is known.
    private init(padding text: String, cellWidth: Int) {
        self.text = text
        look = []
        self.cellWidth = cellWidth
    }
}

extension Array where Element == Span {
    /// The spans, all belonging to `target`.
    func tapping(_ target: TapTarget) -> [Span] {
        map { var span = $0; span.tap = target; return span }
    }
}

/// How a span is drawn in colour; plain text ignores it.
public struct Look: OptionSet, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Look(rawValue: 1 << 0)
    public static let muted = Look(rawValue: 1 << 1)
    public static let accent = Look(rawValue: 1 << 2)
    public static let danger = Look(rawValue: 1 << 3)
    public static let inverse = Look(rawValue: 1 << 4)
    public static let chosen = Look(rawValue: 1 << 5)
    /// Characters a search matched.
    public static let matched = Look(rawValue: 1 << 6)

    /// The SGR parameters that draw this look: "1;34" for bold accent.
    var sgr: String { sgr(colors: true) }

    /// The SGR parameters, without `colors` (NO_COLOR) only bold, inverse and underline: "1"
    /// for bold accent.
    public func sgr(colors: Bool) -> String {
        var codes: [String] = []
        if contains(.bold) { codes.append("1") }
        if contains(.inverse) { codes.append("7") }
        if contains(.matched) { codes.append("4") }
        guard colors else { return codes.joined(separator: ";") }
        if contains(.danger) { codes.append("31") }
        else if contains(.accent) { codes.append("34") }
        else if contains(.matched) { codes.append("33") }
        else if contains(.chosen) { codes.append("32") }
        else if contains(.muted) { codes.append("90") }
        return codes.joined(separator: ";")
    }
}
