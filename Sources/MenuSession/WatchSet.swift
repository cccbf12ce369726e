import MenuLua

/// The files a script's menu is made from, which a session watches to load it again: the
/// script, every file it or a plugin `require`d or read through `menu.read` (also one that was
/// missing, so that making it counts), and the plugin folders with their `*.lua` files (a
/// plugin added or removed counts). One policy for every front end.
///
///     WatchSet.files(script: "examples/mypage.lua", used: ["examples/lib/profile.lua"], plugins: ["plugins"])
///     // ["examples/mypage.lua", "examples/lib/profile.lua", "plugins", "plugins/badge.lua"]
enum WatchSet {
    /// The most files taken from a plugin folder.
    static let pluginFileLimit = 2_000

    /// The script, then `used`, then each plugin folder and its `*.lua` files (hidden ones
    /// left out), each path once.
    static func files(script: String, used: [String], plugins: [String]) -> [String] {
        var files = [script]
        for path in used where !files.contains(path) { files.append(path) }
        for folder in plugins {
            files.append(folder)
            files += luaFiles(in: folder).prefix(pluginFileLimit)
        }
        return files
    }

    /// The `*.lua` files directly in `folder`, names sorted, as plugins are loaded.
    private static func luaFiles(in folder: String) -> [String] {
        (FolderListing.luaFiles(in: folder) ?? []).map { folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0 }
    }
}
