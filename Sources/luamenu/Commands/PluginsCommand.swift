import MenuLua
import MenuSession
import TextCore

/// `luamenu plugins`: lists the plugins a run would load, folder by folder, and for each
/// whether it loads (and what it hooks) or why not: skipped by `--skip-plugin`, or failing with
/// its error. Each is loaded alone, over an empty menu, under the same limits as a run.
struct PluginsCommand: Equatable {
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `plugins`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> PluginsCommand? {
        try spec.parse(arguments, into: PluginsCommand())
    }

    static let spec = CommandSpec<PluginsCommand>(
        name: "plugins",
        usage: ["plugins [--plugin DIR]... [--skip-plugin NAME]..."],
        summary: "List the plugins a run loads, and why one doesn't.",
        description: """
            Lists the folders plugins load from, in order (the user's folder,
            $XDG_CONFIG_HOME/luamenu/plugins or ~/.config/luamenu/plugins, when it exists; those
            LUAMENU_PLUGINS names, separated by ':'; then each --plugin DIR), and each plugin in
            them: loaded, with the events it hooks and the filters it registers, skipped by
            --skip-plugin, or failing with its error (file and line).
            """,
        options: ScriptOptions.options { $1(&$0.scriptOptions) },
        exitStatus: [
            (0, "every plugin loads (or is skipped on purpose)"),
            (1, "a plugin fails to load, or a folder can't be read"),
            (2, "the command line is wrong"),
        ],
        positional: { _, value, scanner throws(CLIError) in
            throw scanner.usage("unexpected argument '\(value)' (plugins takes options only)")
        })

    /// Prints the list.
    func execute() throws(CLIError) {
        let folders = PluginFolders.all(given: scriptOptions.plugins, usesDefault: scriptOptions.usesDefaultPlugins)
        guard !folders.isEmpty else {
            Output.standard.write("no plugin folders (give one with --plugin DIR; the user's would be \(PluginFolders.userFolder ?? "~/.config/luamenu/plugins"))\n")
            return
        }
        var failed = false
        for (folder, source) in folders {
            Output.standard.write("\(TerminalSafe.message(folder)) (\(source.rawValue))\n")
            guard let files = FolderListing.luaFiles(in: folder) else {
                Output.standard.write("  cannot read the folder\n")
                failed = true
                continue
            }
            if files.isEmpty { Output.standard.write("  no *.lua files\n") }
            let width = files.map { MenuRuntime.Options.pluginName(ofFile: $0).count }.max() ?? 0
            for file in files {
                let name = MenuRuntime.Options.pluginName(ofFile: file)
                let padded = TerminalSafe.message(name) + String.copies(of: " ", count: max(0, width - name.count))
                let line = state(of: name, in: folder, among: files)
                if line.hasPrefix("fails") { failed = true }
                Output.standard.write("  \(padded)  \(line)\n")
            }
        }
        if failed { throw .failed }
    }

    /// What loading plugin `name` of `folder` alone does: "loads: hooks …", "skipped …",
    /// "fails: file:line: message".
    private func state(of name: String, in folder: String, among files: [String]) -> String {
        if scriptOptions.skippedPlugins.contains(name) { return "skipped (--skip-plugin \(name))" }
        let warnings = WarningList()
        var options = scriptOptions.runtimeOptions(printDescriptor: Output.nullDescriptor, warn: { warnings.append($0) })
        options.plugins = [folder]
        options.skippedPlugins = Set(files.map { MenuRuntime.Options.pluginName(ofFile: $0) }).subtracting([name])
        do {
            let runtime = try MenuRuntime(source: "return menu.new{}", name: "(plugins)", options: options)
            if let failure = warnings.take().first(where: { $0.hasPrefix("plugin skipped: ") }) {
                return "fails: " + TerminalSafe.message(String(failure.dropFirst("plugin skipped: ".count)))
            }
            let hooks = runtime.pluginHooks
            return "loads" + (hooks.isEmpty ? "" : ": " + hooks.joined(separator: ", "))
        } catch {
            return "fails: " + TerminalSafe.message(error.message)
        }
    }
}
