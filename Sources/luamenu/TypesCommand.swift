import MenuLua

/// `luamenu types [--luacheck]`: prints the LuaCATS annotations of the API (`lua/menu.d.lua`),
/// or with `--luacheck` the luacheck configuration of the sandbox (`.luacheckrc`), for script
/// authors to copy beside their scripts.
struct TypesCommand: Equatable {
    var luacheck = false

    static func parse(_ arguments: [String]) throws(CLIError) -> TypesCommand {
        var scanner = ArgumentScanner(arguments, command: "types")
        var command = TypesCommand()
        while let argument = try scanner.next() {
            switch argument {
            case .option("--luacheck"): command.luacheck = true
            case .option(let name): throw scanner.unknown(name)
            case .positional(let value): throw scanner.usage("unexpected argument '\(value)' (types prints to stdout)")
            }
        }
        return command
    }

    /// Prints the annotations, or the luacheck configuration.
    func execute() {
        Output.standard.write((luacheck ? LuacheckConfig.text : LuaAnnotations.text) + "\n")
    }
}
