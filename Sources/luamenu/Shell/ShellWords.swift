/// A line of options split into words as a POSIX shell splits them, without expanding
/// anything: blanks separate words, '…' keeps everything as it is, "…" keeps all but `\"`,
/// `\\`, `\$` and `` \` ``, and a backslash outside quotes keeps the next character. How
/// `LUAMENU_DEFAULT_OPTS` is read, as fzf reads `FZF_DEFAULT_OPTS`.
///
///     try ShellWords.split(#"--height 40% --prompt 'pick> ' --header "a b""#)
///     // ["--height", "40%", "--prompt", "pick> ", "--header", "a b"]
enum ShellWords {
    static func split(_ line: String) throws(CLIError) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?
        var characters = line[...]
        while let character = characters.popFirst() {
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case ("\"", "\\"):
                if let next = characters.first, "\"\\$`".contains(next) {
                    word.append(next)
                    characters.removeFirst()
                } else {
                    word.append(character)
                }
            case ("\"", _):
                word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, "\\"):
                if let next = characters.popFirst(), next != "\n" { word.append(next) }
                inWord = true
            case (nil, _) where character == " " || character == "\t" || character == "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if let quote { throw .usage("a \(quote) is not closed in '\(line)'", command: "pick") }
        if inWord { words.append(word) }
        return words
    }
}
