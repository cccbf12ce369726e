import MenuLua

/// The options every command that runs scripts takes: the sandbox, the limits, plugins.
struct ScriptOptions: Equatable {
    /// Seconds for the script's load and each tap and render; 0: no limit.
    var timeout: Double = 5
    /// MiB of memory for Lua; 0: no limit.
    var memory: Int = 256
    var unsafe = false
    var plugins: [String] = []

    /// Takes the option `name` if it is one of these; false when it isn't.
    mutating func take(_ name: String, from scanner: inout ArgumentScanner) throws(CLIError) -> Bool {
        switch name {
        case "--timeout":
            let text = try scanner.value(of: name)
            guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
                throw scanner.usage("bad --timeout '\(text)' (expected seconds, e.g. 5 or 0.5; 0 for no limit)")
            }
            timeout = seconds
        case "--memory": memory = try scanner.number(of: name, in: 0...1_048_576)
        case "--unsafe": unsafe = true
        case "--plugin": plugins.append(try scanner.value(of: name))
        default: return false
        }
        return true
    }

    /// The runtime's options for these, printing to `printDescriptor` and warning on stderr.
    func runtimeOptions(printDescriptor: Int32 = 1,
                        warn: @escaping @Sendable (String) -> Void = { Output.error.write("luamenu: \($0)\n") })
        -> MenuRuntime.Options {
        MenuRuntime.Options(printDescriptor: printDescriptor,
                            warn: warn,
                            sandbox: !unsafe,
                            timeout: timeout > 0 ? timeout : nil,
                            memoryLimit: memory > 0 ? memory << 20 : nil,
                            plugins: plugins)
    }

    /// The help text's lines for these options.
    static let help = """
          --plugin DIR     Load every *.lua in DIR, in name order, before the script, each in
                           its own environment. Repeatable. A plugin that fails is reported
                           and skipped.
          --timeout SECS   Time limit for the script's load, each tap and each render.
                           Default 5; 0: none.
          --memory MIB     Memory limit for Lua. Default 256; 0: none.
          --unsafe         Lift the sandbox, for a script you trust: it then gets Lua's whole
                           standard library (io, os.execute, os.getenv, debug, package with C
                           modules, string.dump, dofile, loadfile, binary chunks).
        """
}
