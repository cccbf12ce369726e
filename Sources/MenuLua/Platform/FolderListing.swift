#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder as `readdir` reports it.
public struct FolderEntry: Sendable, Equatable {
    /// The entry's name, without the folder: `"menu.lua"`.
    public let name: String
    /// Whether `readdir` says it is a folder (a link to one is not).
    public let isFolder: Bool
}

/// Lists a folder with `opendir` and `readdir`, the one place luamenu does.
///
/// A `dirent` is only as long as its name: the name is read through a pointer to where it
/// starts, never by copying the 256-byte `d_name` field, which would read past a short record.
///
///     FolderListing.entries(of: "plugins")?.map(\.name)   // ["a.lua", "b.lua", ".hidden"]
public enum FolderListing {
    /// Every entry of `folder` but `.` and `..`, in the order `readdir` gives; nil when the
    /// folder can't be opened.
    public static func entries(of folder: String) -> [FolderEntry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let start = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let name = String(cString: start)
            guard name != ".", name != ".." else { continue }
            entries.append(FolderEntry(name: name, isFolder: entry.pointee.d_type == DT_DIR))
        }
        return entries
    }

    /// The names of the `*.lua` files in `folder` (not hidden ones), sorted as plugins are
    /// loaded; nil when the folder can't be opened.
    public static func luaFiles(in folder: String) -> [String]? {
        entries(of: folder).map { entries in
            entries.map(\.name).filter { $0.hasSuffix(".lua") && !$0.hasPrefix(".") }.sorted()
        }
    }
}
