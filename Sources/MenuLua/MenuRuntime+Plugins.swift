#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLua
import LuaShim

/// Plugins: every `*.lua` of each plugin folder, in name order, each in its own environment
/// and under the same limits as the script. A plugin that fails is reported and skipped.
extension MenuRuntime {
    func loadPlugins(searching folders: [String]) throws(ScriptError) {
        for folder in options.plugins {
            guard let files = Self.luaFiles(in: folder) else {
                throw ScriptError("\(folder): cannot read the plugin folder", kind: .load)
            }
            for file in files {
                let path = folder + "/" + file
                do {
                    try budgeted("while loading plugin \(path)") { () throws(ScriptError) in
                        let base = stack.top
                        defer { lua_settop(L, base) }
                        guard lm_loadfile(L, path, 1) == LUA_OK else { throw ScriptError(stack.string(at: -1) ?? path, kind: .load) }
                        stack.push(try newEnvironment(searching: folders))
                        lm_setenvironment(L)
                        guard lm_pcall(L, 0, 0) == LUA_OK else { throw ScriptError(stack.string(at: -1) ?? path) }
                    }
                } catch {
                    warn("plugin skipped: \(error.message)")
                }
            }
        }
    }

    /// The names of the `*.lua` files in `folder`, sorted; nil when it can't be read.
    static func luaFiles(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".lua"), !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }
}
