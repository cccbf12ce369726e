/// `luamenu shell bash|zsh|fish`: prints key bindings that use `luamenu pick` as fzf's do
/// (Ctrl-T, Ctrl-R, Alt-C; see ``ShellIntegration``), for the shell's start-up file.
struct ShellCommand: Equatable {
    var shell: ShellIntegration.Shell?

    /// Parses the arguments after `shell`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> ShellCommand? {
        try spec.parse(arguments, into: ShellCommand())
    }

    static let spec = CommandSpec<ShellCommand>(
        name: "shell",
        usage: ["shell bash|zsh|fish"],
        summary: "Print key bindings: Ctrl-T files, Ctrl-R history, Alt-C cd.",
        description: """
            Prints key bindings for the shell, as fzf's: Ctrl-T puts the files and folders chosen at
            the cursor, Ctrl-R replaces the command line with a command from the history (the most
            recent first), Alt-C changes to the folder chosen; each is luamenu pick under the prompt,
            so 초성 search works in all three. Load them from the shell's start-up file:

              bash  ~/.bashrc:                    eval "$(luamenu shell bash)"
              zsh   ~/.zshrc:                     source <(luamenu shell zsh)
              fish  ~/.config/fish/config.fish:   luamenu shell fish | source

            LUAMENU_CTRL_T_COMMAND and LUAMENU_ALT_C_COMMAND replace the find that lists the files
            and the folders; LUAMENU_CTRL_T_OPTS, LUAMENU_CTRL_R_OPTS and LUAMENU_ALT_C_OPTS add
            options to each pick.
            """,
        options: [],
        exitStatus: [
            (0, "printed"),
            (2, "the command line is wrong (no shell, or one luamenu has no bindings for)"),
        ],
        operandKind: .choices(ShellIntegration.Shell.allCases.map(\.rawValue)),
        positional: { command, name, scanner throws(CLIError) in
            guard command.shell == nil else { throw scanner.usage("'shell' takes one shell") }
            guard let shell = ShellIntegration.Shell(rawValue: name) else {
                let names = ShellIntegration.Shell.allCases.map(\.rawValue)
                throw scanner.usage("no key bindings for '\(name)' (expected \(ValueKind.list(names)))")
            }
            command.shell = shell
        },
        finish: { command, scanner throws(CLIError) in
            guard command.shell != nil else { throw scanner.usage("'shell' needs a shell: bash, zsh or fish") }
        })

    /// Prints the bindings.
    func execute() {
        guard let shell else { return }
        Output.standard.write(ShellIntegration.script(for: shell))
    }
}
