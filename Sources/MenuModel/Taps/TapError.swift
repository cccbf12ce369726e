/// Why a tap leads nowhere: what kind of mistake, the segment at fault and what was expected
/// there, and a message for people.
///
///     do { try menu.target(at: "region/대구") } catch {
///         error.kind       // .unknown
///         error.segment    // "대구"
///         error.expected   // ["서울", "인천", …]
///     }
public struct TapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kinds of mistake a tap path can make.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// A segment names nothing there (no such block, item, category, option or letter).
        case unknown
        /// The path stops where more is needed: a selection without a category, say.
        case incomplete
        /// It names a heading or a separator, which are drawn but never tapped.
        case untappable
        /// It goes on past something that has nothing to tap inside.
        case tooDeep
        /// It ends in `..` while no submenu is open.
        case noSubmenuOpen
        /// It closes a submenu that is not the open one (or inside it).
        case notOpen
    }

    public var path: TapPath
    public var kind: Kind
    /// The segment at fault, as the path gave it (for ``Kind/unknown`` and ``Kind/untappable``).
    public var segment: String?
    /// What could have been there: ids, in the menu's order (for ``Kind/unknown`` and ``Kind/incomplete``).
    public var expected: [String]
    /// What went wrong, in words: "no category '대구' in selection 'region' (expected one of: 서울, 인천)".
    public var message: String

    public init(path: TapPath, kind: Kind, segment: String? = nil, expected: [String] = [], message: String) {
        self.path = path
        self.kind = kind
        self.segment = segment
        self.expected = expected
        self.message = message
    }

    public var description: String { "bad tap path '\(path)': \(message)" }

    /// "no category '대구' in selection 'region' (expected one of: 서울, 인천)". The segment
    /// and the ids are written as a path spells them (`feature\/login`), so one can be copied
    /// into `--tap`.
    static func unknown(_ segment: String, what: String, in place: String,
                        expected: [String], path: TapPath) -> TapError {
        let shown = expected.prefix(12).map(TapPath.escaped).joined(separator: ", ") + (expected.count > 12 ? ", …" : "")
        let hint = expected.isEmpty ? "it has none" : "expected one of: \(shown)"
        return TapError(path: path, kind: .unknown, segment: segment, expected: expected,
                        message: "no \(what) '\(TapPath.escaped(segment))' in \(place) (\(hint))")
    }

    /// "selection 'region' needs a category after it (one of: 서울, 인천)".
    static func incomplete(_ what: String, after place: String, choices: [String], path: TapPath) -> TapError {
        TapError(path: path, kind: .incomplete, expected: choices,
                 message: "\(place) needs \(what) after it (one of: \(choices.map(TapPath.escaped).joined(separator: ", ")))")
    }

    /// "an item of section 's' has nothing to tap inside".
    static func tooDeep(_ what: String, path: TapPath) -> TapError {
        TapError(path: path, kind: .tooDeep, message: "\(what) has nothing to tap inside")
    }
}
