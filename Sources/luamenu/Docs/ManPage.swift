import MenuLua

/// The manual page luamenu(1), in roff (`luamenu help --man`): every command, its options,
/// the keys of the full-screen views, the environment and the exit statuses, written from the
/// same tables as the help pages, the parser and the completions.
enum ManPage {
    /// The page, for `man -l -`.
    static var text: String { page(pages: HelpText.pages) }

    /// Commands a reader tries first, each with what it does; every one runs in the
    /// repository's root, on its examples.
    static let examples: [(command: String, does: String)] = [
        ("luamenu run examples/tigers.lua", "Draw the KIA Tigers roster once, as text."),
        ("luamenu run examples/regions.lua --tap region/서울 --tap region/서울/강남",
         "Expand 서울 and pick 강남, then draw the menu."),
        ("luamenu run examples/cars.lua --format json", "Print the JSON view model a front end draws."),
        ("luamenu run examples/settings.lua -i", "Use a menu with the keyboard; print what was chosen."),
        ("luamenu pick --filter ㅅㅇ < examples/data/branches.txt", "Print the lines that match ㅅㅇ, best first."),
        ("git branch --format='%(refname:short)' | luamenu pick", "Pick a branch on the terminal."),
        ("luamenu check examples/*.lua", "Report mistakes in scripts, with file and line."),
        ("luamenu test examples", "Compare the examples' snapshots."),
        ("luamenu help --man | man -l -", "Read this page."),
        ("source <(luamenu completion bash)", "Complete luamenu's commands and options in bash."),
    ]

    static func page(pages: [any HelpPage]) -> String {
        var text = """
            .\\" luamenu(1), written by `luamenu help --man` from the option tables; do not edit.
            .TH LUAMENU 1 "" "luamenu \(LuamenuVersion.current)" "User Commands"
            .nh
            .SH NAME
            luamenu \\- menus written as Lua scripts, run and drawn on a terminal
            .SH SYNOPSIS

            """
        text += pages.map { synopsis($0.usage) }.joined() + synopsis(["--version"])
        text += section("DESCRIPTION") + Roff.text(description, indentedIsVerbatim: true)
        text += section("COMMANDS")
        text += pages.map { ".TP\n.B \($0.name)\n" + Roff.escaped($0.summary) + "\n" }.joined()
        text += section("OPTIONS") + Roff.text("""
            Options come before or after the operands; an option's value is the next word or \
            follows '=' (--width=60); -- ends the options. The options of luamenu itself:
            """, indentedIsVerbatim: false)
        text += HelpText.globalOptions.map(option).joined()
        for page in pages { text += command(page) }
        text += section("KEYS") + Roff.text("The full-screen views read these keys from the terminal.",
                                            indentedIsVerbatim: false)
        text += subsection("run \\-i") + KeyBindings.roff(KeyBindings.run, note: KeyBindings.runNote)
        text += subsection("pick") + KeyBindings.roff(KeyBindings.pick)
        text += section("ENVIRONMENT") + HelpText.environment.map { ".TP\n.B \($0.name)\n" + Roff.escaped($0.meaning) + "\n" }.joined()
        text += section("EXIT STATUS") + HelpText.exitStatus.map { row((String($0.code), $0.meaning)) }.joined()
        text += section("EXAMPLES") + examples.map {
            ".PP\n" + Roff.escaped($0.does) + "\n.RS 4\n.nf\n" + Roff.escaped($0.command) + "\n.fi\n.RE\n"
        }.joined()
        text += section("SEE ALSO") + """
            .BR lua (1),
            .BR fzf (1).
            The manual of the Lua API, the view model and the design: docs/manual.md, docs/tutorial.md,
            docs/design.md and docs/view\\-model.schema.json in luamenu's source.

            """
        return text
    }

    /// What luamenu is, before the commands.
    static let description = """
        luamenu runs menus written as Lua 5.4 scripts. A script declares what the menu is: \
        sections that fold, a category picker with an exclusive "전체", filter chips, an \
        alphabet or 초성 index, labels that change with the data. luamenu holds the menu's \
        state, applies taps (a tap is a path of ids: outfield/나성범), calls the script's \
        functions, and draws the menu as plain text, as ANSI colour, or as a JSON view model \
        for another front end.

        Scripts run in a sandbox, under a time and a memory limit (see run's options). The \
        commands below run a script once, full-screen, at a prompt or as a server for another \
        program; pick is a picker for the shell that needs no script.
        """

    /// A command's subsection of OPTIONS: its usage, what it does, its options, the sections
    /// of its help page but the keys (under KEYS), its exit statuses.
    private static func command(_ page: any HelpPage) -> String {
        var text = subsection("luamenu " + page.name) + synopsis(page.usage)
        text += Roff.text(page.description, indentedIsVerbatim: true)
        text += page.entries.map(option).joined()
        for section in page.extraSections where !section.title.hasPrefix("KEYS") {
            text += ".PP\n.B " + Roff.escaped(section.title.capitalized) + "\n" + Roff.text(section.text, indentedIsVerbatim: false)
        }
        text += ".PP\n.B Exit status\n" + page.exitStatuses.map { row((String($0.code), $0.meaning)) }.joined()
        return text
    }

    /// Usage lines (a line that starts with spaces continues the one before) as synopses:
    /// `luamenu` bold, the rest wrapped under it, never inside a bracket (`[--tap PATH]`).
    private static func synopsis(_ usage: [String]) -> String {
        var commands: [String] = []
        for line in usage {
            if line.hasPrefix(" "), !commands.isEmpty {
                commands[commands.count - 1] += " " + line.trimmingPrefix(while: { $0 == " " })
            } else {
                commands.append(line)
            }
        }
        return commands.map { command in
            var depth = 0
            var words = ""
            for character in command {
                if character == "[" { depth += 1 }
                if character == "]" { depth -= 1 }
                words += character == " " && depth > 0 ? "\u{1}" : String(character)
            }
            return ".SY luamenu\n" + Roff.escaped(words).replacing("\u{1}", with: "\\~") + "\n.YS\n"
        }.joined()
    }

    /// An option as a `.TP` entry: its names bold, its value's placeholder in italics.
    private static func option(_ option: OptionEntry) -> String {
        let names = option.names.map { "\\fB" + Roff.escaped($0) + "\\fR" }.joined(separator: ", ")
        let value = option.value.map { " \\fI" + Roff.escaped($0) + "\\fR" }
            ?? option.optionalValue.map { "[=\\fI" + Roff.escaped($0) + "\\fR]" } ?? ""
        return ".TP\n" + names + value + "\n" + Roff.escaped(option.help) + "\n"
    }

    private static func row(_ row: (String, String)) -> String {
        ".TP\n" + Roff.escaped(row.0) + "\n" + Roff.escaped(row.1) + "\n"
    }

    private static func section(_ title: String) -> String { ".SH \(title)\n" }

    private static func subsection(_ title: String) -> String { ".SS \"\(title)\"\n" }
}

extension String {
    /// The title with its first letter upper-case and the rest lower-case: "KEYS (with -i)" → "Keys (with -i)".
    fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst().lowercased() }
}
