/// The help pages of `luamenu --help` and `luamenu help COMMAND`.
enum HelpText {
    static func text(for topic: String?) throws(CLIError) -> String {
        switch topic {
        case nil: overview
        case "run": run
        case "check": check
        case "test": test
        case "repl": repl
        case "types": types
        case "help": overview
        case let other?: throw .usage("no help for '\(other)' (commands: run, repl, check, test, types, help)", command: nil)
        }
    }

    static let overview = """
        luamenu — menus written as Lua scripts, run and drawn on a terminal

        USAGE
          luamenu run SCRIPT [--tap PATH]... [--format text|ansi|json] [--width N] [--height N]
          luamenu repl [SCRIPT]
          luamenu check SCRIPT...
          luamenu test [DIR] [--update]
          luamenu types [--luacheck]
          luamenu help [COMMAND]
          luamenu --version

        COMMANDS
          run     Run a menu script, apply taps, print the menu once.
          repl    A Lua prompt in the host, with a script's menu as m.
          check   Find mistakes in menu scripts, with file and line.
          test    Compare menus drawn after taps with stored snapshots.
          types   Print LuaCATS annotations of the API, or a luacheck config of the sandbox.
          help    Show the help of a command.

        A script builds a menu with the global `menu` (or require("menu")) and returns it:

          local m = menu.new{ title = "KIA Tigers" }
          m:section{ id = "outfield", title = "외야수", columns = 2, items = { "나성범", "최원준" } }
          return m

        See 'luamenu help run' for the options of run.

        """

    static let run = """
        USAGE
          luamenu run SCRIPT [--tap PATH]... [--format text|ansi|json] [--width N] [--height N] [-i]
                             [--query TEXT] [--state FILE] [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]

        Runs the Lua menu script SCRIPT, applies each tap in order, and prints the menu once.

        OPTIONS
          --tap PATH       Tap PATH, ids or titles joined by '/': 'outfield' toggles a section,
                           'outfield/나성범' taps an item, 'region/서울' expands a category,
                           'region/서울/강남' toggles a child, 'type/city' picks a filter chip,
                           'contacts/R' jumps an index. Repeatable; applied in order.
          --format FORMAT  text, ansi (colour) or json (the view model). Default: ansi on a
                           terminal unless NO_COLOR is set or TERM is dumb, else text.
          --width N        Fit the text to N terminal cells. Default: the terminal's width, else 80.
          --height N       Print N lines, scrolled so the index group jumped to last is on top.
          -i, --interactive
                           Show the menu full-screen and drive it with keys (see KEYS);
                           on quitting, print the last item chosen, else the state as JSON.
                           No colour with NO_COLOR; refused when TERM is dumb.
          --query TEXT     Search every searchable block for TEXT (each block's search:
                           substring, choseong 초성 or fuzzy); matches are highlighted, an
                           index lists them as one ranked list; blank TEXT filters nothing.
          --state FILE     Load the menu's state (open sections, choices, letters) from FILE
                           before the taps and save it after, atomically. A missing FILE starts
                           fresh; a corrupt one is an error and is left as it is.
        \(ScriptOptions.help)
          -h, --help       Show this help.

        With --format json, stdout holds only the JSON document; the script's print goes to stderr.

        SANDBOX
          Scripts and plugins get the base functions (without dofile and loadfile; load takes
          text only), string (without dump), table, math, utf8, coroutine, os.clock, os.time,
          os.date, print, and a require that loads Lua files from the script's and the plugins'
          folders. Plugins may call menu.register_filter(name, fn(item, option)); a filter's
          match may then be that name.

        KEYS (with -i)
          up/down, k/j, left/right, tab   move over everything tappable
          PageUp/PageDown, g/G            a screen up/down, first/last
          enter, space                    tap (toggle a section, pick a child or chip, …)
          a letter                        jump in the index under the cursor
          /  then text, enter             search (live); esc clears the search
            left/right, home/end          move in the search line (also Ctrl-B/F, Ctrl-A/E)
            backspace, delete, Ctrl-U/K/W delete before, under, all before, all after, a word
            a paste                       goes to the search line, never acts as keys
          Ctrl-Z                          suspend; fg draws everything again
          q, Ctrl-C                       quit

          Esc then a key typed after it are two keys; in one read (as Alt sends them), Alt.

        EXIT STATUS
          0  the menu was printed
          1  the script, a tap or a handler failed (the message names the file and line)
          2  the command line is wrong

        """

