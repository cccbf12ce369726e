import MenuRender

/// The views `luamenu preview` published last, oldest first, each as the text it was sent as:
/// what an event or an answer is patched from (``JSONTextPatch``), so a page that holds one of
/// them is sent what changed since instead of the whole view. At most ``count`` views and
/// ``bytes`` bytes in all; a view larger than half of that is not kept (a preview's memory
/// stays what it was without patches: such a view is sent whole).
///
///     var history = ViewHistory()
///     history.add(revision: 1, text: Array(first.utf8))
///     history.patch(to: Array(second.utf8), from: [1])     // (base: 1, patch: "{\"members\":…}")
struct ViewHistory {
    static let count = 8
    static let bytes = 8 << 20
    private(set) var views: [(revision: Int, text: [UInt8])] = []

    /// Keeps `text` as the view of `revision`, the newest, letting go of the oldest beyond the
    /// bounds (of all, when `text` is too large to keep).
    mutating func add(revision: Int, text: [UInt8]) {
        guard text.count <= Self.bytes / 2 else { return views.removeAll() }
        views.append((revision, text))
        while views.count > Self.count || views.reduce(0, { $0 + $1.text.count }) > Self.bytes {
            views.removeFirst()
        }
    }

    /// The last patch made, from the view of `base` to `text`: an event's patch, which the
    /// answer to the tap that made it gives again.
    private var last: (base: Int, text: [UInt8], patch: String)?

    /// A short patch to `text` from a view kept here that `held` names, with that view's
    /// revision: from the newest of them when that patch is short (under 1% of `text`), else the
    /// shortest of it and those from the two nearest to `text` in length (a search cleared comes
    /// back to the view before it); nil when none is held, or no patch is shorter than `text`.
    mutating func patch(to text: [UInt8], from held: [Int]) -> (base: Int, patch: String)? {
        let candidates = views.filter { held.contains($0.revision) }
        guard let newest = candidates.last else { return nil }
        var best: (base: Int, patch: String)?
        if let last, last.base == newest.revision, last.text == text {
            best = (last.base, last.patch)
        } else if let patch = JSONTextPatch.make(from: newest.text, to: text, limit: text.count) {
            best = (newest.revision, patch)
            last = (newest.revision, text, patch)
        }
        if let best, best.patch.utf8.count * 100 < text.count { return best }
        let nearest = candidates.dropLast().sorted { abs($0.text.count - text.count) < abs($1.text.count - text.count) }
        for view in nearest.prefix(2) {
            if let patch = JSONTextPatch.make(from: view.text, to: text, limit: best?.patch.utf8.count ?? text.count) {
                best = (view.revision, patch)
            }
        }
        return best
    }
}
