/// The help pages of `luamenu --help` and `luamenu help COMMAND`, written from the commands'
/// own declarations (see ``CommandSpec``); the man page is written from the same (see ``ManPage``).
enum HelpText {
    /// Every command's page, in the order the overview lists them.
    static let pages: [any HelpPage] = [RunOptions.spec, ServeCommand.spec, PreviewCommand.spec, PickCommand.spec, ReplCommand.spec,
                                        CheckCommand.spec, TestCommand.spec, TypesCommand.spec, PluginsCommand.spec,
                                        CompletionCommand.spec, ShellCommand.spec, HelpCommand.spec]

    /// The names of the commands, for messages: "run, serve, preview, pick, repl, check, test, types, completion, help".
    static let commandNames = pages.map(\.name).joined(separator: ", ")

    /// The options of `luamenu` itself, before any command.
    static let globalOptions = [helpOption, versionOption]
    static let helpOption = OptionEntry(names: ["-h", "--help"], value: nil, kind: .text,
                                        help: "Show the overview of the commands.")
    static let versionOption = OptionEntry(names: ["-V", "--version"], value: nil, kind: .text,
                                           help: "Print luamenu's version.")

    /// The environment variables luamenu reads, and what for.
    static let environment: [(name: String, meaning: String)] = [
        ("NO_COLOR", "When set to anything but the empty string, no colour: run's --format defaults to text, "
            + "and run -i and pick draw without colour (bold, inverse and underline stay)."),
        ("TERM", "When dumb, no colour (as NO_COLOR), and run -i and pick refuse to start (exit 2), as such a "
            + "terminal can't move its cursor."),
        ("FZF_DEFAULT_OPTS", "Options pick takes first, as fzf does (fzf's key bindings and completion pass "
            + "theirs in it); split as a shell splits words."),
        ("FZF_DEFAULT_COMMAND", "When stdin is a terminal, the command (run with $SHELL) whose output lines pick "
            + "shows, as fzf does: a find or an fd, say. Unset, pick lists the files below the working folder "
            + "(hidden ones left out), as fzf does."),
        ("LUAMENU_DEFAULT_OPTS", "Options pick takes after FZF_DEFAULT_OPTS's and before those on its command line "
            + "(later ones win): --height 40% --layout reverse, say; split as a shell splits words."),
        ("LUAMENU_CTRL_T_COMMAND, LUAMENU_ALT_C_COMMAND", "What lists the files (folders) for the key bindings "
            + "of luamenu shell; by default a find without hidden files."),
        ("LUAMENU_CTRL_T_OPTS, LUAMENU_CTRL_R_OPTS, LUAMENU_ALT_C_OPTS", "Options for the pick of each key "
            + "binding of luamenu shell."),
        ("LUAMENU_HISTORY", "The file repl keeps its history in (default: ~/.luamenu_history)."),
        ("LUAMENU_PLUGINS", "Folders of plugins every run loads (after the user's folder, before --plugin), "
            + "separated by ':'; --no-default-plugins leaves them out."),
        ("XDG_CONFIG_HOME", "The user's plugin folder is luamenu/plugins in it (default: ~/.config/luamenu/plugins); "
            + "every run loads it when it exists."),
        ("XDG_STATE_HOME", "The folder preview keeps its tokens and each script's last port in, in luamenu/ "
            + "(default: ~/.local/state)."),
        ("HOME", "Where repl's history file is, when LUAMENU_HISTORY is not set; and preview's state folder, "
            + "when XDG_STATE_HOME is not set."),
    ]

    /// What each exit status means, for every command.
    static let exitStatus: [(code: Int32, meaning: String)] = [
        (0, "fine: printed, chosen, every check or case passed"),
        (1, "a script, tap, handler, check or test failed; pick: nothing matched"),
        (2, "the command line is wrong (or -i, pick: no terminal to draw on)"),
        (130, "cancelled: Esc or Ctrl-C in run -i or pick (nothing printed)"),
    ]

    static func text(for topic: String?) throws(CLIError) -> String {
        guard let topic else { return overview }
        guard let page = pages.first(where: { $0.name == topic }) else {
            let suggestion = ArgumentScanner.suggestion(for: topic, among: pages.map(\.name))
            throw .usage("no help for '\(topic)' (\(suggestion.map { "did you mean '\($0)'?" } ?? "commands: \(commandNames)"))",
                         command: nil)
        }
        return page.help
    }

    /// The usage lines of every command: what `luamenu` alone prints (on stderr).
    static let usage = "USAGE\n" + pages.map { "  luamenu " + $0.usage[0] + "\n" }.joined() + "  luamenu --version\n"

    /// The column the overview's command summaries start at.
    private static let summaryColumn = 4 + pages.map(\.name.count).max()!

    static let overview = """
        luamenu — menus written as Lua scripts, run and drawn on a terminal

        \(usage)
        COMMANDS
        \(pages.map { HelpLayout.row($0.name, $0.summary, column: summaryColumn) }.joined())
        A script builds a menu with the global `menu` (or require("menu")) and returns it:

          local m = menu.new{ title = "KIA Tigers" }
          m:section{ id = "outfield", title = "외야수", columns = 2, items = { "나성범", "최원준" } }
          return m

        See 'luamenu help COMMAND' for the options of each command, and 'luamenu help --man' for
        the whole manual page.

        ENVIRONMENT
        \(environment.map { HelpLayout.row($0.name, $0.meaning, column: summaryColumn + 5) }.joined())
        EXIT STATUS
        \(exitStatus.map { HelpLayout.row(String($0.code), $0.meaning, column: 7) }.joined())
        """
}
