import MenuApps
import MenuLua
import MenuModel
import MenuRender
import MenuSession

/// The options of `luamenu run SCRIPT [ARG...] [--tap PATH]... [--format F] [--width N] …`.
struct RunOptions: Equatable, ScriptCommandLine {
    enum Format: String, CaseIterable {
        case text, ansi, json

        /// The session's menu as this format writes it: the JSON document (with the warnings
        /// gathered, one line, or `pretty` for diffs), or text `width` cells wide. What is
        /// gathered counts against the script's memory limit as it grows.
        func render(_ session: ScriptSession, width: Int, height: Int?, pretty: Bool = false) throws(ScriptError) -> String {
            switch self {
            case .json:
                return try session.document(pretty: pretty) + "\n"
            case .text, .ansi:
                var text = ""
                try write(session, width: width, height: height) { chunk throws(EvaluationStopped) in
                    try session.holdOutput(bytes: 2 * chunk.utf8.count)     // the text, as it grows by doubling
                    text += chunk
                }
                return text
            }
        }

        /// Writes the session's menu as text (or ANSI) to `output`, a chunk of lines at a
        /// time, each row drawn (its labels evaluated) when it is reached: a million rows stream
        /// out without being held (see ``TextRenderer/write(_:to:)``). `output` runs inside
        /// the drawing, so it can count what it holds (``ScriptSession/holdOutput(bytes:)``).
        func write(_ session: ScriptSession, width: Int, height: Int?,
                   to output: (String) throws(EvaluationStopped) -> Void) throws(ScriptError) {
            let renderer = TextRenderer(width: width, height: height, colors: self == .ansi)
            try session.drawing { view throws(EvaluationStopped) in try renderer.write(view, to: output) }
        }
    }

    var script: String
    /// What follows SCRIPT (or `--`): the script's arguments, `...` and `arg` in Lua.
    var arguments: [String] = []
    var taps: [String] = []
    /// nil: ansi on a terminal unless NO_COLOR is set, else text.
    var format: Format?
    /// nil: the terminal's width, else 80.
    var width: Int?
    var height: Int?
    var stateFile: String?
    var query: String?
    /// `-i`: the full-screen view driven by keys.
    var interactive = false
    /// `--watch`: draw again whenever the script or a file it requires changes.
    var watch = false
    /// `--preview CMD` (with -i): a command whose output fills the pane for the focused item.
    var paneCommand: String?
    var paneWindow = PaneWindow()
    /// `--no-mouse` (with -i): no clicks, no wheel.
    var mouse = true
    /// With -i: where to write a snapshot spec of the session (`--record`).
    var record: String?
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `run`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> RunOptions? {
        try spec.parse(arguments, into: RunOptions(script: ""))
    }

