/// The completion script for bash (`luamenu completion bash`): a `_luamenu` function that
/// finds the command among the words typed, then completes its options, an option's value,
/// or the command's operands.
enum BashCompletion {
    static func script(pages: [any HelpPage], global: [OptionEntry]) -> String {
        let commands = pages.map(\.name) + global.flatMap(\.names)
        var text = """
            # bash completion for luamenu, written by `luamenu completion bash` from its option tables.
            # Load it with: source <(luamenu completion bash)
            _luamenu() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command= i
                if [[ $prev == = && $COMP_CWORD -ge 2 ]]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi
                [[ $cur == = ]] && cur=
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case ${COMP_WORDS[i]} in
                        -*) ;;
                        *) command=${COMP_WORDS[i]}; break ;;
                    esac
                done
                case $command in
                    '')
                        COMPREPLY=($(compgen -W \(quoted(commands)) -- "$cur"))
                        ;;

            """
        for page in pages {
            text += "        \(page.name))\n"
            let valued = page.entries.filter { $0.value != nil }
            if !valued.isEmpty {
                text += "            case $prev in\n"
                for option in valued {
                    text += "                \(option.names.joined(separator: "|"))) \(complete(option.kind, pages: pages)); return ;;\n"
                }
                text += "            esac\n"
            }
            let names = page.entries.flatMap(\.names)
            text += "            if [[ $cur == [-+]* ]]; then\n"
            text += "                COMPREPLY=($(compgen -W \(quoted(names)) -- \"$cur\"))\n"
            if let operand = page.operand {
                text += "            else\n                \(complete(operand, pages: pages))\n"
            }
            text += "            fi\n            ;;\n"
        }
        text += """
                esac
            }
            complete -F _luamenu luamenu

            """
        return text
    }

    /// The command that fills COMPREPLY with what `kind` completes to.
    private static func complete(_ kind: ValueKind, pages: [any HelpPage]) -> String {
        if let words = CompletionScript.words(of: kind, pages: pages) {
            return "COMPREPLY=($(compgen -W \(quoted(words)) -- \"$cur\"))"
        }
        switch kind {
        case .file(let ext?):
            return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -X '!*.\(ext)' -- \"$cur\") $(compgen -d -- \"$cur\"))"
        case .file(nil):
            return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directory:
            return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .text, .choices, .command:
            return "COMPREPLY=()"
        }
    }

    /// The words as one single-quoted shell word.
    private static func quoted(_ words: [String]) -> String {
        "'" + words.joined(separator: " ") + "'"
    }
}
