/// Where a tap lands: ids (or titles) joined by `/`, from the block down.
///
///     TapPath("region/서울/강남").segments        // ["region", "서울", "강남"]
///     TapPath(#"branches/feature\/login"#).segments   // ["branches", "feature/login"]
///     TapPath(segments: ["b", "a/b"]).description   // #"b/a\/b"#
///
/// In the text form, `\/` is a `/` inside a segment and `\\` a backslash, so any id can be
/// named (every git branch `feature/login`). A backslash before anything else, or at the end,
/// is kept as it is: `C:\tmp` needs no escaping. ``description`` escapes every `/` and `\`, so
/// `TapPath(path.description) == path` for any segments.
public struct TapPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var segments: [String]

    /// Parses the text form: segments split at every `/` that is not escaped.
    public init(_ text: String) {
        var segments: [String] = []
        var segment = ""
        var escaping = false
        for character in text {
            if escaping {
                escaping = false
                if character == "/" || character == "\\" {
                    segment.append(character)
                    continue
                }
                segment.append("\\")
            }
            switch character {
            case "\\": escaping = true
            case "/":
                segments.append(segment)
                segment = ""
            default: segment.append(character)
            }
        }
        if escaping { segment.append("\\") }
        segments.append(segment)
        self.segments = segments
    }

    /// The path through `segments`, each an id as it is (no escaping needed).
    public init(segments: [String]) {
        self.segments = segments
    }

    public init(stringLiteral text: String) { self.init(text) }

    /// This path with one more segment: the block's path, then an item's.
    public func appending(_ segment: String) -> TapPath {
        TapPath(segments: segments + [segment])
    }

    /// The text form, each segment escaped: what `--tap` and `m:tap` take.
    public var description: String { segments.map(Self.escaped).joined(separator: "/") }

    /// `segment` as it is written inside a path: `\` as `\\`, `/` as `\/`.
    ///
    ///     TapPath.escaped("feature/login")   // #"feature\/login"#
    public static func escaped(_ segment: String) -> String {
        var bytes = segment                                       // its UTF-8 read in place, not a scalar at a time
        guard bytes.withUTF8({ $0.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") } }) else { return segment }
        var escaped = ""
        for character in segment {
            if character == "/" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Whether `id`, written in a path as it is, would be read as something else for a reason
    /// other than a `/` in it (which everyone escapes): a backslash before a `/` or another
    /// backslash, or at its end (where it would escape the `/` after it). `luamenu check`
    /// warns about such ids.
    ///
    ///     TapPath.misreads(#"a\b"#)    // false: a lone backslash is kept
    ///     TapPath.misreads(#"a\\b"#)   // true: read as a\b
    public static func misreads(_ id: String) -> Bool {
        var previousWasBackslash = false
        for character in id {
            if previousWasBackslash, character == "/" || character == "\\" { return true }
            previousWasBackslash = character == "\\"
        }
        return previousWasBackslash
    }
}
