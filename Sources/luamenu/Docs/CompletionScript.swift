/// Shell completion for luamenu, written from the commands' option tables: commands, their
/// options, and the options' values (see ``ValueKind``).
///
///     CompletionScript.text(for: .bash, pages: HelpText.pages)   // "# bash completion for luamenu …"
enum CompletionScript {
    /// A shell luamenu writes completion for.
    enum Shell: String, CaseIterable, Equatable, Sendable {
        case bash, zsh, fish
    }

    /// The script for `shell`, completing the commands of `pages` and the global options.
    static func text(for shell: Shell, pages: [any HelpPage]) -> String {
        switch shell {
        case .bash: BashCompletion.script(pages: pages, global: HelpText.globalOptions)
        case .zsh: ZshCompletion.script(pages: pages, global: HelpText.globalOptions)
        case .fish: FishCompletion.script(pages: pages, global: HelpText.globalOptions)
        }
    }

    /// The first sentence of `help`, for a one-line description: what comes before the first
    /// ". ", "; " or ": " outside parentheses ("Tap PATH, ids or titles joined by '/': …"
    /// becomes "Tap PATH, ids or titles joined by '/'").
    static func summary(_ help: String) -> String {
        var depth = 0
        var previous: Character = " "
        var text = ""
        for character in help {
            if character == " ", depth == 0, ".;:".contains(previous) {
                text.removeLast()
                return text
            }
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            text.append(character)
            previous = character
        }
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    /// The words a kind completes to, when it is a list of words.
    static func words(of kind: ValueKind, pages: [any HelpPage]) -> [String]? {
        switch kind {
        case .choices(let words): words
        case .command: pages.map(\.name)
        case .text, .file, .directory: nil
        }
    }
}
