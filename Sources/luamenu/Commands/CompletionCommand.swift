/// `luamenu completion bash|zsh|fish`: prints a completion script for the shell, written from
/// the commands' option tables (see ``CompletionScript``), so it always matches the parser.
struct CompletionCommand: Equatable {
    var shell: CompletionScript.Shell?

    /// Parses the arguments after `completion`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> CompletionCommand? {
        try spec.parse(arguments, into: CompletionCommand())
    }

    static let spec = CommandSpec<CompletionCommand>(
        name: "completion",
        usage: ["completion bash|zsh|fish"],
        summary: "Print a shell completion script for luamenu's commands and options.",
        description: """
            Prints a script that teaches the shell to complete luamenu's commands, their options
            and their values (formats, search modes, .lua scripts, folders). Load it from the
            shell's start-up file:

              bash  ~/.bashrc:                    source <(luamenu completion bash)
              zsh   ~/.zshrc (after compinit):    source <(luamenu completion zsh)
              fish  ~/.config/fish/config.fish:   luamenu completion fish | source
            """,
        options: [],
        exitStatus: [
            (0, "printed"),
            (2, "the command line is wrong (no shell, or one luamenu has no script for)"),
        ],
        operandKind: .choices(CompletionScript.Shell.allCases.map(\.rawValue)),
        positional: { command, name, scanner throws(CLIError) in
            guard command.shell == nil else { throw scanner.usage("'completion' takes one shell") }
            guard let shell = CompletionScript.Shell(rawValue: name) else {
                let names = CompletionScript.Shell.allCases.map(\.rawValue)
                throw scanner.usage("no completion for '\(name)' (expected \(ValueKind.list(names)))")
            }
            command.shell = shell
        },
        finish: { command, scanner throws(CLIError) in
            guard command.shell != nil else { throw scanner.usage("'completion' needs a shell: bash, zsh or fish") }
        })

    /// Prints the script.
    func execute() {
        guard let shell else { return }
        Output.standard.write(CompletionScript.text(for: shell, pages: HelpText.pages))
    }
}
