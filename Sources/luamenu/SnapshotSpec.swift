import MenuRender
import MenuLua

/// A snapshot spec: a Lua file (`*.spec.lua`) naming a script and the cases to draw from it.
///
///     return {
///       script = "../tigers.lua",        -- relative to the spec
///       width = 60,                      -- for every case, unless it says otherwise
///       { name = "open at start" },
///       { name = "outfield folded", taps = { "outfield" } },
///       { name = "as JSON", taps = { "outfield/나성범" }, format = "json" },
///       { name = "searched", query = "나" },
///     }
///
/// The expected output of every case is kept beside it in `*.spec.snap`.
struct SnapshotSpec {
    struct Case {
        var name: String
        var taps: [String]
        var format: RunOptions.Format
        var width: Int
        var height: Int?
        var query: String?
    }

    var path: String
    var script: String
    var cases: [Case]

    /// Where the snapshots are kept: `tigers.spec.snap` for `tigers.spec.lua`.
    var snapshotPath: String { String(path.dropLast(".lua".count)) + ".snap" }

    /// Reads the spec at `path` (a Lua file, run sandboxed under `options`' limits); a spec
    /// that isn't what it should be is an error naming it.
    init(path: String, options: ScriptOptions = ScriptOptions()) throws(CLIError) {
        self.path = path
        let value: LuaValue
        do {
            value = try MenuRuntime.loadValue(file: path, options: options.runtimeOptions(printDescriptor: 2))
        } catch {
            throw CLIError(error)
        }
        guard let script = value["script"].string else {
            throw .io("\(path): a spec returns { script = \"menu.lua\", { name = …, taps = { … } }, … }")
        }
        self.script = script.hasPrefix("/") ? script : MenuRuntime.folder(of: path) + "/" + script
        let width = value["width"].integer ?? 80
        cases = []
        for (position, entry) in value.array.enumerated() {
            guard let name = entry["name"].string else { throw .io("\(path): case \(position + 1) has no name") }
            let formatName = entry["format"].string ?? value["format"].string ?? "text"
            guard let format = RunOptions.Format(rawValue: formatName) else {
                throw .io("\(path): case '\(name)': bad format '\(formatName)' (expected text, ansi or json)")
            }
            cases.append(Case(name: name, taps: entry["taps"].array.compactMap(\.string), format: format,
                              width: entry["width"].integer ?? width,
                              height: entry["height"].integer ?? value["height"].integer,
                              query: entry["query"].string))
        }
        guard !cases.isEmpty else { throw .io("\(path): the spec has no cases") }
    }

    /// What a case draws: the menu after its taps (and the warnings it gave, such as a tap
    /// on a disabled item: after the text, or in the JSON document), or the error that
    /// stopped it.
    func output(of testCase: Case, options: ScriptOptions) -> String {
        let warnings = WarningList()
        do {
            let runtime = try MenuRuntime(script: script, options: options.runtimeOptions(
                printDescriptor: Output.nullDescriptor, warn: { warnings.append($0) }))
            for tap in testCase.taps { try runtime.tap(tap) }
            if let query = testCase.query { runtime.query(query) }
            let drawn = try testCase.format.render(runtime, width: testCase.width, height: testCase.height,
                                                   warnings: warnings, pretty: true)
            return drawn + warnings.take().map { "warning: \($0)\n" }.joined()
        } catch {
            return "error: \(error.message)\n"
        }
    }
}
