/// A command line of the shape `COMMAND SCRIPT [ARG…]`: the first positional argument is the
/// script, the ones after it are the script's own (its `...` and `arg`).
///
///     luamenu run examples/branches.lua main   # script "examples/branches.lua", arguments ["main"]
protocol ScriptCommandLine: SendableMetatype {
    var script: String { get set }
    var arguments: [String] { get set }
}

extension ScriptCommandLine {
    /// Takes a positional argument: the script, then the script's arguments.
    static func takePositional(_ command: inout Self, _ value: String, _: ArgumentScanner) throws(CLIError) {
        if command.script.isEmpty { command.script = value } else { command.arguments.append(value) }
    }

    /// Refuses a command line without a script, naming the command: "'run' needs a SCRIPT".
    static func requireScript(_ name: String) -> @Sendable (inout Self, ArgumentScanner) throws(CLIError) -> Void {
        { command, scanner throws(CLIError) in
            guard !command.script.isEmpty else { throw scanner.usage("'\(name)' needs a SCRIPT (a .lua file)") }
        }
    }
}
