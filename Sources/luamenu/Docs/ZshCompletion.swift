/// The completion script for zsh (`luamenu completion zsh`): `_arguments` specs for the
/// global options and for each command's options and operands, described by the first
/// sentence of their help.
enum ZshCompletion {
    static func script(pages: [any HelpPage], global: [OptionEntry]) -> String {
        var text = """
            #compdef luamenu
            # zsh completion for luamenu, written by `luamenu completion zsh` from its option tables.
            # Load it with: source <(luamenu completion zsh) (after compinit), or save it as _luamenu in $fpath.
            _luamenu() {
                local curcontext=$curcontext state line
                typeset -A opt_args
                _arguments -C \\

            """
        for option in global { text += "        \(spec(option, pages: pages, exclusive: true)) \\\n" }
        text += """
                    '1: :->command' \\
                    '*:: :->argument'
                case $state in
                    command)
                        local -a commands
                        commands=(

            """
        for page in pages {
            text += "                \(quoted(page.name + ":" + CompletionScript.summary(page.summary)))\n"
        }
        text += """
                        )
                        _describe -t commands 'luamenu command' commands
                        ;;
                    argument)
                        curcontext=${curcontext%:*:*}:luamenu-$line[1]:
                        case $line[1] in

            """
        for page in pages {
            text += "                    \(page.name))\n                        _arguments \\\n"
            let specs = page.entries.map { spec($0, pages: pages, exclusive: false) }
                + (page.operand.map { [quoted("*:operand:" + action($0, pages: pages))] } ?? [])
            text += specs.map { "                            " + $0 }.joined(separator: " \\\n") + "\n                        ;;\n"
        }
        text += """
                        esac
                        ;;
                esac
            }

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _luamenu "$@"
            else
                compdef _luamenu luamenu
            fi

            """
        return text
    }

    /// One option's `_arguments` spec: `'(-i --interactive)'{-i,--interactive}'[Show …]'`,
    /// `'*--tap=[Tap PATH …]:PATH: '`; `exclusive` ones end the command line (`--help`).
    private static func spec(_ option: OptionEntry, pages: [any HelpPage], exclusive: Bool) -> String {
        let description = "[" + escaped(CompletionScript.summary(option.help)) + "]"
        let value = option.value.map { "=" + description + ":" + $0 + ":" + action(option.kind, pages: pages) }
        let tail = quoted(value ?? description)
        if exclusive { return "'(- *)'{\(option.names.joined(separator: ","))}\(tail)" }
        if option.names.count == 1 { return quoted("*" + option.names[0]) + tail }
        return "'(\(option.names.joined(separator: " ")))'{\(option.names.joined(separator: ","))}\(tail)"
    }

    /// What completes a value of `kind`: a list of words, files, folders, or nothing.
    private static func action(_ kind: ValueKind, pages: [any HelpPage]) -> String {
        if let words = CompletionScript.words(of: kind, pages: pages) { return "(" + words.joined(separator: " ") + ")" }
        switch kind {
        case .file(let ext?): return "_files -g \"*.\(ext)\""
        case .file(nil): return "_files"
        case .directory: return "_files -/"
        case .text, .choices, .command: return " "
        }
    }

    /// Text inside an `_arguments` description: brackets and colons escaped.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "[]:\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` as one single-quoted zsh word.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
