#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import MenuApps
import MenuLua
import MenuModel
import MenuSession
import MenuTerminal
import TextCore

/// `luamenu pick`: a ready-made picker over stdin's lines, no script needed, as fzf is, with
/// fzf's options: the lines are drawn as they arrive, typing searches (fzf's extended syntax,
/// 초성 and accents folded), Enter prints the line, Esc or Ctrl-C prints nothing (exit 130);
/// with `--filter TEXT`, no interface: the matching lines, best first (exit 1 when none).
struct PickCommand: Equatable {
    var search = SearchMode.fuzzy
    /// How the query is read: fzf's extended syntax unless `--no-extended`, plain terms exact with `--exact`.
    var syntax = SearchQuery.Syntax()
    var query = ""
    var filter: String?
    /// How the picker looks and what its keys do.
    var picker = PickerOptions()
    /// What is shown and searched of each line.
    var format = LineFormat()
    var paneCommand: String?
    /// `--height`: drawn inline, under the prompt, in this many rows (nil: full-screen).
    var height: InlineHeight?
    /// `--min-height`: the least rows a `--height` share takes.
    var minHeight = 10
    var headerLines = 0
    var read0 = false
    var print0 = false
    /// Whether the picker shows only once every line was read (`--sync`).
    var sync = false
    var printQuery = false
    var tac = false
    var sort = true
    /// `--tiebreak`: how equal scores are ordered.
    var tiebreaks: [Tiebreak] = [.length]
    /// `--scheme=history`: equal scores keep the input's order, whatever `--tiebreak` says (as in fzf).
    var historyScheme = false
    var mouse = true
    var history: String?
    var historySize = 1000
    /// `--listen`: the port of the server that takes actions (0: a free one).
    var listen: Int?

    /// `--color`, `+c`, `+2`: the theme given over fzf's base theme, and whether one was given.
    var theme = PickerTheme.empty
    var themeGiven = false
    /// `--black`, `--bold` (fzf's default), `--unicode` (fzf's default).
    var black = false
    var bold = true
    var unicode = true
    /// Whether `--separator` or `--scrollbar` was given (else `--no-unicode` makes them ASCII).
    var separatorGiven = false
    var scrollbarGiven = false
    /// `--version`: print luamenu's version and nothing else.
    var version = false

    /// The modes `--search` takes, in the order the help lists them.
    static let searchModes = ["fuzzy", "choseong", "substring"]

    /// The environment variables whose options come before the command line's, in this order:
    /// fzf's own, then luamenu's (which may override fzf's).
    static let defaultOptionsVariables = ["FZF_DEFAULT_OPTS", "LUAMENU_DEFAULT_OPTS"]

    /// Parses the arguments after `pick`, after the options in `FZF_DEFAULT_OPTS` and then
    /// `LUAMENU_DEFAULT_OPTS` (each split into words as a shell does), later options overriding
    /// earlier ones; nil when they ask for the help.
    static func parse(_ arguments: [String],
                      defaults: [String: String] = Output.environment(defaultOptionsVariables)) throws(CLIError) -> PickCommand? {
        var command = PickCommand()
        for variable in defaultOptionsVariables {
            guard let text = defaults[variable], !text.allSatisfy(\.isWhitespace) else { continue }
            do {
                guard let parsed = try spec.parse(try ShellWords.split(text), into: command) else { return nil }
                command = parsed
            } catch {
                throw .usage("in \(variable): \(error.message)", command: "pick")
            }
        }
        guard var parsed = try spec.parse(arguments, into: command) else { return nil }
        parsed.syntax.pieced = parsed.format.pieced
        return parsed
    }

    /// fzf's layouts.
    static let layouts = ["default", "reverse", "reverse-list"]

    /// fzf's border styles.
    static let borders = BorderShape.allCases.map(\.rawValue)

    /// Field ranges read from `name`'s value.
    private static func fields(_ scanner: inout ArgumentScanner, _ name: String) throws(CLIError) -> [FieldRange] {
        let text = try scanner.value(of: name)
        guard let ranges = FieldRange.list(text) else {
            throw scanner.usage("bad \(name) '\(text)' (expected field numbers and ranges such as 1, -1, 2.., ..3, 1..3, joined by commas)")
        }
        return ranges
    }

