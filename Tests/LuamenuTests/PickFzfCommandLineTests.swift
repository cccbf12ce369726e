import MenuApps
import MenuTerminal
import Testing
@testable import luamenu

/// `pick` reads fzf 0.38's command line as fzf does: a value joined to a short option, short
/// flags bundled, `+` spellings, an optional number after `-m`, `--opt=value`, the `--no-…`
/// words, the last option winning; options from `FZF_DEFAULT_OPTS`, then
/// `LUAMENU_DEFAULT_OPTS`, then the command line; and run through a link named `fzf`.
@Suite struct PickFzfCommandLineTests {
    /// `arguments` read by pick's parser, with no options from the environment.
    static func parsed(_ arguments: [String], defaults: [String: String] = [:]) throws -> PickCommand {
        try #require(try PickCommand.parse(arguments, defaults: defaults))
    }

    /// A command line and what it sets, read back from the parsed command.
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let check: @Sendable (PickCommand) -> Bool
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["-qkim"]) { $0.query == "kim" },
        Case(arguments: ["-q", "kim"]) { $0.query == "kim" },
        Case(arguments: ["--query=kim"]) { $0.query == "kim" },
        Case(arguments: ["--query", "-x"]) { $0.query == "-x" },
        Case(arguments: ["-q=kim"]) { $0.query == "=kim" },
        Case(arguments: ["-fkim"]) { $0.filter == "kim" },
        Case(arguments: ["-d:", "-n2.."]) { $0.format.delimiter == .literal(":") && $0.format.nth == FieldRange.list("2..") },
        Case(arguments: ["-me"]) { $0.picker.multi == 0 && $0.syntax.exact },
        Case(arguments: ["-m3"]) { $0.picker.multi == 3 },
        Case(arguments: ["-m", "3"]) { $0.picker.multi == 3 },
        Case(arguments: ["--multi=3"]) { $0.picker.multi == 3 },
        Case(arguments: ["--multi", "-e"]) { $0.picker.multi == 0 && $0.syntax.exact },
        Case(arguments: ["-m", "+m"]) { $0.picker.multi == nil },
        Case(arguments: ["-10"]) { $0.picker.selectOne && $0.picker.exitZero },
        Case(arguments: ["-1", "-0", "+1", "--no-exit-0"]) { !$0.picker.selectOne && !$0.picker.exitZero },
        Case(arguments: ["+s"]) { !$0.sort && !$0.picker.sorted },
        Case(arguments: ["--no-sort", "-s"]) { $0.sort },
        Case(arguments: ["-e", "+e"]) { !$0.syntax.exact },
        Case(arguments: ["+x"]) { !$0.syntax.extended },
        Case(arguments: ["+x", "-x"]) { $0.syntax.extended },
        Case(arguments: ["--extended-exact"]) { $0.syntax.exact && $0.syntax.extended },
        Case(arguments: ["--cycle", "--no-cycle"]) { !$0.picker.cycle },
        Case(arguments: ["--tac", "--no-tac"]) { !$0.tac },
        Case(arguments: ["--reverse", "--no-reverse"]) { $0.picker.layout == .default },
        Case(arguments: ["--layout=reverse-list"]) { $0.picker.layout == .reverseList },
        Case(arguments: ["--border"]) { $0.picker.border == .rounded },
        Case(arguments: ["--border", "sharp"]) { $0.picker.border == .sharp },
        Case(arguments: ["--border", "--cycle"]) { $0.picker.border == .rounded && $0.picker.cycle },
        Case(arguments: ["--border=double", "--no-border"]) { $0.picker.border == .none },
        Case(arguments: ["--info=inline: < "]) { $0.picker.info == .inline },
        Case(arguments: ["--inline-info"]) { $0.picker.info == .inline },
        Case(arguments: ["--no-info"]) { $0.picker.info == .hidden },
        Case(arguments: ["--height=~40%"]) { $0.height == InlineHeight(size: .percent(40), fitsLines: true) },
        Case(arguments: ["--height=30%", "--min-height=4", "--border"]) {
            $0.height == InlineHeight(size: .percent(30), minimum: 4, least: 5)
        },
        Case(arguments: ["--height=100%"]) { $0.height == nil },
        Case(arguments: ["--border=bold"]) { $0.picker.border == .bold },
        Case(arguments: ["--border-label", "L", "--border-label-pos", "-2:bottom"]) {
            $0.picker.borderLabel == "L" && $0.picker.borderLabelPosition == LabelPosition(column: -2, bottom: true)
        },
        Case(arguments: ["--preview-label=P", "--preview-label-pos=3", "--no-border-label"]) {
            $0.picker.previewLabel == "P" && $0.picker.previewLabelPosition.column == 3 && $0.picker.borderLabel.isEmpty
        },
        Case(arguments: ["--margin=1,10%", "--padding", "2", "--no-margin"]) {
            $0.picker.margin == .zero && $0.picker.padding == Spacing(sides: Array(repeating: .cells(2), count: 4))
        },
        Case(arguments: ["--preview=cat {}", "--preview-window=border-double,up"]) { $0.picker.pane?.border == .double },
        Case(arguments: ["--height=~100%"]) { $0.height?.fitsLines == true },
        Case(arguments: ["--height", "10", "--no-height"]) { $0.height == nil },
        Case(arguments: ["--header", "h", "--no-header"]) { $0.picker.header.isEmpty },
        Case(arguments: ["--prompt", "a> ", "--prompt=b> "]) { $0.picker.prompt == "b> " },
        Case(arguments: ["--expect=ctrl-d", "--no-expect"]) { $0.picker.expect.isEmpty },
        Case(arguments: ["--disabled"]) { !$0.picker.searchEnabled },
        Case(arguments: ["--phony", "--enabled"]) { $0.picker.searchEnabled },
        Case(arguments: ["+c"]) { $0.theme == .noColor && $0.themeGiven },
        Case(arguments: ["--color=fg:1", "--color", "hl:2"]) { $0.theme[.fg] == .init(.index(1)) && $0.theme[.match] == .init(.index(2)) },
        Case(arguments: ["--color=fg:1", "--color"]) { $0.theme == .empty && $0.themeGiven },
        Case(arguments: ["--no-color", "+2"]) { $0.theme == .default16 },
        Case(arguments: ["--black", "--no-bold", "--no-unicode"]) { $0.black && !$0.bold && !$0.unicode },
        Case(arguments: ["--no-black", "--bold", "--unicode"]) { !$0.black && $0.bold && $0.unicode },
        Case(arguments: ["--ansi", "--no-ansi"]) { !$0.format.ansi && !$0.picker.ansi },
        Case(arguments: ["--toggle-sort=ctrl-r"]) { $0.picker.bindings[.key(.ctrl("r"))] == [.toggleSort] },
        Case(arguments: ["--bind", "ctrl-a:select-all", "--bind=ctrl-a:+accept"]) {
            $0.picker.bindings[.key(.ctrl("a"))] == [.selectAll, .accept]
        },
        Case(arguments: ["--bind", "ctrl-v:preview(cat {})"]) { $0.picker.pane == PaneWindow() && $0.picker.paneCommand == nil },
        Case(arguments: ["--version"]) { $0.version },
        Case(arguments: ["--pointer=▶", "--marker", "✓ \nignored"]) { $0.picker.pointer == "▶" && $0.picker.marker == "✓ " },
    ]

    @Test(arguments: cases)
    func readAsFzfReadsIt(_ example: Case) throws {
        #expect(example.check(try Self.parsed(example.arguments)))
    }

    /// Every option of `man fzf` (0.38), with a value where it takes one.
    static let fzfOptions: [[String]] = [
        ["-x"], ["--extended"], ["-e"], ["--exact"], ["-i"], ["+i"], ["--literal"], ["--scheme=path"], ["--algo=v1"],
        ["-n", "1"], ["--nth=1"], ["--with-nth=1"], ["-d", ":"], ["--delimiter=:"], ["--disabled"], ["+s"],
        ["--no-sort"], ["--tac"], ["--tiebreak=length,begin"], ["-m"], ["--multi"], ["+m"], ["--no-multi"],
        ["--no-mouse"], ["--bind=ctrl-j:accept"], ["--cycle"], ["--keep-right"], ["--scroll-off=3"], ["--no-hscroll"],
        ["--hscroll-off=5"], ["--filepath-word"], ["--jump-labels=abc"], ["--height=40%"], ["--min-height=5"],
        ["--layout=reverse"], ["--reverse"], ["--border"], ["--border=top"], ["--border-label=x"],
        ["--border-label-pos=2:bottom"], ["--no-unicode"], ["--margin=1,2"], ["--padding=1"], ["--info=hidden"],
        ["--no-info"], ["--separator=-"], ["--no-separator"], ["--scrollbar=|"], ["--no-scrollbar"], ["--prompt=>"],
        ["--pointer=>"], ["--marker=*"], ["--header=h"], ["--header-lines=1"], ["--header-first"], ["--ellipsis=…"],
        ["--ansi"], ["--tabstop=4"], ["--color=dark,fg:red"], ["--color"], ["--no-bold"], ["--black"],
        ["--history=/tmp/h"], ["--history-size=9"], ["--preview=cat {}"], ["--preview-label=p"],
        ["--preview-label-pos=3"], ["--preview-window=down"], ["-q", "x"], ["--query=x"], ["-1"], ["--select-1"],
        ["-0"], ["--exit-0"], ["-f", "x"], ["--filter=x"], ["--print-query"], ["--expect=ctrl-x"], ["--read0"],
        ["--print0"], ["--sync"], ["--listen=6266"], ["--version"], ["+c"], ["+2"], ["--no-256"], ["--no-clear"],
        ["--inline-info"], ["--no-preview"], ["--no-history"],
    ]

    @Test(arguments: fzfOptions)
    func everyOptionOfFzfsManualIsAccepted(_ arguments: [String]) throws {
        _ = try Self.parsed(arguments)
    }

    @Test func theOptionsIgnoredAreListedAsIgnoredInTheHelp() throws {
        let help = PickCommand.spec.help
        for option in PickCommand.ignoredOptions {
            #expect(option.help.hasPrefix("fzf's, accepted and ignored: "), "\(option.names)")
            #expect(help.contains(option.names.joined(separator: ", ")), "\(option.names) in the help")
        }
    }

    /// The usage error `arguments` give, nil when they give none.
    static func mistake(_ arguments: [String], defaults: [String: String] = [:]) -> String? {
        do {
            _ = try PickCommand.parse(arguments, defaults: defaults)
            return nil
        } catch {
            guard case .usage(let message, let command) = error, command == "pick" else { return "\(error)" }
            return message
        }
    }

    @Test func mistakesSayWhatWasExpected() throws {
        #expect(Self.mistake(["--multi=x"]) == "bad --multi 'x' (expected a whole number from 0 to 1000000)")
        #expect(Self.mistake(["-mz"]) == "unknown option: -z for 'pick'", "the rest of a bundle, read as options")
        #expect(Self.mistake(["-1=yes"]) == "option '-1' takes no value (got '=yes')")
        #expect(Self.mistake(["--bind", "ctrl-a:selct-all"])
                == "bad --bind 'ctrl-a:selct-all': unknown action 'selct-all' in 'ctrl-a:selct-all' (did you mean 'select-all'?)")
        #expect(Self.mistake(["--marker", "abc"]) == "bad --marker 'abc' (expected a sign one or two cells wide, such as ▶ or ->)")
        #expect(Self.mistake(["kim"]) == "unexpected argument 'kim' ('pick' takes no arguments)")
        #expect(Self.mistake(["--toggle-sort", "hyper"]) == "bad --toggle-sort key 'hyper' (expected names such as ctrl-s, alt-s, f2)")
        for labels in ["", "aㄱ", "a\tb"] {
            #expect(Self.mistake(["--jump-labels", labels])
                    == "bad --jump-labels '\(labels)' (expected one or more of ASCII's printable characters, such as asdf)",
                    "fzf refuses empty and non-ASCII labels")
        }
        #expect(try Self.parsed(["--jump-labels=a;b"]).picker.jumpLabels == ["a", ";", "b"])
        #expect(Self.mistake(["--bind", "a:change-preview-window(up|8O%)"])
                == "bad --bind 'a:change-preview-window(up|8O%)': bad change-preview-window(up|8O%) in "
                + "'a:change-preview-window(up|8O%)': no '8O%' (expected --preview-window specs separated by |, such as "
                + "right,70%|down,40%|hidden)")
        #expect(Self.mistake(["--margin=1,60%"]) == "bad --margin '1,60%': no size '60%' (expected 1 to 4 sizes joined by "
                + "commas, each cells such as 2 or a share such as 10%, up to 49%)")
        #expect(Self.mistake(["--border-label-pos=left"])
                == "bad --border-label-pos 'left' (expected a column such as 2, -3 or 0, then :top or :bottom)")
        #expect(Self.mistake(["--border=thick"])?.hasPrefix("bad --border 'thick' (expected ") == true)
        #expect(Self.mistake(["--color=fg:1,hl:purple"]) == "bad --color 'fg:1,hl:purple': invalid color specification: "
                + "hl:purple (expected dark, light, 16, bw or PART:COLOR[:ATTR], such as fg+:#ffffff:bold or hl:2)")
    }

    @Test func noColorTurnsColoursOffUnlessAColourOptionIsGiven() throws {
        let terminal = ["TERM": "xterm-256color"]
        #expect(try Self.parsed([]).palette(environment: terminal, terminalColors: true) == .fzf)
        #expect(try Self.parsed([]).palette(environment: terminal, terminalColors: false) == .noColor, "NO_COLOR")
        let given = try Self.parsed(["--color=hl:1"]).palette(environment: terminal, terminalColors: false)
        #expect(given.colored && given.match.sgr == "31", "an option given turns them on again")
        #expect(try Self.parsed(["--color=hl:1"], defaults: ["FZF_DEFAULT_OPTS": "--color=hl:1"])
                    .palette(environment: terminal, terminalColors: false).colored, "so does FZF_DEFAULT_OPTS")
        #expect(try Self.parsed(["--no-bold"]).palette(environment: terminal, terminalColors: true).current.sgr
                == "38;5;254;48;5;236")
        #expect(try Self.parsed([]).palette(environment: ["TERM": "xterm"], terminalColors: true).match.sgr == "32")
    }

    @Test func fzfsDefaultOptionsComeFirstThenLuamenusThenTheCommandLine() throws {
        let defaults = ["FZF_DEFAULT_OPTS": "--prompt 'fzf> ' -m --height 40%", "LUAMENU_DEFAULT_OPTS": "--prompt 'l> ' +m"]
        let command = try Self.parsed([], defaults: defaults)
        #expect(command.picker.prompt == "l> " && command.picker.multi == nil && command.height == .percent(40))
        #expect(try Self.parsed(["--prompt=c> "], defaults: defaults).picker.prompt == "c> ")
        #expect(Self.mistake([], defaults: ["FZF_DEFAULT_OPTS": "--height x"])
                == "in FZF_DEFAULT_OPTS: bad --height 'x' (expected rows, such as 10, or a share such as 40%, either after ~)")
    }

    @Test func aLinkNamedFzfRunsPick() throws {
        #expect(try Command.parse(["-fkim", "-e"], program: "/usr/local/bin/fzf") == .pick(try Self.parsed(["-fkim", "-e"])))
        #expect(try Command.parse(["--help"], program: "fzf") == .help("pick"))
        #expect(try Command.parse(["pick"], program: "/usr/bin/luamenu") == .pick(try Self.parsed([])))
    }
}
