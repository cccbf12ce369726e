import MenuModel
import MenuRender

/// A drawn menu and everything on it that can be tapped, in reading order: what the
/// interactive view moves its cursor over.
///
///     let frame = Frame(view: view, renderer: TextRenderer(width: 80, colors: true))
///     frame.targets.first?.path   // "staff"
public struct Frame: Sendable {
    /// Something tappable: its tap path, the line it is on, and the cells it covers.
    public struct Target: Equatable, Sendable {
        public var path: String
        public var line: Int
        public var column: Int
        public var width: Int
    }

    public var lines: [Line]
    public var targets: [Target]
    /// Index id → its letters, for jumping by typing a letter.
    public var indexes: [(id: String, letters: [String])]
    /// The line a jump scrolled to, if the last tap was a jump.
    public var anchorLine: Int?
    /// Hotkey → the path it taps.
    public var hotkeys: [String: String]
    /// Item path → what choosing it prints and whether that finishes (see ``Choice``).
    public var choices: [String: Choice]
    /// The paths of every item drawn (choosable or not), for "the first match".
    public var items: Set<String>
    /// Targets the cursor keys pass over: an index's empty letters.
    public var skipped: Set<String>
    /// Whether a submenu is open (Esc closes it).
    public var inSubmenu: Bool

    public init(view: MenuView, renderer: TextRenderer) {
        lines = renderer.lines(view)
        var targets: [Target] = []
        for (row, line) in lines.enumerated() {
            var column = 0
            for span in line.spans {
                let width = span.cellWidth
                defer { column += width }
                guard let path = span.tap else { continue }
                if let last = targets.last, last.path == path, last.line == row, last.column + last.width == column {
                    targets[targets.count - 1].width += width
                } else {
                    targets.append(Target(path: path, line: row, column: column, width: width))
                }
            }
        }
        self.targets = targets
        indexes = view.blocks.compactMap { block in
            if case .index(let index) = block { return (index.id, index.letters) }
            return nil
        }
        hotkeys = view.hotkeys
        choices = Dictionary(view.choiceTargets.map {
            ($0.path, Choice(value: $0.item.value ?? $0.path, finishes: $0.item.choose))
        }) { first, _ in first }
        items = Set(view.itemTargets.filter { $0.item.kind == .entry }.map(\.path))
        skipped = view.emptyLetterTargets
        inSubmenu = !view.submenu.isEmpty
        let anchor = view.scrollAnchor
        anchorLine = anchor.flatMap { anchor in lines.firstIndex { $0.anchor == anchor } }
    }

    /// What choosing an item gives: the text `run -i` prints (its `value`, else its path), and
    /// whether choosing it finishes (`choose = true`: a picker's item).
    public struct Choice: Equatable, Sendable {
        public var value: String
        public var finishes: Bool
    }

    /// The position of the target with `path`, if it is on the frame.
    func position(of path: String?) -> Int? {
        guard let path else { return nil }
        return targets.firstIndex { $0.path == path }
    }
}
