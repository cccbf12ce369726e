@testable import MenuModel
import MenuRender
@testable import MenuApps
import MenuTerminal
import Testing

/// `run -i` beyond the keys: a click taps what it is on, the wheel scrolls, Ctrl-J/K move as in
/// pick, and the focused item's pane is asked for, shown in its box, hidden, scrolled.
@Suite struct InteractivePointerTests {
    static var view: MenuView { MenuView(title: "T", blocks: [
        .section(SectionView(id: "s", title: "S", open: true, columns: 1,
                             items: (1...30).map { ItemView(id: "i\($0)", title: "item \($0)") })),
    ]) }
    let frame = Frame(view: Self.view, renderer: TextRenderer(width: 40, colors: false))
    /// The target of item `n`.
    static func item(_ n: Int) -> TapTarget { .item(section: "s", submenu: [], id: "i\(n)") }

    @Test func aClickTapsWhatItIsOnAndPutsTheCursorThere() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        #expect(state.update(with: .clicked(Self.item(4)), in: frame, height: 10) == [.tap(Self.item(4))])
        #expect(state.cursor == Self.item(4))
    }

    @Test func theWheelScrollsAndKeepsTheCursorInView() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        state.update(with: .scrolled(3), in: frame, height: 10)
        #expect(state.scroll == 3 && state.cursor == .header(section: "s"), "the header (line 3) still shows")
        state.update(with: .scrolled(6), in: frame, height: 10)
        #expect(state.scroll == 9 && state.cursor == Self.item(6), "moved onto the first line in view")
        state.update(with: .scrolled(100), in: frame, height: 10)
        #expect(state.scroll == 24 && state.cursor == Self.item(21), "no further than the last screen")
        state.update(with: .scrolled(-100), in: frame, height: 10)
        #expect(state.scroll == 0 && state.cursor == Self.item(6), "back up: onto the last line in view")
    }

    @Test func ctrlJAndCtrlKMoveAsInPick() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        state.update(with: .key(.ctrl("j")), in: frame, height: 10)
        state.update(with: .key(.ctrl("n")), in: frame, height: 10)
        #expect(state.cursor == Self.item(2))
        state.update(with: .key(.ctrl("k")), in: frame, height: 10)
        #expect(state.cursor == Self.item(1) && !state.done)
    }

    @Test func theFocusedItemsPreviewIsAskedForAndShown() throws {
        var state = InteractiveState(pane: PaneWindow())
        #expect(state.settle(in: frame, height: 10) == [], "on the header: nothing to show")
        #expect(state.update(with: .key(.down), in: frame, height: 10) == [.pane(Self.item(1))])
        #expect(state.update(with: .key(.down), in: frame, height: 10) == [.pane(Self.item(2))])
        state.update(with: .paneFilled(Self.item(1), ANSIText.lines("old"), finished: true), in: frame, height: 10)
        #expect(state.pane.lines.isEmpty, "for an item left behind")
        state.update(with: .paneFilled(Self.item(2), ANSIText.lines("line 1\nline 2\nline 3"), finished: true), in: frame, height: 10)
        let screen = try state.screen(for: frame, size: TerminalSize(rows: 5, columns: 80), colors: false)
        let plain = screen.lines.map { $0.replacing(/\u{1B}\[[0-9;]*m/, with: "") }
        #expect(plain[0] == "T" + String(repeating: " ", count: 39) + "╭" + String(repeating: "─", count: 33) + " 1/3 ╮",
                "the menu beside its box, each as wide as its half (the menu's last column a gap)")
        #expect(plain[1].hasSuffix("│ line 1" + String(repeating: " ", count: 30) + " │"))
        #expect(plain[4].hasSuffix("q quit  Ctrl-/ pane"))
        state.update(with: .key(.shiftDown), in: frame, height: 10)
        #expect(state.pane.scroll == 1)
        state.update(with: .paneScrolled(5), in: frame, height: 10)
        #expect(state.pane.scroll == 2, "no further than its last line")
        #expect(state.update(with: .key(.ctrl("_")), in: frame, height: 10) == [.pane(nil)] && !state.paneShown)
        #expect(state.layout(in: TerminalSize(rows: 6, columns: 40)).menu.width == 40, "hidden: the menu takes the width")
        #expect(state.update(with: .key(.ctrl("_")), in: frame, height: 10) == [.pane(Self.item(2))])
    }
}
