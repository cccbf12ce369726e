/// The option names (`-i`, `--tap`) written in a text: words that start with one or two dashes
/// and a letter, standing alone (not inside a word such as `luamenu-bench` or `Ctrl-C`).
enum OptionTokens {
    static func names(in text: String) -> Set<String> {
        Set(text.matches(of: /(?:^|[\s\[(,'"|={])(--?(?:[a-zA-Z][a-zA-Z0-9-]*|[0-9](?![0-9])))/.anchorsMatchLineEndings()).map { String($0.1) })
    }
}
