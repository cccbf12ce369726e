#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import MenuModel

/// `luamenu pick`: a ready-made picker over stdin's lines, no script needed, as fzf is:
/// typing searches, Enter prints the line, Esc or Ctrl-C prints nothing (exit 130); with
/// `--filter TEXT`, no interface: the matching lines, best first (exit 1 when none).
struct PickCommand: Equatable {
    var search = SearchMode.fuzzy
    /// How the query is read: fzf's extended syntax unless `--no-extended`, plain terms exact with `--exact`.
    var syntax = SearchQuery.Syntax()
    var multi = false
    var header: String?
    var query = ""
    var filter: String?

    /// The modes `--search` takes, in the order the help lists them.
    static let searchModes = ["fuzzy", "choseong", "substring"]

    /// Parses the arguments after `pick`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> PickCommand? {
        try spec.parse(arguments, into: PickCommand())
    }

    static let spec = CommandSpec<PickCommand>(
        name: "pick",
        usage: ["pick [--search fuzzy|choseong|substring] [--multi] [--header TEXT] [--query TEXT]",
                "pick --filter TEXT [--search MODE]"],
        summary: "Pick a line of stdin: typing searches, Enter prints it (as fzf).",
        description: """
            Reads lines from stdin and shows them full-screen on the terminal (/dev/tty), so its
            answer can feed a pipeline: git switch "$(git branch | sed 's/^..//' | luamenu pick)".
            Typing searches as the menus do (fuzzy by default: fzf's scores, smart case, accents
            folded, and 초성 just work: ㅅㅇ finds 서울); the best matches come first. The query is
            fzf's extended syntax: terms separated by spaces must all match, in any order; 'term
            matches as one run, ^term at the start, term$ at the end, !term excludes, a | b is
            either (each with 초성 and accents folded: ^ㄱ finds lines that start with 김).

            Lines are printed as they were read, byte for byte. With --filter there is no
            interface: the matching lines are printed best first, as fzf --filter does.
            """,
        options: [
            CommandOption(["--search"], value: "MODE", kind: .choices(searchModes),
                          help: "fuzzy (default: fzf's matching and scores, 초성 too), choseong (초성 search: ㅅㅇ "
                          + "finds 서울 and 수원역) or substring (the query as one run, ignoring case). Every mode "
                          + "ranks: a better score first, then (fuzzy) the shorter line, then the input's order.") {
                command, scanner throws(CLIError) in
                command.search = SearchMode(rawValue: try scanner.choice(of: "--search", among: searchModes)) ?? .fuzzy
            },
            CommandOption(["-e", "--exact"], help: "A plain term matches as one run (fzf's --exact); 'term then "
                          + "matches fuzzily.") { command, _ throws(CLIError) in
                command.syntax.exact = true
            },
            CommandOption(["--no-extended"], help: "Read the query as one term, spaces and ' ^ $ ! | included "
                          + "(fzf's --no-extended).") { command, _ throws(CLIError) in
                command.syntax.extended = false
            },
            CommandOption(["-m", "--multi"], help: "Tab marks lines; Enter prints the marked ones, in the input's "
                          + "order (the line under the cursor when none is marked).") { command, _ throws(CLIError) in
                command.multi = true
            },
            CommandOption(["--header"], value: "TEXT", help: "Show TEXT above the lines; a newline in TEXT starts "
                          + "another line (in bash: --header $'Branches\\nto delete'), a backslash and n are "
                          + "shown as they are.") { command, scanner throws(CLIError) in
                command.header = try scanner.value(of: "--header")
            },
            CommandOption(["-q", "--query"], value: "TEXT", help: "Start with TEXT typed.") { command, scanner throws(CLIError) in
                command.query = try scanner.value(of: "--query")
            },
            CommandOption(["-f", "--filter"], value: "TEXT", help: "No interface: print the lines that match TEXT, "
                          + "best first, and exit (1 when none matched). A blank TEXT prints every line.") {
                command, scanner throws(CLIError) in command.filter = try scanner.value(of: "--filter")
            },
        ],
        sections: [("KEYS", KeyBindings.section(KeyBindings.pick))],
        exitStatus: [
            (0, "a line was chosen and printed (--filter: some line matched)"),
            (1, "nothing matched (Enter with no match, or --filter matched none), or stdin had no lines"),
            (2, "the command line is wrong, stdin is a terminal, or there is no terminal to draw on"),
            (130, "cancelled: Esc or Ctrl-C (nothing printed)"),
        ])

    /// Reads stdin, then filters or shows the picker; prints the chosen lines.
    func execute() throws(CLIError) {
        guard isatty(0) == 0 else {
            throw .usage("pick reads its lines from stdin, e.g. git branch | luamenu pick", command: "pick")
        }
        guard let input = FileText.standardInput() else {
            throw .io("pick: cannot read stdin: \(String(cString: strerror(errno)))")
        }
        let texts = TextStore(lines: input)
        guard texts.count > 0 else { throw .failed }
        let search = RankedSearch(texts: texts, parallel: { count, body in
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        })
        let chosen: [Int]
        if let filter {
            var results = search.search(SearchQuery(filter, mode: self.search, syntax: syntax))
            chosen = results.allIndices()
        } else {
            var session = PickSession(search: search, command: self)
            switch try session.run() {
            case .accepted(let lines): chosen = lines
            case .cancelled: throw .cancelled
            case .noMatch: chosen = []
            }
        }
        guard !chosen.isEmpty else { throw .failed }
        var output: [UInt8] = []
        for index in chosen {
            output += texts.bytes(of: index)
            output.append(0x0A)
        }
        Output.standard.write(output)
    }
}
