@testable import MenuModel
import MenuRender
@testable import MenuApps
import MenuTerminal
import Testing

/// Keys as data: the handling acts on exactly the keys of its app's keymap (typing, a paste and
/// hotkeys aside, which the key tables list as input of their own), and no binding is hidden
/// by another.
@Suite struct KeymapTests {
    /// Every key a terminal sends but a printable character or a paste.
    static let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace,
                              .tab, .shiftUp, .shiftDown, .shiftLeft, .shiftRight, .backTab, .insert, .delete]
        + "abcdefghijklmnopqrstuvwxyz@_\\]^".map(Key.ctrl) + "abcdefghijklmnopqrstuvwxyz0123456789".map(Key.alt)
        + (1...12).map(Key.function)

    @Test func aKeyIsLookedUpInItsBindingsAndAKeyBoundTwiceKeepsItsFirst() {
        let keymap = Keymap<Int>([.init([.up, .character("k")], 1, "up"), .init([.character("k"), .down], 2, "down")])
        #expect(keymap.action(for: .character("k")) == 1 && keymap.action(for: .down) == 2 && keymap.action(for: .left) == nil)
        let added = Keymap<Int>([.init([.up], 9, "up")]).adding(keymap) { $0 * 10 }
        #expect(added.action(for: .up) == 9 && added.action(for: .down) == 20, "the other's keys only where these leave them")
        #expect(KeyTable.rows(added.bindings) == [KeyTable.Row("up", "up"), KeyTable.Row("k", "up"), KeyTable.Row("k, down", "down")])
    }

    /// A frame with something to move to on every side of the cursor, and a state on its middle.
    static func menu() -> (Frame, InteractiveState) {
        let view = MenuView(title: "T", blocks: [
            .section(SectionView(id: "s", title: "S", open: true, columns: 2,
                                 items: (0..<40).map { ItemView(id: "i\($0)", title: "i\($0)") })),
        ])
        let frame = Frame(view: view, renderer: TextRenderer(width: 40))
        var state = InteractiveState(pane: PaneWindow())
        state.settle(in: frame, height: 8)
        for _ in 0..<12 { state.update(with: .key(.down), in: frame, height: 8) }
        state.update(with: .paneFilled(state.pane.target!, ANSIText.lines("1\n2\n3\n4"), finished: true), in: frame, height: 8)
        state.update(with: .key(.shiftDown), in: frame, height: 8)
        return (frame, state)
    }

    /// Checks that each key changes `start` on `frame`, or asks for something, exactly when
    /// `keymap` or ``InteractiveKeys/anywhere`` binds it.
    static func expectActing(from start: InteractiveState, on frame: Frame, exactlyOn keymap: Keymap<InteractiveAction>) {
        for key in keys {
            var state = start
            let commands = state.update(with: .key(key), in: frame, height: 8)
            let bound = InteractiveKeys.anywhere.action(for: key) ?? keymap.action(for: key)
            #expect((state != start || !commands.isEmpty) == (bound != nil), "\(key.shownName): bound, or acting, but not both")
        }
    }

    @Test func runIsMenuActsOnExactlyTheKeysOfItsKeymaps() {
        let (frame, start) = Self.menu()
        Self.expectActing(from: start, on: frame, exactlyOn: InteractiveKeys.menu)
    }

    @Test func runIsSearchLineActsOnExactlyTheKeysOfItsKeymaps() {
        let (frame, menu) = Self.menu()
        var start = menu
        for key in [Key.character("/")] + "ab cd".map(Key.character) + [.left, .left, .ctrl("w"), .ctrl("y"), .right] {
            start.update(with: .key(key), in: frame, height: 8)
        }
        #expect(start.typingQuery && start.query == "ab cd" && start.search.cursor == 4)
        Self.expectActing(from: start, on: frame, exactlyOn: InteractiveKeys.searchLine)
    }

    @Test func runIsKeysThatWorkAnywhereHideNoneOfTheOthers() {
        let anywhere = InteractiveKeys.anywhere.keys
        #expect(anywhere.isDisjoint(with: InteractiveKeys.menu.keys) && anywhere.isDisjoint(with: InteractiveKeys.searchLine.keys))
        #expect(Set(InteractiveKeys.ownCharacters.keys) == ["j", "k", "g", "G", "q", "/", "'", " "])
        #expect(InteractiveKeys.ownCharacters["j"] == "moves down")
        for key in InteractiveKeys.reminded.flatMap(\.keys) {
            #expect(InteractiveKeys.menu.action(for: key) ?? InteractiveKeys.anywhere.action(for: key) != nil,
                    "the status line reminds of \(key.shownName), which is not bound")
        }
        #expect(InteractiveKeys.reminder(pane: true) == "j/k move  enter tap  / search  ' jump  esc back/cancel  q quit  Ctrl-/ pane")
    }

    @Test func pickActsOnExactlyTheKeysOfItsKeymap() {
        var options = PickerOptions()
        options.multi = 0
        options.pane = PaneWindow(); options.paneCommand = "cat {}"
        options.history = ["older"]
        var picker = PickerStateTests.Picker(options, query: "ab cd")
        picker.press(.left, .left, .ctrl("w"), .ctrl("y"), .right, .up, .up)
        picker.send(.paneFilled(picker.state.pane.key!, ANSIText.lines((1...30).map(String.init).joined(separator: "\n")),
                                finished: true))
        picker.press(.shiftDown)
        let start = picker
        #expect(start.state.cursor == 2 && start.state.query.cursor == 4 && start.state.pane.scroll == 1)
        var recalled = start
        recalled.press(.ctrl("p"))
        for key in Self.keys {
            let acts = [start, recalled].contains { start in
                var picker = start
                let commands = picker.press(key)
                return picker.state != start.state || !commands.isEmpty
            }
            #expect(acts == (PickerKeys.keymap.action(for: key) != nil), "\(key.shownName): bound, or acting, but not both")
        }
    }

    @Test func pickLeavesTheQueryLineTheKeysItDoesNotTake() {
        #expect(PickerKeys.keymap.action(for: .ctrl("k")) == .up, "fzf's: Ctrl-K moves")
        #expect(PickerKeys.keymap.action(for: .ctrl("a")) == .edit(.start))
        #expect(PickerKeys.table.sections.map(\.title) == [nil, "The query line"])
        #expect(!PickerKeys.table.sections[1].rows.contains { $0.keys.contains("Ctrl-K") || $0.keys.contains("Ctrl-D") })
    }
}
