/// Where a tap lands: ids (or titles) joined by `/`, from the block down.
///
///     TapPath("region/서울/강남").segments   // ["region", "서울", "강남"]
public struct TapPath: Equatable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var segments: [String]

    public init(_ text: String) {
        segments = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    public init(stringLiteral text: String) { self.init(text) }

    public var description: String { segments.joined(separator: "/") }
}
