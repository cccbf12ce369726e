import MenuLua

/// Where plugins are loaded from, in order: the user's folder
/// (`$XDG_CONFIG_HOME/luamenu/plugins`, else `~/.config/luamenu/plugins`) when it exists, the
/// folders `LUAMENU_PLUGINS` names (separated by `:`), then each `--plugin DIR`. A folder named
/// twice is loaded once, where it comes first.
///
///     PluginFolders.all(given: ["plugins"], usesDefault: true)
///     // [("/home/me/.config/luamenu/plugins", .userFolder), ("plugins", .option)]
enum PluginFolders {
    /// Why a folder's plugins load.
    enum Source: String {
        case userFolder = "the user's plugin folder"
        case environment = "LUAMENU_PLUGINS"
        case option = "--plugin"
    }

    /// The user's plugin folder, whether or not it exists; nil with neither XDG_CONFIG_HOME
    /// nor HOME set.
    static var userFolder: String? {
        if let config = Output.environment("XDG_CONFIG_HOME"), config.hasPrefix("/") { return config + "/luamenu/plugins" }
        return Output.environment("HOME").map { $0 + "/.config/luamenu/plugins" }
    }

    /// Every folder to load plugins from, with why; `usesDefault` false leaves out the user's
    /// folder and LUAMENU_PLUGINS (`--no-default-plugins`).
    static func all(given: [String], usesDefault: Bool) -> [(folder: String, source: Source)] {
        var folders: [(folder: String, source: Source)] = []
        if usesDefault {
            if let userFolder, FolderListing.entries(of: userFolder) != nil { folders.append((userFolder, .userFolder)) }
            let named = Output.environment("LUAMENU_PLUGINS")?.split(separator: ":").map(String.init) ?? []
            folders += named.filter { !$0.isEmpty }.map { ($0, .environment) }
        }
        folders += given.map { ($0, .option) }
        var seen: Set<String> = []
        return folders.filter { seen.insert($0.folder).inserted }
    }
}
