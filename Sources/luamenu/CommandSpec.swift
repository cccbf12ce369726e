/// A command of the tool: how it is called, what it does, its options, its exit statuses.
/// It parses the command's arguments and writes its help page from the same table.
///
///     let spec = CommandSpec<TypesCommand>(name: "types", usage: ["types [--luacheck]"], …)
///     try spec.parse(["--luacheck"], into: TypesCommand())   // TypesCommand(luacheck: true)
///     spec.help                                              // "USAGE\n  luamenu types …"
struct CommandSpec<Options>: HelpPage {
    let name: String
    /// The usage lines, each after `luamenu `.
    let usage: [String]
    /// One line for the overview's list of commands.
    let summary: String
    /// What the command does, paragraphs separated by blank lines, written as they show.
    let description: String
    let options: [CommandOption<Options>]
    /// Sections after the options, e.g. `("KEYS", text)`, written as they show.
    var sections: [(title: String, text: String)] = []
    /// Exit status → what it means.
    let exitStatus: [(code: Int32, meaning: String)]
    /// Takes a positional argument (a script, a folder); nil when the command takes none.
    var positional: (@Sendable (inout Options, String, ArgumentScanner) throws(CLIError) -> Void)?
    /// Checks the whole command line once it is read (a required SCRIPT, say).
    var finish: @Sendable (inout Options, ArgumentScanner) throws(CLIError) -> Void = { _, _ throws(CLIError) in }

    /// The names that show this help instead of running the command.
    static var helpNames: [String] { ["-h", "--help"] }

    /// Reads `arguments` into `options`; nil when they ask for the help (`-h`, `--help`).
    func parse(_ arguments: [String], into options: Options) throws(CLIError) -> Options? {
        var scanner = ArgumentScanner(arguments, command: name)
        var options = options
        while let argument = try scanner.next() {
            switch argument {
            case .option(let name) where Self.helpNames.contains(name):
                return nil
            case .option(let name):
                guard let option = self.options.first(where: { $0.names.contains(name) }) else {
                    throw scanner.unknown(name)
                }
                try option.apply(&options, &scanner)
            case .positional(let value):
                guard let positional else {
                    throw scanner.usage("unexpected argument '\(value)' ('\(name)' takes no arguments)")
                }
                try positional(&options, value, scanner)
            }
        }
        try finish(&options, scanner)
        return options
    }

    /// Every option name the parser accepts, `-h` and `--help` included.
    var acceptedNames: [String] { options.flatMap(\.names) + Self.helpNames }

    /// The help page: usage, description, options (each wrapped beside its names), the extra
    /// sections, exit statuses.
    var help: String {
        var text = "USAGE\n" + usage.map { "  luamenu \($0)\n" }.joined() + "\n" + description + "\n"
        let rows = options.map { ($0.synopsis, $0.help) } + [("-h, --help", "Show this help.")]
        let column = min(24, 4 + rows.map(\.0.count).max()!)
        text += "\nOPTIONS\n" + rows.map { HelpLayout.row($0.0, $0.1, column: column) }.joined()
        for section in sections {
            text += "\n\(section.title)\n\(section.text)"
        }
        text += "\nEXIT STATUS\n" + exitStatus.map { HelpLayout.row(String($0.code), $0.meaning, column: 7) }.joined()
        return text
    }
}

/// A page `luamenu help NAME` shows, whatever the command's options type.
protocol HelpPage: Sendable {
    var name: String { get }
    var usage: [String] { get }
    var summary: String { get }
    var help: String { get }
    /// Every option name the command accepts.
    var acceptedNames: [String] { get }
}