    static let spec = CommandSpec<PickCommand>(
        name: "pick",
        usage: ["pick [--search fuzzy|choseong|substring] [--multi] [--header TEXT] [--query TEXT] [--preview CMD] …",
                "pick --filter TEXT [--search MODE]"],
        summary: "Pick a line of stdin: typing searches, Enter prints it (as fzf).",
        description: """
            Reads lines from stdin and shows them on the terminal (/dev/tty) as they arrive, so its
            answer can feed a pipeline: git switch "$(git branch | sed 's/^..//' | luamenu pick)".
            Typing searches as the menus do (fuzzy by default: fzf's scores, smart case, accents
            folded, and 초성 just work: ㅅㅇ finds 서울); the best matches come first. The query is
            fzf's extended syntax: terms separated by spaces must all match, in any order; 'term
            matches as one run, ^term at the start, term$ at the end, !term excludes, a | b is
            either (each with 초성 and accents folded: ^ㄱ finds lines that start with 김).

            Lines are printed as they were read, byte for byte. With --filter there is no
            interface: the matching lines are printed best first, as fzf --filter does.

            The command line is fzf 0.38's, read as fzf reads it: a short option's value after it
            or joined to it, short flags bundled, a number after -m, the + spellings (+s, +m),
            NAME=VALUE, fzf's no- words, the last option winning; every option of fzf's manual is
            taken, those pick doesn't do yet listed below as ignored. --bind takes fzf's key
            bindings (see BINDINGS). Options come from FZF_DEFAULT_OPTS, then LUAMENU_DEFAULT_OPTS,
            then the command line; run through a link named fzf, luamenu is pick.
            """,
        options: [
            CommandOption(["--search"], value: "MODE", kind: .choices(searchModes),
                          help: "fuzzy (default: fzf's matching and scores, 초성 too), choseong (초성 search: ㅅㅇ "
                          + "finds 서울 and 수원역) or substring (each term as one run, ignoring case). Every mode "
                          + "ranks: a better score first, then (fuzzy) the shorter line, then the input's order.") {
                command, scanner throws(CLIError) in
                command.search = SearchMode(rawValue: try scanner.choice(of: "--search", among: searchModes)) ?? .fuzzy
            },
            CommandOption(["-e", "--exact", "--extended-exact", "+e", "--no-exact"], help: "A plain term matches as "
                          + "one run (fzf's --exact); 'term then matches fuzzily. +e and --no-exact undo it.") {
                command, scanner throws(CLIError) in
                command.syntax.exact = !["+e", "--no-exact"].contains(scanner.current)
                if scanner.current == "--extended-exact" { command.syntax.extended = true }
            },
            flag(["-x", "--extended"], off: ["+x", "--no-extended"], \.syntax.extended, help: "fzf's extended syntax "
                 + "(the default); +x and --no-extended read the query as one term, spaces and ' ^ $ ! | included."),
            CommandOption(["-i", "+i"], help: "-i: case never matters; +i: it always does (by default, smart case: "
                          + "a term with an upper-case letter matches its case, as fzf does).") {
                command, scanner throws(CLIError) in
                command.syntax.caseMatching = scanner.current == "-i" ? .ignore : .respect
            },
            flag(["--literal"], off: ["--no-literal"], \.syntax.literal, help: "Leave accents as they are in fuzzy "
                 + "search (e no longer matches é), as fzf's --literal; --no-literal folds them again (the default)."),
            CommandOption(["-q", "--query"], value: "TEXT", help: "Start with TEXT typed.") { command, scanner throws(CLIError) in
                command.query = try scanner.value(of: "--query")
            },
            CommandOption(["-f", "--filter"], value: "TEXT", help: "No interface: print the lines that match TEXT, "
                          + "best first, and exit (1 when none matched). A blank TEXT prints every line.") {
                command, scanner throws(CLIError) in command.filter = try scanner.value(of: "--filter")
            },
            CommandOption(["-s", "--sort", "+s", "--no-sort"], optionalValue: "N", help: "+s and --no-sort keep "
                          + "the matches in the input's order; -s and --sort (the default) rank them.") {
                command, scanner throws(CLIError) in
                _ = scanner.optionalValue(next: isNumber)
                command.sort = !["+s", "--no-sort"].contains(scanner.current)
            },
            flag(["--tac"], off: ["--no-tac"], \.tac, help: "Read the input backwards: the last line first (among "
                 + "equal matches, and with a blank query)."),
            CommandOption(["-d", "--delimiter"], value: "STR", help: "Cut lines into fields at STR (a regular "
                          + "expression when it holds one's special characters) for --nth, --with-nth and {1}; "
                          + "by default at runs of blanks.") { command, scanner throws(CLIError) in
                let text = try scanner.value(of: "--delimiter")
                do throws(FieldDelimiterError) {
                    command.format.delimiter = try FieldDelimiter(text)
                } catch {
                    throw scanner.usage("bad --delimiter '\(text)': \(error.reason)")
                }
            },
            CommandOption(["-n", "--nth"], value: "N[,..]", help: "Search only these fields: 1 the first, -1 the "
                          + "last, 2.. from the second on, 1..3, joined by commas; a term matches within one range, as "
                          + "in fzf.") { command, scanner throws(CLIError) in
                command.format.nth = try fields(&scanner, "--nth")
            },
            CommandOption(["--with-nth"], value: "N[,..]", help: "Show (and search) only these fields; the "
                          + "whole line is still printed.") { command, scanner throws(CLIError) in
                command.format.withNth = try fields(&scanner, "--with-nth")
            },
            CommandOption(["--ansi", "--no-ansi"], help: "Draw the lines' colours (SGR sequences); they are not "
                          + "searched nor printed, and other escape sequences are dropped.") { command, scanner throws(CLIError) in
                command.format.ansi = scanner.current == "--ansi"
                command.picker.ansi = command.format.ansi
            },
            CommandOption(["--tabstop"], value: "N", help: "Draw a tab as spaces to the next multiple of N "
                          + "(default 8).") { command, scanner throws(CLIError) in
                command.picker.tabstop = try scanner.number(of: "--tabstop", in: 1...64)
            },
            flag(["--read0"], off: ["--no-read0"], \.read0, help: "Lines end with a NUL byte, not a newline: for "
                 + "names that may hold newlines."),
            flag(["--print0"], off: ["--no-print0"], \.print0, help: "End each line printed with a NUL byte, not a newline."),
            flag(["--sync"], off: ["--no-sync", "--async"], \.sync, help: "Show the picker only once every line was read: "
                 + "for a pick that reads another pick's output (a | pick -m | b | pick --sync)."),
            CommandOption(["-m", "--multi"], optionalValue: "MAX", help: "Tab marks lines (Shift-Tab too, a right "
                          + "click); Enter prints the marked ones in the order they were marked (the line under "
                          + "the cursor when none is). With MAX (-m 3, --multi=3), at most MAX.") {
                command, scanner throws(CLIError) in
                command.picker.multi = try scanner.optionalValue(next: isNumber).map { text throws(CLIError) in
                    try scanner.number(text, of: "--multi", in: 0...1_000_000)
                } ?? 0
            },
            CommandOption(["+m", "--no-multi"], help: "No marking (undoes --multi).") { command, _ throws(CLIError) in
                command.picker.multi = nil
            },
            flag(["-1", "--select-1"], off: ["+1", "--no-select-1"], \.picker.selectOne, help: "When the input has "
                 + "ended and one line matches the starting query, print it and exit at once."),
            flag(["-0", "--exit-0"], off: ["+0", "--no-exit-0"], \.picker.exitZero, help: "When the input has ended "
                 + "and no line matches the starting query, exit at once (1)."),
            flag(["--print-query"], off: ["--no-print-query"], \.printQuery, help: "Print the query first, on a line "
                 + "of its own."),
            CommandOption(["--expect"], value: "KEYS", help: "Keys that accept as Enter does, comma-separated "
                          + "(ctrl-d,alt-x,f1); the key's name is printed first (after the query), an empty line "
                          + "for Enter.") { command, scanner throws(CLIError) in
                let text = try scanner.value(of: "--expect")
                for name in text.split(separator: ",").map(String.init) {
                    guard let key = Key(name: name) else {
                        throw scanner.usage("bad --expect key '\(name)' (expected names such as ctrl-d, alt-x, f1, "
                                            + "enter, tab, esc, up, pgdn, or one character)")
                    }
                    command.picker.expect[key] = name
                }
            },
            CommandOption(["--bind"], value: "KEYS", help: "Bind keys and events to actions in fzf's language: "
                          + "KEY:ACTION pairs joined by commas, actions chained with +, an argument in parentheses "
                          + "(ctrl-a:select-all+accept, load:change-prompt(ready> ), ctrl-y:execute-silent(echo {} "
                          + "| wl-copy)). See BINDINGS below.") { command, scanner throws(CLIError) in
                let text = try scanner.value(of: "--bind")
                do throws(BindError) {
                    try PickerBindings.parse(text, into: &command.picker.bindings)
                } catch {
                    throw scanner.usage("bad --bind '\(text)': \(error.message)")
                }
            },
            CommandOption(["--toggle-sort"], value: "KEY", help: "The same as --bind KEY:toggle-sort.") {
                command, scanner throws(CLIError) in
                let name = try scanner.value(of: "--toggle-sort")
                guard let trigger = PickerTrigger(name: name) else {
                    throw scanner.usage("bad --toggle-sort key '\(name)' (expected names such as ctrl-s, alt-s, f2)")
                }
                command.picker.bindings[trigger] = [.toggleSort]
            },
            CommandOption(["--disabled", "--phony", "--enabled", "--no-phony"], help: "--disabled: the query filters "
                          + "nothing, every line stays (for a query that reload or execute reads); enable-search turns "
                          + "searching on.") { command, scanner throws(CLIError) in
                command.picker.searchEnabled = ["--enabled", "--no-phony"].contains(scanner.current)
            },
            flag(["--cycle"], off: ["--no-cycle"], \.picker.cycle, help: "Moving past the last match goes to the "
                 + "first, and back."),
            CommandOption(["--history"], value: "FILE", help: "Keep the queries accepted in FILE; Ctrl-P and Ctrl-N "
                          + "go through them (the arrows still move).") { command, scanner throws(CLIError) in
                command.history = try scanner.value(of: "--history")
            },
            CommandOption(["--history-size"], value: "N", help: "Keep the last N queries (default 1000).") {
                command, scanner throws(CLIError) in
                command.historySize = try scanner.number(of: "--history-size", in: 1...1_000_000)
            },
            CommandOption(["--layout"], value: "LAYOUT", kind: .choices(layouts), help: "default: the prompt at the "
                          + "bottom, the best match just above it; reverse: the prompt at the top, matches going "
                          + "down; reverse-list: the prompt at the bottom, matches going down from the top.") {
                command, scanner throws(CLIError) in
                command.picker.layout = PickerOptions.Layout(rawValue: try scanner.choice(of: "--layout", among: layouts)) ?? .default
            },
            CommandOption(["--reverse", "--no-reverse"], help: "The same as --layout reverse (--no-reverse: default).") {
                command, scanner throws(CLIError) in
                command.picker.layout = scanner.current == "--reverse" ? .reverse : .default
            },
            CommandOption(["--height"], value: "[~]N[%]", help: "Draw in N rows (or N% of the terminal, at least "
                          + "--min-height) under the prompt, without taking the whole screen; the rows are cleared at "
                          + "the end. ~N: at most N, fewer when the lines need fewer. 0 and 100% take the whole screen.") {
                command, scanner throws(CLIError) in
                let given = try scanner.value(of: "--height")
                let text = given.hasPrefix("~") ? String(given.dropFirst()) : given
                let percent = text.hasSuffix("%")
                guard let number = Int(percent ? String(text.dropLast()) : text), number >= 0, !percent || number <= 100 else {
                    throw scanner.usage("bad --height '\(given)' (expected rows, such as 10, or a share such as 40%, "
                                        + "either after ~)")
                }
                let fitsLines = given.hasPrefix("~")
                let whole = !fitsLines && (number == 0 || (percent && number == 100))
                command.height = whole ? nil : InlineHeight(size: percent ? .percent(number) : .rows(number), fitsLines: fitsLines)
            },
            CommandOption(["--min-height"], value: "N", help: "The least rows --height N% takes (default 10).") {
                command, scanner throws(CLIError) in
                command.minHeight = try scanner.number(of: "--min-height", in: 0...100_000)
            },
            CommandOption(["--border"], optionalValue: "STYLE", kind: .choices(borders), help:
                          "Draw a border around the picker: rounded (the default), sharp, bold, double (boxes), "
                          + "horizontal (lines above and below), top, bottom, vertical (sides), left, right, or none.") {
                command, scanner throws(CLIError) in
                let style = scanner.optionalValue(next: isFzfValue) ?? "rounded"
                guard let border = BorderShape(rawValue: style) else {
                    throw scanner.usage("bad --border '\(style)' (expected \(ValueKind.list(borders)))")
                }
                command.picker.border = border
            },
            CommandOption(["--border-label"], value: "LABEL", help: "Show LABEL on the border's line (its first line, "
                          + "colours kept).") { command, scanner throws(CLIError) in
                command.picker.borderLabel = try scanner.value(of: "--border-label")
            },
            labelPosition("--border-label-pos", \.picker.borderLabelPosition),
            CommandOption(["--preview-label"], value: "LABEL", help: "Show LABEL on the preview's border.") {
                command, scanner throws(CLIError) in command.picker.previewLabel = try scanner.value(of: "--preview-label")
            },
            labelPosition("--preview-label-pos", \.picker.previewLabelPosition),
            spacing("--margin", \.picker.margin, help: "Blank space around the border: TRBL, TB,RL, T,RL,B or T,R,B,L, "
                    + "each cells or a share of the window (10%, up to 49%)."),
            spacing("--padding", \.picker.padding, help: "Blank space inside the border, as --margin's."),
            CommandOption(["--info"], value: "STYLE", kind: .choices(["default", "inline", "hidden"]), help: "Where "
                          + "the count of matches goes: default (a line of its own), inline (after the query; "
                          + "fzf's inline:SEP too) or hidden.") { command, scanner throws(CLIError) in
                let text = try scanner.value(of: "--info")
                let style = text.hasPrefix("inline:") ? "inline" : text
                guard let info = PickerOptions.Info(rawValue: style) else {
                    throw scanner.usage("bad --info '\(text)' (expected default, inline, inline:SEPARATOR or hidden)")
                }
                command.picker.info = info
                command.picker.inlineSeparator = text.hasPrefix("inline:") ? String(text.dropFirst(7)) : " < "
            },
            CommandOption(["--separator"], value: "STR", help: "What is repeated after the count to the line's end "
                          + "(default ─).") { command, scanner throws(CLIError) in
                command.picker.separator = try scanner.value(of: "--separator")
                command.separatorGiven = true
            },
            CommandOption(["--no-separator"], help: "No line after the count.") { command, _ throws(CLIError) in
                (command.picker.separator, command.separatorGiven) = (nil, true)
            },
            CommandOption(["--scrollbar"], optionalValue: "CHAR", help: "What draws the scroll bar beside the matches "
                          + "when they are more than the rows (default │).") { command, scanner throws(CLIError) in
                let bar = scanner.optionalValue(next: { _ in false })
                (command.picker.scrollbar, command.scrollbarGiven) = (bar ?? "│", bar != nil)
            },
            CommandOption(["--no-scrollbar"], help: "No scroll bar.") { command, _ throws(CLIError) in
                (command.picker.scrollbar, command.scrollbarGiven) = (nil, true)
            },
            flag(["--hscroll"], off: ["--no-hscroll"], \.picker.hscroll, help: "Cut a line too long for its row so "
                 + "that its last match shows (the default); --no-hscroll cuts it at its end."),
            CommandOption(["--hscroll-off"], value: "N", help: "Keep N columns after the last match shown in a line "
                          + "too long (default 10).") { command, scanner throws(CLIError) in
                command.picker.hscrollOff = try scanner.number(of: "--hscroll-off", in: 0...100_000)
            },
            flag(["--keep-right"], off: ["--no-keep-right"], \.picker.keepRight, help: "Show the end of a line too long "
                 + "when the query is empty (a path's file name)."),
            CommandOption(["--scroll-off"], value: "N", help: "Keep N rows between the cursor and the list's top and "
                          + "bottom as it moves (default 0).") { command, scanner throws(CLIError) in
                command.picker.scrollOff = try scanner.number(of: "--scroll-off", in: 0...100_000)
            },
            CommandOption(["--ellipsis"], value: "STR", help: "What marks a line cut at either edge (default ..).") {
                command, scanner throws(CLIError) in command.picker.ellipsis = try scanner.value(of: "--ellipsis")
            },
            flag(["--header-first"], off: ["--no-header-first"], \.picker.headerFirst, help: "The header beyond the "
                 + "prompt, away from the matches, as fzf's --header-first."),
            CommandOption(["--inline-info", "--no-inline-info"], help: "The same as --info inline (--no-inline-info: "
                          + "default).") { command, scanner throws(CLIError) in
                command.picker.info = scanner.current == "--inline-info" ? .inline : .default
            },
            CommandOption(["--prompt"], value: "TEXT", help: "The prompt before the query (default '> ').") {
                command, scanner throws(CLIError) in command.picker.prompt = try scanner.value(of: "--prompt")
            },
            sign("--pointer", \.picker.pointer, help: "What marks the cursor's row (default '>'), before the marker's column."),
            sign("--marker", \.picker.marker, help: "What marks a marked row with --multi (default '>')."),
            flag(["--filepath-word"], off: ["--no-filepath-word"], \.picker.filepathWord,
                 help: "The word keys (alt-b, alt-f, alt-d, alt-bs) take what lies between slashes as a word."),
            CommandOption(["--jump-labels"], value: "CHARS", help: "The labels jump and jump-accept put on the rows in "
                          + "view, the best match's first (default fzf's: asdfghjkl…).") { command, scanner throws(CLIError) in
                let text = try scanner.value(of: "--jump-labels")
                guard !text.isEmpty, text.unicodeScalars.allSatisfy({ (32...126).contains($0.value) }) else {
                    throw scanner.usage("bad --jump-labels '\(text)' (expected one or more of ASCII's printable characters, "
                                        + "such as asdf)")
                }
                command.picker.jumpLabels = Array(text)
            },
            CommandOption(["--header"], value: "TEXT", help: "Show TEXT above the lines; a newline in TEXT starts "
                          + "another line (in bash: --header $'Branches\\nto delete'), a backslash and n are "
                          + "shown as they are.") { command, scanner throws(CLIError) in
                command.picker.header = try scanner.value(of: "--header").split(separator: "\n", omittingEmptySubsequences: false)
                    .map(String.init)
            },
            CommandOption(["--header-lines"], value: "N", help: "Show the first N lines of the input as a header, "
                          + "not to be searched or chosen (ps, docker ps).") { command, scanner throws(CLIError) in
                command.headerLines = try scanner.number(of: "--header-lines", in: 0...1000)
            },
            CommandOption(["--preview"], value: "CMD", help: "Run CMD for the line under the cursor and show what it "
                          + "prints beside the lines, colours included: {} is the line, {q} the query, {n} its "
                          + "number (from 0), {+} the marked lines, {1} {-1} {2..} its fields ({s2}: blanks kept), "
                          + "each quoted for the shell; {f} the path of a file holding the line (with a + before the "
                          + "f, the marked lines). It runs as the cursor moves, the last one stopped.") { command, scanner throws(CLIError) in
                command.paneCommand = try scanner.value(of: "--preview")
            },
            CommandOption(["--preview-window"], value: "SPEC", help: "Where the preview goes and how big: right "
                          + "(default), left, up or down, a size (50%, 40; 0: none drawn, the command still runs), hidden (Ctrl-/ shows it), "
                          + "wrap, border-STYLE (--border's styles; noborder), follow (stay at the end of the output), "
                          + "cycle (scroll around), a line on top as +12 (+{2}-5: a field less 5; /2: in the middle), ~N "
                          + "header lines that stay, default, <N(SPEC) (SPEC read over the rest where the preview would be under N "
                          + "cells: its width beside, its height above or below); e.g. down:40%:+{2}-/2,<10(right).") { command, scanner throws(CLIError) in
                let text = try scanner.value(of: "--preview-window")
                do throws(PaneWindowError) {
                    command.picker.pane = try PaneWindow(text, over: command.picker.pane ?? PaneWindow())   // as fzf, over the last
                } catch {
                    throw scanner.usage("bad --preview-window '\(text)': no '\(error.word)' (expected up, down, left, "
                                        + "right, a size such as 50% or 40, hidden, wrap, default, border-STYLE, "
                                        + "follow, cycle, a scroll offset, ~N)")
                }
            },
            CommandOption(["--no-mouse"], help: "Leave the mouse to the terminal (no clicks, no wheel).") {
                command, _ throws(CLIError) in command.mouse = false
            },
            CommandOption(["--version"], help: "Print luamenu's version, as fzf --version prints fzf's.") {
                command, _ throws(CLIError) in command.version = true
            },
            undoing,
        ] + orderOptions + colorOptions + listenOptions + ignoredOptions,
        sections: [("KEYS", { KeyBindings.section(KeyBindings.pick) }), ("BINDINGS", { bindingsSection })],
        exitStatus: [
            (0, "a line was chosen and printed (--filter: some line matched)"),
            (1, "nothing matched (Enter with no match, --filter or --exit-0 matched none)"),
            (2, "the command line is wrong, or there is no terminal to draw on"),
            (130, "cancelled: Esc or Ctrl-C (nothing printed)"),
        ],
        finish: { command, _ throws(CLIError) in
            command.picker.sorted = command.sort
            let (minimum, least) = (command.minHeight, command.leastRows)
            command.height?.minimum = minimum
            command.height?.least = least
            // A pane, by default on the right, for a --preview command or a binding that fills one.
            guard let paneCommand = command.paneCommand else {
                command.picker.pane = command.bindsPane ? command.picker.pane ?? PaneWindow() : nil
                return
            }
            if command.picker.pane == nil { command.picker.pane = PaneWindow() }
            command.picker.paneCommand = paneCommand
        })

