#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuLua

/// The files a script's menu is made from, for watching: the script, the files it required,
/// and every file in its folder and in the plugin folders, where `require` and `menu.read`
/// look (a file read there shows up without the runtime having to name it).
///
///     WatchedFiles.of(script: "examples/mypage.lua", required: ["examples/lib/profile.lua"], plugins: [])
///     // ["examples/mypage.lua", "examples/lib/profile.lua", "examples", "examples/cars.lua", …]
enum WatchedFiles {
    /// The most files taken from the folders: a script in a large tree watches its first files.
    static let limit = 2_000

    /// The script, then `required`, then the folders' trees (folders included, so a file that
    /// appears is noticed); hidden files and folders are left out.
    static func of(script: String, required: [String], plugins: [String]) -> [String] {
        var files = [script] + required
        var budget = limit
        for folder in [MenuRuntime.folder(of: script)] + plugins {
            tree(folder, into: &files, budget: &budget)
        }
        return files
    }

    /// `folder` and what is under it, depth first, names sorted, while `budget` lasts.
    private static func tree(_ folder: String, into files: inout [String], budget: inout Int) {
        guard budget > 0, let directory = opendir(folder) else { return }
        var names: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            names.append((name, entry.pointee.d_type == UInt8(DT_DIR)))
        }
        closedir(directory)
        files.append(folder)
        budget -= 1
        for (name, isFolder) in names.sorted(by: { $0.name < $1.name }) where budget > 0 {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            if isFolder {
                tree(path, into: &files, budget: &budget)
            } else {
                files.append(path)
                budget -= 1
            }
        }
    }
}
