import MenuLua

/// `luamenu types [--luacheck]`: prints the LuaCATS annotations of the API (`lua/menu.d.lua`),
/// or with `--luacheck` the luacheck configuration of the sandbox (`.luacheckrc`), for script
/// authors to copy beside their scripts.
struct TypesCommand: Equatable {
    var luacheck = false

    /// Parses the arguments after `types`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> TypesCommand? {
        try spec.parse(arguments, into: TypesCommand())
    }

    static let spec = CommandSpec<TypesCommand>(
        name: "types",
        usage: ["types > menu.d.lua", "types --luacheck > .luacheckrc"],
        summary: "Print LuaCATS annotations of the API, or a luacheck config of the sandbox.",
        description: """
            Prints LuaCATS annotations (---@meta, ---@class, ---@field) of the whole Lua API:
            put the file where lua-language-server looks (a workspace library, or beside your
            scripts) to get completion and type checks for menu, m:section{ … } and items.
            """,
        options: [
            CommandOption(["--luacheck"], help: "Print a luacheck configuration instead: a standard that is "
                          + "exactly the sandbox (no io, os.execute, string.dump, dofile…; menu read-only). Put it "
                          + "beside your scripts as .luacheckrc and run luacheck.") {
                command, _ throws(CLIError) in command.luacheck = true
            },
        ],
        exitStatus: [
            (0, "printed"),
            (2, "the command line is wrong"),
        ],
        positional: { _, value, scanner throws(CLIError) in
            throw scanner.usage("unexpected argument '\(value)' (types prints to stdout)")
        })

    /// Prints the annotations, or the luacheck configuration.
    func execute() {
        Output.standard.write((luacheck ? LuacheckConfig.text : LuaAnnotations.text) + "\n")
    }
}