    /// The help's BINDINGS: `--bind`'s keys, events and actions.
    static var bindingsSection: String {
        [
            "--bind takes fzf's keys (ctrl-a, alt-x, alt-bs, f1, enter, space, tab, btab, esc, bspace, del, up, pgup, "
            + "shift-up, ctrl-/, any character) and events: "
            + PickerTrigger.BindEvent.allCases.map(\.rawValue).joined(separator: ", ") + "; alt-up (and the other "
            + "arrows), alt-shift-up, ctrl-alt-a, alt-enter; and the mouse's left-click (after the cursor moved to "
            + "the line clicked), right-click (by default, toggle) and double-click (by default, accept).",
            "Actions: " + PickerBindings.actionNames.joined(separator: ", ") + ". execute(...) runs its command on the "
            + "terminal, the picker waiting, execute-silent(...) without it; transform-query(...), transform-prompt(...) "
            + "and the transform-*-label(...) set their text to the first line their command prints; all in the user's "
            + "shell ($SHELL, as fzf); transform(...) does the actions its command prints (newer fzf's). jump and "
            + "jump-accept label the rows with --jump-labels; the next key, a label, moves to its row (and accepts).",
            "Lua in place of a shell: a command written lua:FILE (--preview, preview, change-preview, reload, "
            + "reload-sync, transform-*, transform) runs FILE in luamenu's sandbox, under its limits, with a table in its ... (line, the line "
            + "under the cursor, nil for none; index, from 0; query; marked, the marked lines); what it returns (text, "
            + "or a list of lines) is the command's output. Its error shows in the pane, or in place of the count.",
        ].map(HelpLayout.paragraph).joined(separator: "\n")
    }

