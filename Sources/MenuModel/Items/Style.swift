/// How an item's text is drawn: a meaning, not a colour; each renderer picks the colour.
public enum Style: String, CaseIterable, Equatable, Sendable {
    case normal, accent, muted, bold, danger
}
