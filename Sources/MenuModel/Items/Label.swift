/// An item's title, detail or subtitle: fixed text, or computed by the script at every render.
///
/// A computed label is how conditional labels are written, such as the "30실 받기" fill rule:
/// the host asks the script for the text (and maybe a ``Style``) each time it draws.
public enum Label: Equatable, Sendable {
    case text(String)
    case computed

    /// The fixed text, or nil when the script computes it.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

/// Which of an item's labels is meant.
public enum LabelField: String, Sendable {
    case title, detail, subtitle
}
