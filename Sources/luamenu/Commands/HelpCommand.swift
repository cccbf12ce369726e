/// `luamenu help [COMMAND]`: the overview, a command's help page, or with `--man` the whole
/// manual page in roff (see ``ManPage``).
struct HelpCommand: Equatable {
    var topic: String?
    var man = false

    /// Parses the arguments after `help`; nil when they ask for help's own page.
    static func parse(_ arguments: [String]) throws(CLIError) -> HelpCommand? {
        try spec.parse(arguments, into: HelpCommand())
    }

    static let spec = CommandSpec<HelpCommand>(
        name: "help",
        usage: ["help [COMMAND]", "help --man"],
        summary: "Show the help of a command (luamenu help run), or the manual page.",
        description: """
            Shows the overview of the commands, or COMMAND's help page: its usage, what it does,
            its options, keys and exit statuses. The help pages, the manual page and the shell
            completions are all written from the table of options the parser reads.
            """,
        options: [
            CommandOption(["--man"], help: "Print the manual page luamenu(1), in roff, for man to show (its "
                          + "EXAMPLES say how).") { command, _ throws(CLIError) in command.man = true },
        ],
        exitStatus: [
            (0, "printed"),
            (2, "the command line is wrong, or there is no such command"),
        ],
        operandKind: .command,
        positional: { command, topic, scanner throws(CLIError) in
            guard command.topic == nil else { throw scanner.usage("'help' takes one command name") }
            command.topic = topic
        },
        finish: { command, scanner throws(CLIError) in
            if command.man, let topic = command.topic {
                throw scanner.usage("'--man' prints the whole manual page; leave out '\(topic)'")
            }
        })

    /// Prints the page asked for.
    func execute() throws(CLIError) {
        Output.standard.write(man ? ManPage.text : try HelpText.text(for: topic))
    }
}
