import MenuModel
import MenuRender

/// A drawn menu and everything on it that can be tapped, in reading order: what the
/// interactive view moves its cursor over. Lines are drawn when they are read (see
/// ``Layout``), so a frame of a million items costs a screenful. Like its view, a frame is
/// read on the thread that made it.
///
///     let frame = Frame(view: view, renderer: TextRenderer(width: 80, colors: true))
///     frame.targets.first?.target   // .header(section: "staff")
public struct Frame {
    public let view: MenuView
    public let layout: Layout
    /// Index id → its letters, for jumping by typing a letter.
    public let indexes: [(id: String, letters: [String])]
    /// The line a jump scrolls to (the header of the group the last jump reached), if any.
    public let anchorLine: Int?
    /// Hotkey → the target it reaches.
    public let hotkeys: [String: TapTarget]
    /// Targets the cursor keys pass over: an index's empty letters.
    public let skipped: Set<TapTarget>

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
        anchorLine = view.scrollAnchor.flatMap { layout.anchors[$0] }
    }

    /// How many lines the menu takes.
    public var lineCount: Int { layout.count }

    /// Everything tappable, in reading order.
    public var targets: Layout.Targets { layout.targets }

    /// The open submenu's ids (the section's, then the openers'), empty when none is open.
    public var submenu: [String] { view.submenu }

    /// The position of `target` among ``targets``, if it is on the frame.
    func position(of target: TapTarget?) -> Int? {
        target.flatMap(layout.targetIndex(of:))
    }
}
