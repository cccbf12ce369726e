import MenuTerminal
import MenuRender
import TextCore

/// One line of text being typed, with a cursor: the interactive view's search line, the
/// picker's query.
///
/// Editing keys are a shell's (readline's, as fzf has them), in ``keymap``: Left/Right (Ctrl-B/F)
/// move, Alt-B/F and Shift-Left/Right move by words, Home/End (Ctrl-A/E) go to either end,
/// Backspace deletes before the cursor, Delete (Ctrl-D) under it, Ctrl-U everything before it,
/// Ctrl-K everything after it, Ctrl-W back to the space before the cursor's word, Alt-Backspace
/// the word before it, Alt-D the word after it; Ctrl-Y puts back what the last of those deleted.
/// Words are runs of letters and digits, or with ``Words/pathParts`` what lies between slashes
/// (fzf's `--filepath-word`). A paste is inserted as one line: line breaks and
/// tabs become spaces, other control characters are dropped.
///
///     var field = TextField("jo")
///     field.edit(.left)
///     field.edit(.character("h"))   // field.text == "jho", the cursor after "h"
public struct TextField: Equatable, Sendable {
    public private(set) var characters: [Character]
    /// How many characters are before the cursor.
    public private(set) var cursor: Int
    /// What the last deleting edit (Ctrl-U, Ctrl-K, Ctrl-W, Alt-Backspace, Alt-D) deleted, for Ctrl-Y.
    public private(set) var killed: [Character] = []

    /// A field holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }

    /// What an editing key does.
    public enum Edit: Hashable, Sendable {
        case left, right, wordLeft, wordRight, start, end
        case deleteBackward, deleteForward, deleteToStart, deleteToEnd, deleteWordBackward, deleteWordForward
        /// Delete back to the whitespace before the cursor's word (readline's `unix-word-rubout`).
        case deleteToSpaceBackward
        case putBack
    }

    /// What the word keys take as a word.
    public enum Words: Sendable {
        /// A run of letters and digits (readline's, fzf's).
        case lettersAndDigits
        /// What lies between slashes (fzf's `--filepath-word`).
        case pathParts
    }

    /// The editing keys. A program that binds some of them to its own actions leaves the field
    /// the rest (``Keymap/adding(_:_:)``).
    public static let keymap = Keymap<Edit>([
        .init([.left, .ctrl("b")], .left, "a character left"),
        .init([.right, .ctrl("f")], .right, "a character right"),
        .init([.alt("b"), .shiftLeft], .wordLeft, "a word left"),
        .init([.alt("f"), .shiftRight], .wordRight, "a word right"),
        .init([.home, .ctrl("a")], .start, "to the start"),
        .init([.end, .ctrl("e")], .end, "to the end"),
        .init([.backspace], .deleteBackward, "delete the character before the cursor"),
        .init([.delete, .ctrl("d")], .deleteForward, "delete the character under the cursor"),
        .init([.ctrl("u")], .deleteToStart, "delete everything before the cursor"),
        .init([.ctrl("k")], .deleteToEnd, "delete everything after the cursor"),
        .init([.ctrl("w")], .deleteToSpaceBackward, "delete back to the space before the cursor's word"),
        .init([.altBackspace], .deleteWordBackward, "delete the word before the cursor"),
        .init([.alt("d")], .deleteWordForward, "delete the word after the cursor"),
        .init([.ctrl("y")], .putBack, "put back the text the last deleting key deleted"),
    ])

    /// Applies `key` if it is a character, a paste or an editing key of ``keymap``, and says
    /// whether it was (false leaves the field as it is).
    @discardableResult
    public mutating func edit(_ key: Key) -> Bool {
        if let edit = Self.keymap.action(for: key) {
            apply(edit)
            return true
        }
        return type(key)
    }

    /// Inserts a character or a paste (as one line); false for any other key.
    @discardableResult
    public mutating func type(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert([character])
        case .paste(let text): insert(Self.oneLine(text))
        default: return false
        }
        return true
    }

    /// Does `edit`, the word keys taking `words` as words.
    public mutating func apply(_ edit: Edit, words: Words = .lettersAndDigits) {
        switch edit {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .start: cursor = 0
        case .end: cursor = characters.count
        case .deleteBackward:
            guard cursor > 0 else { break }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .deleteForward:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .deleteToStart:
            kill(0..<cursor)
        case .deleteToEnd:
            kill(cursor..<characters.count)
        case .deleteWordBackward:
            kill(wordStart(words)..<cursor)
        case .deleteToSpaceBackward:
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            kill(start..<cursor)
        case .deleteWordForward:
            kill(cursor..<wordEnd(words))
        case .putBack:
            insert(killed)
        case .wordLeft:
            cursor = wordStart(words)
        case .wordRight:
            cursor = wordEnd(words)
        }
    }

    /// Deletes `range`, keeping it for Ctrl-Y; the cursor goes to where it started.
    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killed = Array(characters[range])
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    /// Where the word before the cursor starts.
    private func wordStart(_ words: Words) -> Int {
        var start = cursor
        while start > 0, !Self.isWord(characters[start - 1], words) { start -= 1 }
        while start > 0, Self.isWord(characters[start - 1], words) { start -= 1 }
        return start
    }

    /// Where the word after the cursor ends.
    private func wordEnd(_ words: Words) -> Int {
        var end = cursor
        while end < characters.count, !Self.isWord(characters[end], words) { end += 1 }
        while end < characters.count, Self.isWord(characters[end], words) { end += 1 }
        return end
    }

    private static func isWord(_ character: Character, _ words: Words) -> Bool {
        switch words {
        case .lettersAndDigits: character.isLetter || character.isNumber
        case .pathParts: character != "/"
        }
    }

    private mutating func insert(_ inserted: [Character]) {
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// Pasted text as one line: trailing line breaks dropped, the others and tabs made spaces,
    /// other control characters removed.
    static func oneLine(_ text: String) -> [Character] {
        var line = Array(text)
        while let last = line.last, last.isNewline { line.removeLast() }
        return line.compactMap { character in
            if character.isNewline || character == "\t" { return " " }
            return character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : character
        }
    }

    /// What shows in `width` cells, and the cell the cursor is on in it. A line too long to fit
    /// scrolls so the cursor is in view, with a little of what follows it, and "…" marks each
    /// side that was cut: at the end of a long line, its end shows.
    ///
    ///     TextField("a long query").visible(inCells: 8)   // ("… query", 7): the cursor after "y"
    public func visible(inCells width: Int) -> (text: String, cursor: Int) {
        guard width > 1 else { return ("", 0) }
        let before = String(characters[..<cursor]), after = String(characters[cursor...])
        let beforeWidth = before.cellWidth, afterWidth = after.cellWidth
        if beforeWidth + afterWidth < width { return (text, beforeWidth) }
        let budget = width - max(1, min(afterWidth, (width - 1) / 3))   // leave a cell for the cursor
        let shownBefore = beforeWidth <= budget ? before : "…" + Self.tail(of: before, inCells: budget - 1)
        let shownBeforeWidth = shownBefore.cellWidth
        return (shownBefore + after.truncated(toCells: width - shownBeforeWidth), shownBeforeWidth)
    }

    /// The longest end of `text` that fits `width` cells.
    private static func tail(of text: String, inCells width: Int) -> String {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            used += text[previous].cellWidth
            if used > width { break }
            start = previous
        }
        return String(text[start...])
    }
}
