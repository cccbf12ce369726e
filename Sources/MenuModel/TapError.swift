/// Why a tap path leads nowhere: which segment is unknown and what was expected there.
public struct TapError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: TapPath
    public var message: String

    public init(path: TapPath, message: String) {
        self.path = path
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
        return TapError(path: path, message: "no \(what) '\(TapPath.escaped(segment))' in \(place) (\(hint))")
    }

    /// "selection 'region' needs a category after it (one of: 서울, 인천)".
    static func missing(_ what: String, after place: String, choices: [String], path: TapPath) -> TapError {
        TapError(path: path, message: "\(place) needs \(what) after it (one of: \(choices.map(TapPath.escaped).joined(separator: ", ")))")
    }
}
