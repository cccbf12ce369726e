import Testing
@testable import MenuTerminal

@Suite("Screen diff")
struct ScreenDiffTests {
    static let size = TerminalSize(rows: 5, columns: 20)
    static let e = "\u{1B}["

    static func screen(_ lines: [String], size: TerminalSize = size, cursor: Screen.Position? = nil) -> Screen {
        Screen(size: size, lines: lines, cursor: cursor)
    }

    @Test func unchangedFrameWritesNothing() {
        let frame = Self.screen(["KIA Tigers", "", "▾ 감독", "  이범호"])
        #expect(Screen.diff(from: frame, to: frame) == "")
    }

    @Test func firstFrameClearsAndDrawsEveryLine() {
        let e = Self.e
        let frame = Self.screen(["KIA Tigers", "", "▾ 감독"])
        #expect(Screen.diff(from: nil, to: frame) == "\(e)0m\(e)H\(e)2J\(e)1;1HKIA Tigers\(e)3;1H▾ 감독")
    }

    @Test func oneChangedLineRewritesOnlyThatLine() {
        let e = Self.e
        let before = Self.screen(["> 나성범", "  최원준", "  테스형"])
        let after = Self.screen(["  나성범", "> 최원준", "  테스형"])
        #expect(Screen.diff(from: before, to: after) == "\(e)1;1H\(e)K  나성범\(e)2;1H\(e)K> 최원준")
        let third = Self.screen(["  나성범", "> 최원준", "  테스형!"])
        #expect(Screen.diff(from: after, to: third) == "\(e)3;1H\(e)K  테스형!")
    }

    @Test func shorterFrameClearsTheRowsItLost() {
        let e = Self.e
        let before = Self.screen(["a", "b", "c", "d"])
        let after = Self.screen(["a", "B"])
        #expect(Screen.diff(from: before, to: after) == "\(e)2;1H\(e)KB\(e)3;1H\(e)K\(e)4;1H\(e)K")
    }

    @Test func longerFrameDrawsTheNewRows() {
        let e = Self.e
        #expect(Screen.diff(from: Self.screen(["a"]), to: Self.screen(["a", "b"])) == "\(e)2;1H\(e)Kb")
    }

    @Test func aMissingRowAndAnEmptyOneAreTheSame() {
        #expect(Screen.diff(from: Self.screen(["a", ""]), to: Self.screen(["a"])) == "")
    }

    @Test func resizeRedrawsEverything() {
        let e = Self.e
        let before = Self.screen(["a", "b"])
        let after = Self.screen(["a", "b"], size: TerminalSize(rows: 6, columns: 30))
        #expect(Screen.diff(from: before, to: after) == "\(e)0m\(e)H\(e)2J\(e)1;1Ha\(e)2;1Hb")
    }

    @Test func linesBelowTheBottomAreNotDrawn() {
        let e = Self.e
        let tall = Self.screen(["1", "2", "3", "4", "5", "6", "7"])
        #expect(Screen.diff(from: nil, to: tall) == "\(e)0m\(e)H\(e)2J" + (1...5).map { "\(e)\($0);1H\($0)" }.joined())
        let changedBelow = Self.screen(["1", "2", "3", "4", "5", "six", "seven"])
        #expect(Screen.diff(from: tall, to: changedBelow) == "")
    }

    @Test func styledLinesAreResetAfterThemselves() {
        let e = Self.e
        let before = Self.screen(["a", "b"])
        let after = Self.screen(["a", "\(e)7m b \(e)0m"])
        #expect(Screen.diff(from: before, to: after) == "\(e)2;1H\(e)K\(e)7m b \(e)0m\(e)0m")
    }

    @Test func aVisibleCursorIsPlacedAndShownThenHidden() {
        let e = Self.e
        let list = Self.screen(["a", "b"])
        let typing = Self.screen(["/h", "b"], cursor: Screen.Position(row: 0, column: 2))
        #expect(Screen.diff(from: list, to: typing) == "\(e)1;1H\(e)K/h\(e)1;3H\(e)?25h")
        let moreTyping = Self.screen(["/hi", "b"], cursor: Screen.Position(row: 0, column: 3))
        #expect(Screen.diff(from: typing, to: moreTyping) == "\(e)1;1H\(e)K/hi\(e)1;4H")
        #expect(Screen.diff(from: moreTyping, to: moreTyping) == "")
        #expect(Screen.diff(from: moreTyping, to: list) == "\(e)1;1H\(e)Ka\(e)?25l")
    }

    @Test func anInlineFrameDrawsOnlyItsRowsFromItsTop() {
        let e = Self.e
        let size = TerminalSize(rows: 2, columns: 20)
        let first = Screen(size: size, lines: ["> q", "  a"], cursor: Screen.Position(row: 0, column: 3), top: 10)
        #expect(Screen.diff(from: nil, to: first) == "\(e)0m\(e)11;1H\(e)K> q\(e)12;1H\(e)K  a\(e)11;4H\(e)?25h",
                "its rows blanked and drawn, never the screen cleared")
        let next = Screen(size: size, lines: ["> qu", "  a"], cursor: Screen.Position(row: 0, column: 4), top: 10)
        #expect(Screen.diff(from: first, to: next) == "\(e)11;1H\(e)K> qu\(e)11;5H")
        let moved = Screen(size: size, lines: ["> qu", "  a"], cursor: nil, top: 8)
        #expect(Screen.diff(from: next, to: moved).hasPrefix("\(e)0m\(e)9;1H\(e)K> qu"), "another top: drawn whole")
        #expect(moved.erase() == "\(e)0m\(e)9;1H\(e)K\(e)10;1H\(e)K\(e)9;1H", "blanked, the cursor at its start")
    }
}
