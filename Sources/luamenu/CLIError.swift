import MenuLua

/// Everything that can stop the command, with its exit status.
enum CLIError: Error {
    /// The command line is wrong (exit 2); `command` names the help page that explains it.
    case usage(String, command: String?)
    /// No command was given (exit 2): the usage goes to stderr.
    case missingCommand
    /// The script, a tap or a handler failed (exit 1).
    case script(String)
    /// The command has said what went wrong on stdout, or has nothing to say (check, test,
    /// a pick that matched nothing): exit 1, nothing more.
    case failed
    /// The user cancelled (Esc, Ctrl-C): exit 130, as a shell reports SIGINT, nothing printed.
    case cancelled
    /// Ctrl-C stopped the script (exit 130), with where it was.
    case interrupted(String)

    /// The CLI's error for a script's: exit 130 when Ctrl-C stopped it, else 1.
    init(_ error: ScriptError) {
        self = error.kind == .interrupted ? .interrupted(error.message) : .script(error.message)
    }

    var exitStatus: Int32 {
        switch self {
        case .usage, .missingCommand: 2
        case .script, .failed: 1
        case .cancelled, .interrupted: 130
        }
    }

    /// What stderr gets: `luamenu: message`, and for usage errors where to read more.
    var report: String {
        switch self {
        case .failed, .cancelled:
            return ""
        case .missingCommand:
            return HelpText.usage + "See 'luamenu --help'.\n"
        case .script(let message), .interrupted(let message):
            return "luamenu: \(message)\n"
        case .usage(let message, let command):
            let help = command.map { "luamenu help \($0)" } ?? "luamenu --help"
            return "luamenu: \(message)\nSee '\(help)'.\n"
        }
    }
}
