import CLua
import LuaShim
import Testing

/// One value a script passed to the API: `m:section{ items = { { kind = "city" } } }` gives,
/// among others, function `Menu:section`, argument 1, path `["items", "1", "kind"]`, kind
/// `string`, text `city`.
struct APICall: CustomStringConvertible {
    var source: String
    /// The function as `lua/menu.d.lua` names it: `Menu:section`, `menu.new`, `Hangul.initial`.
    var function: String
    var argument: Int
    var path: [String]
    /// `string`, `integer`, `float`, `boolean`, `function`, `table` or `nil`.
    var kind: String
    /// A string's text, a boolean's `true` or `false`; empty for the rest.
    var text: String

    var description: String {
        "\(source): \(function) argument \(argument)" + (path.isEmpty ? "" : " at \(path.joined(separator: "."))")
            + " (\(kind == "string" ? "\"\(text)\"" : kind))"
    }
}

/// Runs menu scripts in a plain Lua state against a stand-in `menu` that records every
/// argument of every call, nested tables included, and builds nothing.
enum APICallRecorder {
    /// Runs each source (a name and its text); `require` finds modules in `folder`. A global
    /// `m` (a menu) and `names` (a list) are there for snippets that assume them.
    static func calls(in sources: [(name: String, text: String)], modulesIn folder: String) throws -> [APICall] {
        let limits = UnsafeMutablePointer<lm_Limits>.allocate(capacity: 1)
        limits.initialize(to: lm_Limits())                     // no limits; lm_pcall reads them
        defer { limits.deallocate() }
        let L = try #require(lm_newstate(limits))
        defer { lm_close(L) }
        try #require(lm_openlibs(L) == LUA_OK)
        var recorder = Self.recorder
        let loaded = recorder.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lm_loadstring(L, $0.baseAddress, $0.count, "=recorder") }
        }
        try #require(loaded == LUA_OK)
        try #require(lua_checkstack(L, Int32(1 + 2 * sources.count)) != 0)
        lua_pushstring(L, folder)
        for source in sources {
            lua_pushstring(L, source.name)
            lua_pushstring(L, source.text)
        }
        let status = lm_pcall(L, Int32(1 + 2 * sources.count), 1)
        let output = lm_tolstring(L, -1, nil).map { String(cString: $0) } ?? ""
        try #require(status == LUA_OK, "\(output)")
        return output.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return APICall(source: parts[0], function: parts[1], argument: Int(parts[2]) ?? 0,
                           path: parts[3].split(separator: ".").map(String.init), kind: parts[4], text: parts[5])
        }
    }

    /// Takes the module folder, then a name and a text per script; returns one line per value:
    /// source, function, argument, path (keys joined by "."), kind, text.
    static let recorder = #"""
        local folder = ...
        local scripts = table.pack(select(2, ...))
        package.path = folder .. "/?.lua"
        local lines, source = {}, ""

        local function record(name, argument, path, value, open)
          local kind = type(value) == "number" and math.type(value) or type(value)
          local text = type(value) == "string" and value:gsub("[\t\n]", " ")
            or type(value) == "boolean" and tostring(value) or ""
          lines[#lines + 1] = table.concat({ source, name, argument, table.concat(path, "."), kind, text }, "\t")
          if type(value) ~= "table" or open[value] then return end
          open[value] = true
          for key, inner in pairs(value) do
            path[#path + 1] = tostring(key)
            record(name, argument, path, inner, open)
            path[#path] = nil
          end
          open[value] = nil
        end

        local function recordArguments(name, ...)
          for argument = 1, select("#", ...) do record(name, argument, {}, (select(argument, ...)), {}) end
        end

        local Menu = {}
        Menu.__index = function(_, method)
          return function(self, ...) recordArguments("Menu:" .. method, ...) return self end
        end
        local hangul = setmetatable({}, { __index = function(_, name)
          return function(...) recordArguments("Hangul." .. name, ...) return "" end
        end })
        local json = { decode = function() return {} end, encode = function() return "" end, null = {},
                       array = function(t) return t end }
        local menu = setmetatable({ version = "0", hangul = hangul, json = json,
                                    input = function() return {} end, read = function() return "" end },
                                  { __index = function(_, name)
          return function(...) recordArguments("menu." .. name, ...) return setmetatable({}, Menu) end
        end })
        package.loaded.menu = menu

        for index = 1, scripts.n, 2 do
          source = scripts[index]
          local environment = setmetatable({ menu = menu, m = setmetatable({}, Menu), names = {}, arg = {},
            print = function() end }, { __index = _G })
          local chunk = assert(load(scripts[index + 1], "@" .. source, "t", environment))
          chunk()
        end
        return table.concat(lines, "\n")
        """#
}
