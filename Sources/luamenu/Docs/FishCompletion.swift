/// The completion script for fish (`luamenu completion fish`): one `complete` line per
/// command and per option, each conditioned on the command typed so far.
enum FishCompletion {
    static func script(pages: [any HelpPage], global: [OptionEntry]) -> String {
        var text = """
            # fish completion for luamenu, written by `luamenu completion fish` from its option tables.
            # Load it with: luamenu completion fish | source
            function __luamenu_command --description 'The luamenu command typed so far'
                for word in (commandline -opc)[2..-1]
                    switch $word
                        case '-*'
                        case '*'
                            echo $word
                            return 0
                    end
                end
                return 1
            end
            function __luamenu_command_is --description 'Whether the luamenu command typed so far is $argv[1]'
                set -l command (__luamenu_command)
                test "$command" = $argv[1]
            end
            complete -c luamenu -f

            """
        let none = "'not __luamenu_command >/dev/null'"
        for option in global { text += line(option, condition: none, pages: pages) }
        for page in pages {
            text += "complete -c luamenu -n \(none) -a \(page.name) -d \(quoted(CompletionScript.summary(page.summary)))\n"
        }
        for page in pages {
            let condition = "'__luamenu_command_is \(page.name)'"
            for option in page.entries { text += line(option, condition: condition, pages: pages) }
            if let operand = page.operand {
                text += "complete -c luamenu -n \(condition)\(arguments(operand, pages: pages))\n"
            }
        }
        return text
    }

    /// The `complete` line of one option: `-s i -l interactive`, with what its value completes to.
    private static func line(_ option: OptionEntry, condition: String, pages: [any HelpPage]) -> String {
        var text = "complete -c luamenu -n \(condition)"
        for name in option.names where name.hasPrefix("-") {   // fish completes no `+s` (fzf's spellings)
            text += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
        }
        if option.value != nil { text += arguments(option.kind, pages: pages) }
        return text + " -d \(quoted(CompletionScript.summary(option.help)))\n"
    }

    /// What a value of `kind` completes to: ` -x -a 'text ansi json'`, ` -r -F` for files.
    private static func arguments(_ kind: ValueKind, pages: [any HelpPage]) -> String {
        if let words = CompletionScript.words(of: kind, pages: pages) {
            return " -x -a " + quoted(words.joined(separator: " "))
        }
        switch kind {
        case .file(let ext?): return " -x -a '(__fish_complete_suffix .\(ext))'"
        case .file(nil): return " -r -F"
        case .directory: return " -x -a '(__fish_complete_directories)'"
        case .text, .choices, .command: return " -x"
        }
    }

    /// `text` as one single-quoted fish word.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
