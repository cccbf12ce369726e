/// Everything that can stop the command, with its exit status.
enum CLIError: Error {
    /// The command line is wrong (exit 2); `command` names the help page that explains it.
    case usage(String, command: String?)
    /// The script, a tap or a handler failed (exit 1).
    case script(String)
    /// The command has said what went wrong on stdout (check, test): exit 1, nothing more.
    case failed

    var exitStatus: Int32 {
        switch self {
        case .usage: 2
        case .script, .failed: 1
        }
    }

    /// What stderr gets: `luamenu: message`, and for usage errors where to read more.
    var report: String {
        switch self {
        case .failed:
            return ""
        case .script(let message):
            return "luamenu: \(message)\n"
        case .usage(let message, let command):
            let help = command.map { "luamenu help \($0)" } ?? "luamenu --help"
            return "luamenu: \(message)\nSee '\(help)'.\n"
        }
    }
}
