import MenuLua
import MenuSession

/// Everything that can stop the command, with its exit status.
enum CLIError: Error {
    /// The command line is wrong (exit 2); `command` names the help page that explains it.
    case usage(String, command: String?)
    /// No command was given (exit 2): the usage goes to stderr.
    case missingCommand
    /// Something the command needs outside the script failed: a file it reads or writes (the
    /// state file, a spec), the terminal (exit 1).
    case io(String)
    /// The script, a tap or a handler failed, or broke a limit (exit 1); Ctrl-C stopped it
    /// (exit 130).
    case script(ScriptError)
    /// The command has said what went wrong on stdout, or has nothing to say (check, test,
    /// a pick that matched nothing): exit 1, nothing more.
    case failed
    /// The user cancelled (Esc, Ctrl-C): exit 130, as a shell reports SIGINT, nothing printed.
    case cancelled

    /// The CLI's error for a script's: exit 130 when Ctrl-C stopped it, else 1.
    init(_ error: ScriptError) {
        self = .script(error)
    }

    /// The CLI's error for a file's (the state file, its lock): exit 1.
    init(_ error: FileError) {
        self = .io(error.message)
    }

    /// The CLI's error for a session's save: the script's or the file's.
    init(_ error: SessionError) {
        switch error {
        case .script(let error): self = .script(error)
        case .file(let error): self = .io(error.message)
        }
    }

    var exitStatus: Int32 {
        switch self {
        case .usage, .missingCommand: 2
        case .io, .failed: 1
        case .script(let error): error.kind == .interrupted ? 130 : 1
        case .cancelled: 130
        }
    }

    /// What went wrong, as the JSON error document names it (``JSONViewModel/error(kind:message:warnings:)``):
    /// the script error's kind, `file` for a file the command reads or writes, `usage`.
    var kind: String {
        switch self {
        case .script(let error): error.kind.rawValue
        case .io: "file"
        case .usage, .missingCommand: "usage"
        case .failed, .cancelled: "cancelled"
        }
    }

    /// The message alone, without `luamenu: ` or where to read more.
    var message: String {
        switch self {
        case .io(let message), .usage(let message, _): message
        case .script(let error): error.message
        case .missingCommand: "no command given"
        case .failed: "failed"
        case .cancelled: "cancelled"
        }
    }

    /// What stderr gets: `luamenu: message`, and for usage errors where to read more.
    var report: String {
        switch self {
        case .failed, .cancelled:
            return ""
        case .missingCommand:
            return HelpText.usage + "See 'luamenu --help'.\n"
        case .io(let message):
            return "luamenu: \(message)\n"
        case .script(let error):
            return "luamenu: \(error.message)\n"
        case .usage(let message, let command):
            let help = command.map { "luamenu help \($0)" } ?? "luamenu --help"
            return "luamenu: \(message)\nSee '\(help)'.\n"
        }
    }
}
