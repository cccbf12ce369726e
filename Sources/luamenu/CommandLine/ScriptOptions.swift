import Dispatch
import MenuLua
import MenuSession

/// The options every command that runs scripts takes: the sandbox, the limits, plugins.
struct ScriptOptions: Equatable {
    /// Seconds for a run (loading, taps, drawing, the output written), a `serve` request, a key
    /// in `run -i`, a line of the REPL; 0: no limit.
    var timeout: Double = 5
    /// MiB of memory for Lua; 0: no limit.
    var memory: Int = 256
    var unsafe = false
    /// The `--plugin` folders.
    var plugins: [String] = []
    /// Whether the user's plugin folder and LUAMENU_PLUGINS are loaded (see ``PluginFolders``).
    var usesDefaultPlugins = true
    /// The plugins `--skip-plugin` names: not loaded.
    var skippedPlugins: [String] = []
    /// What `--plugin-option NAME.KEY=VALUE` gives each plugin, by plugin name.
    var pluginOptions: [String: [String: String]] = [:]

    /// Every folder plugins load from, in order (see ``PluginFolders``).
    var pluginFolders: [String] {
        PluginFolders.all(given: plugins, usesDefault: usesDefaultPlugins).map(\.folder)
    }

    /// `--memory` in bytes; nil for no limit. It bounds the state file too.
    var memoryLimit: Int? { memory > 0 ? memory << 20 : nil }

    /// The options, for every command that runs scripts (see ``CommandOption/lifted(_:)``).
    static let table: [CommandOption<ScriptOptions>] = [
        CommandOption(["--plugin"], value: "DIR", help: "Load every *.lua in DIR, in name order, before the script, "
                      + "each in its own environment. Repeatable. A plugin that fails is reported and skipped.") {
            options, scanner throws(CLIError) in options.plugins.append(try scanner.value(of: "--plugin"))
        },
        CommandOption(["--no-default-plugins"], help: "Load only the --plugin folders: not the user's "
                      + "($XDG_CONFIG_HOME/luamenu/plugins) nor those LUAMENU_PLUGINS names.") {
            options, _ throws(CLIError) in options.usesDefaultPlugins = false
        },
        CommandOption(["--skip-plugin"], value: "NAME", help: "Don't load the plugin NAME (its file's name without "
                      + ".lua), wherever it is. Repeatable.") {
            options, scanner throws(CLIError) in options.skippedPlugins.append(try scanner.value(of: "--skip-plugin"))
        },
        CommandOption(["--plugin-option"], value: "NAME.KEY=VALUE", help: "Give the plugin NAME an option, which it "
                      + "reads with menu.options{ defaults }. Repeatable.") { options, scanner throws(CLIError) in
            let text = try scanner.value(of: "--plugin-option")
            guard let equals = text.firstIndex(of: "="), let dot = text[..<equals].firstIndex(of: "."),
                  dot != text.startIndex, text.index(after: dot) != equals else {
                throw scanner.usage("bad --plugin-option '\(text)' (expected NAME.KEY=VALUE, e.g. recent.keep=10)")
            }
            let name = String(text[..<dot]), key = String(text[text.index(after: dot)..<equals])
            options.pluginOptions[name, default: [:]][key] = String(text[text.index(after: equals)...])
        },
        CommandOption(["--timeout"], value: "SECS", help: "Time limit for the whole run: loading the plugins and "
                      + "the script, the taps, drawing and writing the output share it (serve: each request; the "
                      + "interactive view: each key; repl: each line). Default 5; 0: none.") { options, scanner throws(CLIError) in
            let text = try scanner.value(of: "--timeout")
            guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
                throw scanner.usage("bad --timeout '\(text)' (expected seconds, e.g. 5 or 0.5; 0 for no limit)")
            }
            options.timeout = seconds
        },
        CommandOption(["--memory"], value: "MIB", help: "Memory limit for what the script holds and what luamenu "
                      + "holds for it (its items, copies of its labels, the output being written). Default 256; 0: "
                      + "none.") {
            options, scanner throws(CLIError) in options.memory = try scanner.number(of: "--memory", in: 0...1_048_576)
        },
        CommandOption(["--unsafe"], help: "Lift the sandbox, for a script you trust: it then gets Lua's whole "
                      + "standard library (io, os.execute, os.getenv, debug, package with C modules, string.dump, "
                      + "dofile, loadfile, binary chunks).") { options, _ throws(CLIError) in options.unsafe = true },
    ]

    /// The options of a command whose options hold these where `reach` hands them to a
    /// change: `ScriptOptions.options { $1(&$0.scriptOptions) }`.
    static func options<Command>(_ reach: @escaping Reach<Command, ScriptOptions>) -> [CommandOption<Command>] {
        table.map { $0.lifted(reach) }
    }

    /// The runtime's options for these, printing to `printDescriptor` and warning on stderr;
    /// the script gets `arguments` and, for `menu.input()`, the lines of descriptor `input`.
    func runtimeOptions(printDescriptor: Int32 = 1, arguments: [String] = [], input: Int32? = nil,
                        warn: @escaping @Sendable (String) -> Void = { Output.error.write("luamenu: \($0)\n") })
        -> MenuRuntime.Options {
        var options = MenuRuntime.Options(printDescriptor: printDescriptor,
                                          warn: warn,
                                          sandbox: !unsafe,
                                          timeout: timeout > 0 ? timeout : nil,
                                          memoryLimit: memoryLimit,
                                          plugins: pluginFolders)
        options.skippedPlugins = Set(skippedPlugins)
        options.pluginOptions = pluginOptions
        options.deadline = timeout > 0 ? Deadline(seconds: timeout) : nil   // the run's clock starts now
        options.arguments = arguments
        options.input = input
        options.parallel = { count, body in DispatchQueue.concurrentPerform(iterations: count, execute: body) }
        return options
    }

    /// A session's configuration for `script` under these options: the script gets
    /// `arguments` and, for `menu.input()`, the lines of descriptor `input`; it watches its
    /// files, holds `stateFile` until it ends, and prints to stdout (each face changes what
    /// differs).
    func session(script: String?, arguments: [String] = [], input: Int32? = nil,
                 stateFile: String? = nil) -> ScriptSession.Configuration {
        var configuration = ScriptSession.Configuration(script: script,
                                                        options: runtimeOptions(arguments: arguments, input: input))
        configuration.stateFile = stateFile
        return configuration
    }
}
