import MenuTerminal

/// Keys by the names fzf gives them (`--expect ctrl-d,alt-x,f1`): `ctrl-a`…`ctrl-z`,
/// `ctrl-space`, `ctrl-/`, `alt-a`…, `f1`…`f12`, `enter`, `space`, `tab`, `btab`, `esc`,
/// `bspace`, `alt-bs`, `del`, `up`, `down`, `left`, `right`, `home`, `end`, `pgup`, `pgdn`,
/// `shift-up`…, and any one printable character.
extension Key {
    /// The key `name` names, nil when it names none.
    ///
    ///     Key(name: "ctrl-d")   // .ctrl("d")
    public init?(name: String) {
        let lower = name.lowercased()
        if let key = Self.named[lower] {
            self = key
        } else if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isLetter, letter.isASCII {
            self = letter == "j" ? .ctrl("j") : letter == "m" ? .enter : letter == "i" ? .tab : letter == "h" ? .backspace : .ctrl(letter)
        } else if lower.hasPrefix("ctrl-alt-"), lower.count == 10, let letter = lower.last, letter.isLetter, letter.isASCII {
            self = .ctrlAlt(letter)
        } else if lower.hasPrefix("alt-"), name.count == 5, let character = name.last, character.isASCII, !character.isWhitespace {
            self = .alt(character)
        } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            self = .function(number)
        } else if name.count == 1, let character = name.first, !character.isWhitespace,
                  !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            self = .character(character)
        } else {
            return nil
        }
    }

    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "space": .character(" "), "tab": .tab, "btab": .backTab,
        "shift-tab": .backTab, "esc": .escape, "bspace": .backspace, "bs": .backspace, "del": .delete,
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown, "page-down": .pageDown, "insert": .insert,
        "shift-up": .shiftUp, "shift-down": .shiftDown, "shift-left": .shiftLeft, "shift-right": .shiftRight,
        "ctrl-space": .ctrl("@"), "ctrl-/": .ctrl("_"), "ctrl-_": .ctrl("_"), "ctrl-\\": .ctrl("\\"),
        "ctrl-]": .ctrl("]"), "ctrl-^": .ctrl("^"), "alt-bs": .altBackspace, "alt-bspace": .altBackspace,
        "alt-up": .altUp, "alt-down": .altDown, "alt-left": .altLeft, "alt-right": .altRight,
        "alt-shift-up": .altShiftUp, "alt-shift-down": .altShiftDown, "alt-shift-left": .altShiftLeft,
        "alt-shift-right": .altShiftRight, "shift-alt-up": .altShiftUp, "shift-alt-down": .altShiftDown,
        "shift-alt-left": .altShiftLeft, "shift-alt-right": .altShiftRight, "alt-enter": .ctrlAlt("m"),
        "alt-return": .ctrlAlt("m"),
    ]
}
