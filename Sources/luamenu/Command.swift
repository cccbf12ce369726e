/// What the command line asks for.
enum Command: Equatable {
    case run(RunOptions)
    case pick(PickCommand)
    case check(CheckCommand)
    case test(TestCommand)
    case repl(ReplCommand)
    case types(TypesCommand)
    case serve(ServeCommand)
    case help(String?)
    case version

    /// Parses the arguments after the program name; no arguments is a usage error (the
    /// usage goes to stderr, exit 2).
    ///
    ///     try Command.parse(["run", "tigers.lua", "--tap", "outfield"])
    static func parse(_ arguments: [String]) throws(CLIError) -> Command {
        guard let first = arguments.first else { throw .missingCommand }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h": return .help(nil)
        case "--version", "-V": return .version
        case "help":
            guard rest.count <= 1 else { throw .usage("'help' takes one command name", command: nil) }
            return .help(rest.first)
        case "run": return try RunOptions.parse(rest).map(Command.run) ?? .help(first)
        case "pick": return try PickCommand.parse(rest).map(Command.pick) ?? .help(first)
        case "check": return try CheckCommand.parse(rest).map(Command.check) ?? .help(first)
        case "repl": return try ReplCommand.parse(rest).map(Command.repl) ?? .help(first)
        case "types": return try TypesCommand.parse(rest).map(Command.types) ?? .help(first)
        case "test": return try TestCommand.parse(rest).map(Command.test) ?? .help(first)
        case "serve": return try ServeCommand.parse(rest).map(Command.serve) ?? .help(first)
        default:
            if first.hasPrefix("-") { throw .usage("unknown option '\(first)'", command: nil) }
            throw .usage("unknown command '\(first)' (expected: \(HelpText.commandNames))", command: nil)
        }
    }
}
