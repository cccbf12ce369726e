import MenuModel
import MenuRender

/// A drawn menu and everything on it that can be tapped, in reading order: what the
/// interactive view moves its cursor over. Lines are drawn when they are read (see
/// ``Layout``), so a frame of a million items costs a screenful.
///
///     let frame = Frame(view: view, renderer: TextRenderer(width: 80, colors: true))
///     frame.targets.first?.path   // "staff"
public struct Frame: @unchecked Sendable {
    public let view: MenuView
    public let layout: Layout
    /// Index id → its letters, for jumping by typing a letter.
    public let indexes: [(id: String, letters: [String])]
    /// The line a jump scrolled to, if the last tap was a jump.
    public let anchorLine: Int?
    /// Hotkey → the path it taps.
    public let hotkeys: [String: TapPath]
    /// Targets the cursor keys pass over: an index's empty letters.
    public let skipped: Set<TapPath>
    /// Whether a submenu is open (Esc closes it).
    public let inSubmenu: Bool

    public init(view: MenuView, renderer: TextRenderer) {
        self.view = view
        let layout = renderer.layout(view)
        self.layout = layout
        indexes = view.blocks.compactMap { block in
            if case .index(let index) = block { return (index.id, index.letters) }
            return nil
        }
        hotkeys = view.hotkeys
        skipped = view.emptyLetterTargets
        inSubmenu = !view.submenu.isEmpty
        anchorLine = view.scrollAnchor.flatMap { layout.anchors[$0] }
    }

    /// How many lines the menu takes.
    public var lineCount: Int { layout.count }

    /// Everything tappable, in reading order.
    public var targets: Layout.Targets { layout.targets }

    /// What choosing an item gives: the text `run -i` prints (its `value`, else its path), and
    /// whether choosing it finishes (`choose = true`: a picker's item).
    public struct Choice: Equatable, Sendable {
        public var value: String
        public var finishes: Bool
    }

    /// What choosing the item at `path` gives, if it can be chosen.
    public func choice(at path: TapPath) -> Choice? {
        view.choice(at: path).map { Choice(value: $0.value, finishes: $0.finishes) }
    }

    /// Whether `path` taps an item (an entry), not a header, chip or letter.
    public func isItem(_ path: TapPath) -> Bool {
        view.item(at: path)?.kind == .entry
    }

    /// The position of the target with `path`, if it is on the frame.
    func position(of path: TapPath?) -> Int? {
        path.flatMap(layout.targetIndex(of:))
    }
}