    /// The least rows pick is drawn in inline, as fzf counts them: the prompt, the info line and
    /// a match, a pane's line and border above or below, and the border's lines.
    var leastRows: Int {
        func lines(_ shape: BorderShape) -> Int { (shape.hasTop ? 1 : 0) + (shape.hasBottom ? 1 : 0) }
        var rows = picker.info == .default ? 3 : 2
        if paneCommand != nil, let pane = picker.pane, [.up, .down].contains(pane.position) { rows += 1 + lines(pane.border) }
        return rows + lines(picker.border)
    }

    /// Whether a binding gives the pane a command (`preview(…)`, `change-preview(…)`).
    var bindsPane: Bool {
        picker.bindings.values.joined().contains { action in
            switch action {
            case .showPaneWith, .changePane: true
            default: false
            }
        }
    }

    /// Reads stdin, then filters or shows the picker; prints what was chosen.
    func execute() throws(CLIError) {
        if version { return Output.standard.write("luamenu \(LuamenuVersion.current)\n") }
        let listing = isatty(0) != 0 ? Self.listing : nil
        if let filter {
            if let listing { try Self.read(listing) }
            return try self.filter(filter)
        }
        let history = try history.map { path throws(CLIError) in try Self.history(at: path, size: historySize) }
        var session = PickSession(lines: lineBuilder())
        if sync {
            if let listing { try Self.read(listing) }
            guard let input = FileText.standardInput() else {
                throw .io("pick: cannot read stdin: \(String(cString: strerror(errno)))")
            }
            input.withUnsafeBytes { session.lines.append($0) }
            session.input = open("/dev/null", O_RDONLY)
        } else {
            session.listing = listing
        }
        session.options = picker
        let luaFiles = PickLuaFiles()
        session.scripts = { luaFiles.run($0) }
        session.options.unicode = unicode
        if !unicode, !separatorGiven { session.options.separator = "-" }
        if !unicode, !scrollbarGiven { session.options.scrollbar = "|" }
        session.options.history = history?.entries
        (session.query, session.format, session.search, session.syntax, session.order) = (query, format, search, syntax, order)
        (session.paneCommand, session.height) = (paneCommand, height)
        session.palette = palette(environment: Output.environment(["TERM", "COLORTERM"]), terminalColors: Output.capabilities.colors)
        session.printSeparator = print0 ? "\u{0}" : "\n"
        let wakeup = Wakeup()
        session.posted = PostedActions(wakeup: wakeup)
        let server = try session.posted.flatMap { posted throws(CLIError) in try startListening(posting: posted) }
        defer { server?.stop() }
        let tty: ControllingTerminal
        do {
            tty = try ControllingTerminal(for: "pick", command: "pick", hint: "; try --filter",
                                          alternateScreen: height == nil, mouse: mouse, wakeup: wakeup)
        } catch {
            if picker.selectOne || picker.exitZero, !sync, try endedWithoutTerminal() { return }
            throw error
        }
        let ending: PickSession.Ending
        do {
            ending = try session.run(on: tty.raw, wakeup: wakeup)
        } catch {
            throw .io("the terminal failed: \(error)")
        }
        tty.restore()
        switch ending.outcome {
        case .cancelled: throw .cancelled
        case .queryOnly:
            save(history?.adding(ending.query))
            print(query: ending.query, key: nil, lines: [], texts: ending.texts, forcingQuery: true)
        case .accepted(let lines):
            save(history?.adding(ending.query))
            print(query: ending.query, key: ending.key, lines: lines, texts: ending.texts)
        case .noMatch:
            save(history?.adding(ending.query))
            print(query: ending.query, key: ending.key, lines: [], texts: ending.texts)
            throw .failed
        case .become:
            save(history?.adding(ending.query))
            guard let command = ending.command else { throw .failed }
            ShellCommandRun.become(command)
            throw .io("could not run \(ShellCommandRun.shell) -c for become(…): \(String(cString: strerror(errno)))")
        }
    }