    static let check = """
        USAGE
          luamenu repl [SCRIPT]
          luamenu check SCRIPT... [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]

        Loads each script and reports, one line each with file and line: unknown fields of
        blocks (with "did you mean …"), misspelt item fields, duplicate block or item ids,
        filters whose target is no block, a category without the child 'all' names, empty
        titles, and scripts that fail to load. `luamenu run` warns about the same on stderr.

        OPTIONS
        \(ScriptOptions.help)

        EXIT STATUS
          0  no problems
          1  problems found (listed on stdout)
          2  the command line is wrong

        """

    static let test = """
        USAGE
          luamenu test [DIR] [--update] [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]

        Snapshot tests for menus. Finds every *.spec.lua under DIR (default: the current
        folder), draws each of its cases, and compares the output with the *.spec.snap kept
        beside the spec; a failure prints a diff. A spec is Lua:

          return {
            script = "../tigers.lua",             -- relative to the spec
            width = 60,                           -- for every case (default 80)
            { name = "open at start" },
            { name = "outfield folded", taps = { "outfield" } },
            { name = "as JSON", taps = { "outfield/나성범" }, format = "json" },
          }

        A case may also set format (text, ansi, json), width, height and query. A case whose script
        or tap fails snapshots the error.

        OPTIONS
          --update         Write the snapshots (new and changed) instead of comparing.
        \(ScriptOptions.help)

        EXIT STATUS
          0  every case matched its snapshot (or --update wrote them)
          1  a case failed, or a spec could not be read
          2  the command line is wrong

        """

    static let repl = """
        USAGE
          luamenu repl [SCRIPT] [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]

        A Lua prompt in the same sandboxed host `run` uses, with SCRIPT's menu loaded and bound
        to `m`. A line is Lua: an expression prints its values (tables nested and sorted, never
        `table: 0x…`), `=expr` too; input that is not complete yet continues on a `>>` prompt;
        an error prints its message and the prompt comes back. Ctrl-C stops a running chunk
        (at `>>`, drops the lines typed so far), Ctrl-D leaves, Ctrl-Z suspends. On a terminal,
        lines are edited with libedit, Tab completes names, the menu's methods (m:ta → m:tap)
        and commands, and history is kept in ~/.luamenu_history ($LUAMENU_HISTORY), except
        lines that start with a space. From a pipe, lines are read plainly, with no prompts.

        COMMANDS
          :show [WIDTH]    draw the menu, WIDTH cells wide (default: the terminal's)
          :tap PATH        tap PATH and draw the menu
          :state           the menu's state as JSON
          :json            the menu's view model as JSON
          :reload          run the script again, keeping the state
          :help            the commands
          :quit            leave

        OPTIONS
        \(ScriptOptions.help)

        EXIT STATUS
          0  the session ended (on a terminal, always; from a pipe, when every line worked)
          1  from a pipe: a line or command failed, or the input ended inside a chunk
          2  the command line is wrong

        """

    static let types = """
        USAGE
          luamenu types > menu.d.lua
          luamenu types --luacheck > .luacheckrc

        Prints LuaCATS annotations (---@meta, ---@class, ---@field) of the whole Lua API:
        put the file where lua-language-server looks (a workspace library, or beside your
        scripts) to get completion and type checks for menu, m:section{ … } and items.

        OPTIONS
          --luacheck   Print a luacheck configuration instead: a standard that is exactly the
                       sandbox (no io, os.execute, string.dump, dofile…; menu read-only). Put
                       it beside your scripts as .luacheckrc and run luacheck.

        """
}
