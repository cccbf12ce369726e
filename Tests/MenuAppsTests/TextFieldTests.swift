import Testing
@testable import MenuApps
import MenuTerminal

/// The search line: a shell's editing keys, pastes as one line, and a view that follows the cursor.
@Suite struct TextFieldTests {
    /// `text` typed key by key, then `keys`.
    static func field(_ text: String, _ keys: [Key] = []) -> TextField {
        var field = TextField()
        for character in text { field.edit(.character(character)) }
        for key in keys { field.edit(key) }
        return field
    }

    @Test func charactersAreInsertedAtTheCursor() {
        let field = Self.field("jo", [.left, .character("h"), .end, .character("n")])
        #expect(field.text == "jhon")
        #expect(field.cursor == 4)
    }

    @Test func theCursorMovesAndStopsAtTheEnds() {
        #expect(Self.field("abc", [.left, .left, .left, .left]).cursor == 0)
        #expect(Self.field("abc", [.home, .right, .right, .right, .right]).cursor == 3)
        #expect(Self.field("abc", [.ctrl("a")]).cursor == 0)
        #expect(Self.field("abc", [.ctrl("a"), .ctrl("e")]).cursor == 3)
        #expect(Self.field("abc", [.ctrl("b"), .ctrl("b"), .ctrl("f")]).cursor == 2)
    }

    @Test func backspaceAndDeleteRemoveBeforeAndUnderTheCursor() {
        #expect(Self.field("abc", [.left, .backspace]).text == "ac")
        #expect(Self.field("abc", [.home, .backspace]).text == "abc")
        #expect(Self.field("abc", [.home, .delete]).text == "bc")
        #expect(Self.field("abc", [.delete]).text == "abc", "nothing under a cursor at the end")
        #expect(Self.field("abc", [.left, .ctrl("d")]).text == "ab")
    }

    @Test func wordsMoveAndKillAndCtrlYPutsBackWhatWasKilled() {
        #expect(Self.field("foo bar-baz", [.alt("b")]).cursor == 8)
        #expect(Self.field("foo bar-baz", [.alt("b"), .alt("b")]).cursor == 4)
        #expect(Self.field("foo bar-baz", [.shiftLeft, .shiftLeft, .shiftLeft, .shiftRight]).cursor == 3)
        #expect(Self.field("foo bar", [.home, .alt("f")]).cursor == 3)
        let killed = Self.field("foo bar", [.home, .alt("d")])
        #expect(killed.text == " bar" && killed.cursor == 0)
        #expect(Self.field("foo bar", [.ctrl("w"), .home, .ctrl("y")]).text == "barfoo ")
        #expect(Self.field("ab", [.ctrl("y")]).text == "ab", "nothing killed yet")
    }

    @Test func controlUKAndWKillBeforeAfterAndTheWordBefore() {
        let middle: [Key] = [.left, .left, .left, .left]   // "hello big w|orld"
        #expect(Self.field("hello big world", middle + [.ctrl("u")]).text == "orld")
        #expect(Self.field("hello big world", middle + [.ctrl("u")]).cursor == 0)
        #expect(Self.field("hello big world", middle + [.ctrl("k")]).text == "hello big w")
        #expect(Self.field("hello big world", middle + [.ctrl("w")]).text == "hello big orld")
        #expect(Self.field("hello big world ", [.ctrl("w")]).text == "hello big ", "spaces before the cursor go with the word")
        #expect(Self.field("한글 검색", [.ctrl("w"), .ctrl("w")]).text == "")
    }

    @Test func altBackspaceKillsBackToTheWordsStartAndCtrlWBackToASpace() {
        let beforeR = Array(repeating: Key.left, count: 6)   // "(foov|r) bar", as in fzf's own test
        #expect(Self.field("(foovr) bar", beforeR + [.altBackspace]).text == "(r) bar")
        #expect(Self.field("(foovr) bar", beforeR + [.ctrl("w")]).text == "r) bar")
        #expect(Self.field("foo-bar", [.altBackspace, .ctrl("y"), .ctrl("y")]).text == "foo-barbar", "Ctrl-Y puts it back")
    }

    @Test func pathPartsAreWordsWithFilepathWord() {
        var field = TextField("--/foo bar/foo-bar/baz")
        for edit: TextField.Edit in [.wordLeft, .wordLeft, .wordLeft] { field.apply(edit, words: .pathParts) }
        #expect(field.cursor == 3, "at the start of 'foo bar'")
        field.apply(.deleteWordForward, words: .pathParts)
        #expect(field.text == "--//foo-bar/baz")
        field.apply(.wordRight, words: .pathParts)
        field.apply(.deleteWordBackward, words: .pathParts)
        #expect(field.text == "--///baz", "fzf's own test of --filepath-word")
        var letters = TextField("--/foo bar/foo-bar/baz")
        letters.apply(.deleteWordBackward)
        #expect(letters.text == "--/foo bar/foo-bar/", "without it, letters and digits make words")
    }

    @Test func otherKeysAreNotEdits() {
        var field = Self.field("ab")
        let edited = [Key.enter, .escape, .up, .tab, .ctrl("c")].map { field.edit($0) }
        #expect(edited == [false, false, false, false, false])
        #expect(field == Self.field("ab"))
    }

    @Test func aPasteIsInsertedAsOneLine() {
        let field = Self.field("ab", [.left, .paste("x\r\ny\tz\u{1B}[A\u{7}\n\n")])
        #expect(field.text == "ax y z[Ab")
        #expect(field.cursor == 8)
    }

    @Test func aShortLineShowsWhole() {
        let field = Self.field("김선빈", [.left])
        #expect(field.visible(inCells: 20) == ("김선빈", 4))
    }

    @Test func aLongLineShowsTheCursorsEnd() {
        let field = Self.field("a long query")
        #expect(field.visible(inCells: 8) == ("… query", 7))
        #expect(field.visible(inCells: 13) == ("a long query", 12))
        #expect(field.visible(inCells: 12) == ("…long query", 11), "the cursor after the end needs a cell")
    }

    @Test func aCursorInsideALongLineShowsSomeOfWhatFollows() {
        let field = Self.field("abcdefghijklmnopqrstuvwxyz", Array(repeating: .left, count: 10))   // before "q"
        let (text, cursor) = field.visible(inCells: 10)
        #expect(text == "…klmnopqr…")
        #expect(Array(text)[cursor] == "q", "the cursor is on its character")
        let start = Self.field("abcdefghijklmnopqrstuvwxyz", [.home]).visible(inCells: 10)
        #expect(start == ("abcdefghi…", 0))
    }

    @Test func wideCharactersAreCountedInCells() {
        let field = Self.field("가나다라마바사")   // 14 cells
        let (text, cursor) = field.visible(inCells: 8)
        #expect(text == "…마바사")
        #expect(cursor == 7)
    }
}
