/// A command of the tool: how it is called, what it does, its options, its exit statuses.
/// It parses the command's arguments and writes its help page from the same table, and the
/// man page and the shell completions are written from it too (see ``ManPage``,
/// ``CompletionScript``).
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
    /// What the command does, paragraphs separated by blank lines, written as they show: a
    /// paragraph indented by two spaces is shown as it is (an example, a table).
    let description: String
    let options: [CommandOption<Options>]
    /// Sections after the options, e.g. `("KEYS", { text })`, written as they show: paragraphs
    /// indented by two spaces, as prose or as ``HelpLayout/row(_:_:column:)`` rows. The text is
    /// made when the page is shown, not when the command line is read.
    var sections: [(title: String, text: @Sendable () -> String)] = []
    /// Exit status → what it means.
    let exitStatus: [(code: Int32, meaning: String)]
    /// What the positional arguments are, for shell completion, when the usage doesn't say
    /// (see ``operand``).
    var operandKind: ValueKind? = nil
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
                guard let option = option(named: name) ?? joinedShortOption(name, &scanner) else {
                    throw scanner.unknown(name, among: acceptedNames)
                }
                try option.apply(&options, &scanner)
            case .positional(let value) where value.hasPrefix("+") && option(named: value) != nil:
                // fzf's `+s`, `+m`: a declared spelling of an option.
                scanner.putBack(nil, reading: value)
                try option(named: value)?.apply(&options, &scanner)
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

    private func option(named name: String) -> CommandOption<Options>? {
        options.first { $0.names.contains(name) }
    }

    /// getopt's short options: `-qTEXT` is `-q` with the value `TEXT` (`-m3` too, a number
    /// after a flag that takes one), and `-me` the flags `-m` then `-e`; nil when `name` is
    /// no short option followed by more.
    private func joinedShortOption(_ name: String, _ scanner: inout ArgumentScanner) -> CommandOption<Options>? {
        guard name.count > 2, !name.hasPrefix("--") else { return nil }
        let short = String(name.prefix(2)), rest = String(name.dropFirst(2))
        guard let option = option(named: short) else { return nil }
        if option.value != nil || (option.optionalValue != nil && rest.first?.isNumber == true) {
            scanner.attach(rest, to: short)
        } else if rest.hasPrefix("=") {
            scanner.attach(String(rest.dropFirst()), to: short)   // `-i=yes`: a flag given a value, an error
        } else {
            scanner.putBack("-" + rest, reading: short)
        }
        return option
    }

    /// Every option name the parser accepts, `-h` and `--help` included.
    var acceptedNames: [String] { entries.flatMap(\.names) }

    /// Every option the parser accepts, `-h, --help` last.
    var entries: [OptionEntry] {
        options.map(\.entry) + [OptionEntry(names: Self.helpNames, value: nil, kind: .text, help: "Show this help.")]
    }

    /// The help page: usage, description, options (each wrapped beside its names), the extra
    /// sections, exit statuses.
    var help: String {
        var text = "USAGE\n" + usage.map { "  luamenu \($0)\n" }.joined() + "\n" + description + "\n"
        let column = min(24, 4 + entries.map(\.synopsis.count).max()!)
        text += "\nOPTIONS\n" + entries.map { HelpLayout.row($0.synopsis, $0.help, column: column) }.joined()
        for section in sections {
            text += "\n\(section.title)\n\(section.text())"
        }
        text += "\nEXIT STATUS\n" + exitStatus.map { HelpLayout.row(String($0.code), $0.meaning, column: 7) }.joined()
        return text
    }

    /// What the positional arguments are: `operandKind`, else what the first usage line's
    /// first operand names (`SCRIPT` a .lua file, `[DIR]` a folder); nil when it names none.
    var operand: ValueKind? {
        if let operandKind { return operandKind }
        guard let word = usage.first?.split(separator: " ").dropFirst().first,
              let first = word.first, first.isLetter || first == "[" else { return nil }
        let placeholder = word.filter { $0.isLetter }
        guard placeholder == placeholder.uppercased() else { return nil }
        return ValueKind(placeholder: placeholder)
    }

    var extraSections: [(title: String, text: String)] { sections.map { ($0.title, $0.text()) } }
    var exitStatuses: [(code: Int32, meaning: String)] { exitStatus }
}

/// A page `luamenu help NAME` shows, whatever the command's options type: what the help, the
/// man page and the shell completions are written from.
protocol HelpPage: Sendable {
    var name: String { get }
    var usage: [String] { get }
    var summary: String { get }
    var description: String { get }
    var help: String { get }
    /// Every option the command accepts, `-h, --help` last.
    var entries: [OptionEntry] { get }
    /// Every option name the command accepts.
    var acceptedNames: [String] { get }
    /// The sections after the options (keys, commands, methods, …).
    var extraSections: [(title: String, text: String)] { get }
    var exitStatuses: [(code: Int32, meaning: String)] { get }
    /// What the positional arguments are, for completion; nil when there are none.
    var operand: ValueKind? { get }
}
