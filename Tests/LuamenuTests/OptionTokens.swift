/// The option names (`-i`, `--tap`, fzf's `+s`) written in a text: words that start with one
/// or two dashes (or a plus) and a letter, standing alone (not inside a word such as
/// `luamenu-bench`, `Ctrl-C` or `select-all+accept`).
enum OptionTokens {
    static func names(in text: String) -> Set<String> {
        Set(text.matches(of: /(?:^|[\s\[(,'"|={])((?:--?|\+)(?:[a-zA-Z][a-zA-Z0-9-]*|[0-9](?![0-9])))/.anchorsMatchLineEndings()).map { String($0.1) })
    }
}