    static let spec = CommandSpec<RunOptions>(
        name: "run",
        usage: ["run SCRIPT [ARG...] [--tap PATH]... [--format text|ansi|json] [--width N] [--height N]",
                "            [-i [--preview CMD] [--no-mouse]] [--watch] [--query TEXT] [--state FILE]",
                "            [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe] [-- ARG...]"],
        summary: "Run a menu script, apply taps, print the menu once (or full-screen with -i).",
        description: """
            Runs the Lua menu script SCRIPT, applies each tap in order, and prints the menu once.
            The ARGs after SCRIPT (and everything after --) are the script's arguments.

            With --format json, stdout holds only the JSON document; the script's print goes to stderr.
            """,
        options: [
            CommandOption(["--tap"], value: "PATH", help: "Tap PATH, ids or titles joined by '/': 'outfield' "
                          + "toggles a section, 'outfield/나성범' taps an item, 'region/서울' expands a category, "
                          + "'region/서울/강남' toggles a child, 'type/city' picks a filter chip, 'contacts/R' "
                          + #"jumps an index. '\/' is a slash inside an id ('branches/feature\/login'), '\\' a "#
                          + "backslash. Repeatable; applied in order.") { options, scanner throws(CLIError) in
                options.taps.append(try scanner.value(of: "--tap"))
            },
            CommandOption(["--format"], value: "FORMAT", kind: .choices(Format.allCases.map(\.rawValue)),
                          help: "text, ansi (colour) or json (the view model). Default: ansi on a terminal "
                          + "unless NO_COLOR is set or TERM is dumb, else text.") { options, scanner throws(CLIError) in
                let text = try scanner.choice(of: "--format", among: Format.allCases.map(\.rawValue))
                options.format = Format(rawValue: text)
            },
            CommandOption(["--width"], value: "N", help: "Fit the text to N terminal cells. Default: the "
                          + "terminal's width, else 80.") { options, scanner throws(CLIError) in
                options.width = try scanner.number(of: "--width", in: 8...100_000)
            },
            CommandOption(["--height"], value: "N", help: "Print N lines, scrolled so the index group jumped to "
                          + "last is on top.") { options, scanner throws(CLIError) in
                options.height = try scanner.number(of: "--height", in: 1...100_000)
            },
            CommandOption(["--query"], value: "TEXT", help: "Search every searchable block for TEXT (each block's "
                          + "search: substring, choseong 초성 or fuzzy); matches are highlighted, an index lists "
                          + "them as one ranked list; blank TEXT filters nothing.") { options, scanner throws(CLIError) in
                options.query = try scanner.value(of: "--query")
            },
            CommandOption(["--state"], value: "FILE", help: "Load the menu's state (open sections, choices, "
                          + "letters) from FILE before the taps and save it after, atomically. A missing FILE "
                          + "starts fresh; a corrupt one is an error and is left as it is.") {
                options, scanner throws(CLIError) in options.stateFile = try scanner.value(of: "--state")
            },
            CommandOption(["-i", "--interactive"], help: "Show the menu full-screen and drive it with keys (see "
                          + "KEYS). Enter on an item with choose = true, or q, prints the choice (see OUTPUT); "
                          + "Esc or Ctrl-C cancels (exit 130, --state still saved). The script's print shows in the "
                          + "status line (its last line); with stderr redirected (2>FILE) all of it goes there too. "
                          + "No colour with NO_COLOR; refused when TERM is "
                          + "dumb.") { options, _ throws(CLIError) in options.interactive = true },
            CommandOption(["-w", "--watch"], help: "Draw the menu again whenever the script or a file it "
                          + "requires changes, keeping the state; a broken edit prints its error and the last "
                          + "good menu stays. Alone or with -i.") { options, _ throws(CLIError) in options.watch = true },
            CommandOption(["--preview"], value: "CMD", help: "With -i: run CMD for the focused item and show what it "
                          + "prints beside the menu, colours included, as pick --preview does: {} is the item's id, "
                          + "{q} the query, each quoted for the shell. Ctrl-/ hides it.") { options, scanner throws(CLIError) in
                options.paneCommand = try scanner.value(of: "--preview")
            },
            CommandOption(["--preview-window"], value: "SPEC", help: "With -i: where the preview goes and how big, "
                          + "as pick's: right (default), left, up, down, a size (50%, 40), hidden, wrap.") {
                options, scanner throws(CLIError) in
                let text = try scanner.value(of: "--preview-window")
                do throws(PaneWindowError) {
                    options.paneWindow = try PaneWindow(text)
                } catch {
                    throw scanner.usage("bad --preview-window '\(text)': no '\(error.word)' (expected up, down, left, "
                                        + "right, a size such as 50% or 40, hidden, wrap)")
                }
            },
            CommandOption(["--no-mouse"], help: "With -i: leave the mouse to the terminal (no clicks, no wheel).") {
                options, _ throws(CLIError) in options.mouse = false
            },
            RecordOption.option(setting: { $0.record = $1 }, help: "With -i: when the view ends, write a snapshot spec of the "
                                + "session to SPEC (a *.spec.lua), a case per step (each tap, each search, after the "
                                + "--tap and --query given), and its snapshots beside it, which luamenu test then "
                                + "passes unchanged. Not with --state: the spec starts where the script starts."),
        ] + ScriptOptions.options { $1(&$0.scriptOptions) },
        sections: [
            ("SANDBOX", { """
                  Scripts and plugins get the base functions (without dofile and loadfile; load takes
                  text only), string (without dump), table, math, utf8, coroutine, os.clock, os.time,
                  os.date, print, and a require that loads Lua files from the script's and the plugins'
                  folders. Plugins may call menu.register_filter(name, fn(item, option)); a filter's
                  match may then be that name.

                """ }),
            ("KEYS (with -i)", { KeyBindings.section(KeyBindings.run, note: KeyBindings.runNote) }),
            ("OUTPUT (with -i)", { """
                  On finishing, stdout gets the item chosen last (its value, else its tap path), else
                  the selected children of every selection, one per line (their values, else paths),
                  else the state as JSON. Disabled items and taps whose handler failed are never
                  chosen. A cancel prints nothing; --state is saved all the same (every tap
                  counts, whichever way the view is left).

                """ }),
        ],
        exitStatus: [
            (0, "the menu was printed (with -i: finished)"),
            (1, "the script, a tap or a handler failed (the message names the file and line)"),
            (2, "the command line is wrong, or -i has no terminal"),
            (130, "-i was cancelled (Esc at the top, Ctrl-C)"),
        ],
        positional: takePositional,
        finish: { options, scanner throws(CLIError) in
            try RunOptions.requireScript("run")(&options, scanner)
            guard let spec = options.record else { return }
            guard options.interactive else { throw scanner.usage("--record records what -i does: add -i") }
            try RecordOption.check(spec: spec, stateFile: options.stateFile, scanner)
        })
}