    /// The command that lists the lines when stdin is a terminal, as fzf's: `FZF_DEFAULT_COMMAND`,
    /// else the files below the working directory (``ListingCommand/filesBelow``).
    private static var listing: String {
        guard let command = Output.environment("FZF_DEFAULT_COMMAND"), !command.allSatisfy(\.isWhitespace) else {
            return ListingCommand.filesBelow
        }
        return command
    }

    /// Makes `command`'s output stdin (`--filter` reads it to its end).
    private static func read(_ command: String) throws(CLIError) {
        guard let listing = ListingCommand.start(command), dup2(listing.output, 0) == 0 else {
            throw .io("pick: cannot run '\(command)' with \(ShellCommandRun.shell): \(String(cString: strerror(errno)))")
        }
        close(listing.output)
    }

    /// The history in `path` (empty when there is no such file); a file that can't be read is
    /// an error that names it.
    private static func history(at path: String, size: Int) throws(CLIError) -> PickHistory {
        switch FileText.contents(of: path) {
        case .text(let text): return PickHistory(text: text, size: size)
        case .missing: return PickHistory(text: nil, size: size)
        case .unreadable(let reason): throw .io("cannot read the history file '\(path)': \(reason)")
        }
    }

    /// Writes `history` to `--history`'s file; a failure is reported on stderr.
    private func save(_ history: PickHistory?) {
        guard let history, let path = self.history else { return }
        do {
            try FileText.write(history.text, to: path)
        } catch {
            Output.error.write("luamenu: \(error.message)\n")
        }
    }

