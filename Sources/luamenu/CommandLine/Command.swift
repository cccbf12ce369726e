/// What the command line asks for.
enum Command: Equatable {
    case run(RunOptions)
    case pick(PickCommand)
    case check(CheckCommand)
    case test(TestCommand)
    case repl(ReplCommand)
    case types(TypesCommand)
    case plugins(PluginsCommand)
    case serve(ServeCommand)
    case preview(PreviewCommand)
    case help(String?)
    /// `help --man`: the manual page.
    case manual
    case completion(CompletionCommand)
    case shell(ShellCommand)
    case version

    /// Parses the arguments after the program name; no arguments is a usage error (the
    /// usage goes to stderr, exit 2).
    ///
    ///     try Command.parse(["run", "tigers.lua", "--tap", "outfield"])
    static func parse(_ arguments: [String]) throws(CLIError) -> Command {
        try parse(arguments, program: "luamenu")
    }

    /// Parses the arguments after the program name `program`: run through a link named `fzf`,
    /// luamenu is `pick`, every argument pick's (a drop-in for fzf).
    static func parse(_ arguments: [String], program: String) throws(CLIError) -> Command {
        if program.split(separator: "/").last == "fzf" {
            return try PickCommand.parse(arguments).map(Command.pick) ?? .help("pick")
        }
        guard let first = arguments.first else { throw .missingCommand }
        let rest = Array(arguments.dropFirst())
        switch first {
        case _ where HelpText.helpOption.names.contains(first): return .help(nil)
        case _ where HelpText.versionOption.names.contains(first): return .version
        case "help":
            guard let help = try HelpCommand.parse(rest) else { return .help(first) }
            return help.man ? .manual : .help(help.topic)
        case "completion": return try CompletionCommand.parse(rest).map(Command.completion) ?? .help(first)
        case "shell": return try ShellCommand.parse(rest).map(Command.shell) ?? .help(first)
        case "run": return try RunOptions.parse(rest).map(Command.run) ?? .help(first)
        case "pick": return try PickCommand.parse(rest).map(Command.pick) ?? .help(first)
        case "check": return try CheckCommand.parse(rest).map(Command.check) ?? .help(first)
        case "repl": return try ReplCommand.parse(rest).map(Command.repl) ?? .help(first)
        case "types": return try TypesCommand.parse(rest).map(Command.types) ?? .help(first)
        case "plugins": return try PluginsCommand.parse(rest).map(Command.plugins) ?? .help(first)
        case "test": return try TestCommand.parse(rest).map(Command.test) ?? .help(first)
        case "serve": return try ServeCommand.parse(rest).map(Command.serve) ?? .help(first)
        case "preview": return try PreviewCommand.parse(rest).map(Command.preview) ?? .help(first)
        default:
            if first.hasPrefix("-") {
                let suggestion = ArgumentScanner.suggestion(for: first, among: HelpText.globalOptions.flatMap(\.names))
                throw .usage("unknown option: \(first)" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""), command: nil)
            }
            if let suggestion = ArgumentScanner.suggestion(for: first, among: HelpText.pages.map(\.name)) {
                throw .usage("unknown command '\(first)' (did you mean '\(suggestion)'?)", command: nil)
            }
            throw .usage("unknown command '\(first)' (expected: \(HelpText.commandNames))", command: nil)
        }
    }
}
