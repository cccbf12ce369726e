/// What the command line asks for.
enum Command: Equatable {
    case run(RunOptions)
    case check(CheckCommand)
    case test(TestCommand)
    case repl(ReplCommand)
    case types(TypesCommand)
    case help(String?)
    case version

    /// Parses the arguments after the program name.
    ///
    ///     try Command.parse(["run", "tigers.lua", "--tap", "outfield"])
    static func parse(_ arguments: [String]) throws(CLIError) -> Command {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "--help", "-h": return .help(nil)
        case "--version", "-V": return .version
        case "help":
            guard arguments.count <= 2 else {
                throw .usage("'help' takes one command name", command: nil)
            }
            return .help(arguments.dropFirst().first)
        case "run":
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") { return .help("run") }
            return .run(try RunOptions.parse(rest))
        case "check":
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") { return .help("check") }
            return .check(try CheckCommand.parse(rest))
        case "repl":
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") { return .help("repl") }
            return .repl(try ReplCommand.parse(rest))
        case "types":
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") { return .help("types") }
            return .types(try TypesCommand.parse(rest))
        case "test":
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") { return .help("test") }
            return .test(try TestCommand.parse(rest))
        default:
            if first.hasPrefix("-") { throw .usage("unknown option '\(first)'", command: nil) }
            throw .usage("unknown command '\(first)' (expected: run, repl, check, test, types, help)", command: nil)
        }
    }
}