    /// `--filter`: every line read first, then the matches printed best first.
    private func filter(_ query: String) throws(CLIError) {
        let (texts, chosen) = try searchedInput(query)
        guard texts.count > 0 else { throw .failed }
        print(query: query, key: nil, lines: chosen, texts: texts)
        guard !chosen.isEmpty else { throw .failed }
    }

    /// fzf's `-0` and `-1` where there is no terminal to draw on: every line read and searched
    /// for the query first, as fzf decides before it opens one. No match with `-0` ends with
    /// status 1; one with `-1` is printed; false when the picker is needed after all.
    private func endedWithoutTerminal() throws(CLIError) -> Bool {
        let (texts, chosen) = try searchedInput(query)
        let key: String? = picker.expect.isEmpty ? nil : ""
        if chosen.isEmpty, picker.exitZero {
            print(query: query, key: key, lines: [], texts: texts)
            throw .failed
        }
        guard chosen.count == 1, picker.selectOne else { return false }
        print(query: query, key: key, lines: chosen, texts: texts)
        return true
    }

    /// Every line of stdin, and the store indices of those matching `query`, best first.
    private func searchedInput(_ query: String) throws(CLIError) -> (texts: ChunkedTexts, matches: [Int]) {
        guard let input = FileText.standardInput() else {
            throw .io("pick: cannot read stdin: \(String(cString: strerror(errno)))")
        }
        let texts: ChunkedTexts
        if format.transforms || headerLines > 0 || read0 {
            var builder = lineBuilder()
            input.withUnsafeBytes { builder.append($0) }
            builder.finish()
            texts = builder.texts
        } else {
            texts = ChunkedTexts(TextStore(lines: input))
        }
        guard texts.count > 0 else { return (texts, []) }
        let search = RankedSearch(texts: texts, parallel: { count, body in
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        })
        var results = search.search(SearchQuery(query, mode: self.search, syntax: syntax), order: order)
        return (texts, results.allIndices())
    }

