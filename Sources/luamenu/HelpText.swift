/// The help pages of `luamenu --help` and `luamenu help COMMAND`, written from the commands'
/// own declarations (see ``CommandSpec``).
enum HelpText {
    /// Every command's page, in the order the overview lists them.
    static let pages: [any HelpPage] = [RunOptions.spec, ServeCommand.spec, PickCommand.spec, ReplCommand.spec,
                                        CheckCommand.spec, TestCommand.spec, TypesCommand.spec]

    /// The names of the commands, for messages: "run, serve, pick, repl, check, test, types, help".
    static let commandNames = (pages.map(\.name) + ["help"]).joined(separator: ", ")

    static func text(for topic: String?) throws(CLIError) -> String {
        guard let topic, topic != "help" else { return overview }
        guard let page = pages.first(where: { $0.name == topic }) else {
            throw .usage("no help for '\(topic)' (commands: \(commandNames))", command: nil)
        }
        return page.help
    }

    /// The usage lines of every command: what `luamenu` alone prints (on stderr).
    static let usage = "USAGE\n" + pages.map { "  luamenu " + $0.usage[0] + "\n" }.joined() + """
          luamenu help [COMMAND]
          luamenu --version

        """

    static let overview = """
        luamenu — menus written as Lua scripts, run and drawn on a terminal

        \(usage)
        COMMANDS
        \(pages.map { HelpLayout.row($0.name, $0.summary, column: 10) }.joined())\
          help      Show the help of a command: luamenu help run.

        A script builds a menu with the global `menu` (or require("menu")) and returns it:

          local m = menu.new{ title = "KIA Tigers" }
          m:section{ id = "outfield", title = "외야수", columns = 2, items = { "나성범", "최원준" } }
          return m

        See 'luamenu help COMMAND' for the options of each command.

        EXIT STATUS
          0      fine: printed, chosen, every check or case passed
          1      a script, tap, handler, check or test failed; pick: nothing matched
          2      the command line is wrong (or -i, pick: no terminal to draw on)
          130    cancelled: Esc or Ctrl-C in run -i or pick (nothing printed)

        """
}