    /// How the matches are ordered: `--no-sort`, `--tac`.
    var order: SearchResults.Order {
        SearchResults.Order(ranked: sort, reversed: tac, tiebreaks: historyScheme ? [] : tiebreaks)
    }

    /// What reads the input's lines: split at newlines (NUL with `--read0`), the header set
    /// aside, each line's text to search made by ``format``.
    func lineBuilder() -> ChunkedTexts.Builder {
        let format = format
        var transform: ChunkedTexts.Builder.Transform?
        if format.transforms {
            transform = { bytes in format.searchedInFrame(String(decoding: bytes, as: UTF8.self)) }
        }
        return ChunkedTexts.Builder(delimiter: read0 ? 0 : 0x0A, headerLines: headerLines, transform: transform)
    }

    /// Prints the query (`--print-query`), the key (`--expect`), then the lines as they were
    /// read (with `--ansi`, without their colours, as fzf prints them): to a pipe or a file
    /// byte for byte; on a terminal made harmless, as `run -i`'s choice is (a line may carry
    /// escape sequences that set the clipboard or the title).
    private func print(query: String, key: String?, lines: [Int], texts: ChunkedTexts, forcingQuery: Bool = false) {
        let end: UInt8 = print0 ? 0 : 0x0A
        let onTerminal = Output.standard.isTerminal
        var output: [UInt8] = []
        func add(_ bytes: [UInt8]) {
            output += onTerminal ? Array(TerminalSafe.message(String(decoding: bytes, as: UTF8.self)).utf8) : bytes
            output.append(end)
        }
        if printQuery || forcingQuery { add(Array(query.utf8)) }
        if let key { add(Array(key.utf8)) }
        for index in lines {
            var line: [UInt8] = []
            texts.appendOriginal(of: index, to: &line)
            add(format.ansi ? Array(ANSIText.strip(String(decoding: line, as: UTF8.self)).utf8) : line)
        }
        Output.standard.write(output)
    }
}
