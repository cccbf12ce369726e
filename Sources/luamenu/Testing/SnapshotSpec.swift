import MenuLua
import MenuModel
import MenuRender
import MenuSession

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
        /// The spec's line that names the case, for messages (nil when it can't be found).
        var line: Int?
        var taps: [String]
        var format: RunOptions.Format
        var width: Int
        var height: Int?
        var query: String?
        /// Whether the case runs the script again after its taps, from what `--state` would
        /// have saved (the state and the store), as the next run would, before drawing.
        var restart = false
        /// Whether the snapshot ends with what finishing `run -i` would print (`on_finish`).
        var finish = false
    }

    var path: String
    var script: String
    var cases: [Case]

    /// Where the snapshots are kept: `tigers.spec.snap` for `tigers.spec.lua`.
    var snapshotPath: String { String(path.dropLast(".lua".count)) + ".snap" }

    /// The keys a spec may set, besides its cases.
    static let specKeys = ["script", "width", "height", "format"]
    /// The keys a case may set.
    static let caseKeys = ["name", "taps", "format", "width", "height", "query", "restart", "finish"]

    /// Reads the spec at `path` (a Lua file, run sandboxed under `options`' limits). A spec
    /// that isn't what it should be is an error naming the spec and the line: no `script`, or
    /// one that is no file; a key no spec or case has (with "did you mean"); a value of the
    /// wrong type (`taps = "x/y"`); a case without a name, or with another case's.
    init(path: String, options: ScriptOptions = ScriptOptions()) throws(CLIError) {
        self.path = path
        let value: LuaValue
        do {
            value = try MenuRuntime.loadValue(file: path, options: options.runtimeOptions(printDescriptor: 2))
        } catch {
            throw CLIError(error)
        }
        let lines = SpecLines(text: FileText.read(path) ?? "")
        func problem(_ line: Int?, _ message: String) -> CLIError {
            .io("\(path):\(line.map { "\($0):" } ?? "") \(message)")
        }
        guard case .table(let entries, let fields) = value else {
            throw problem(nil, "a spec returns a table: { script = \"menu.lua\", { name = …, taps = { … } }, … }")
        }
        try Self.checkKeys(fields, known: Self.specKeys, in: "the spec") { problem(lines.line(ofKey: $0), $1) }
        guard let script = value["script"].string else {
            throw problem(lines.line(ofKey: "script"), "a spec names its menu: script = \"menu.lua\" (relative to the spec)")
        }
        self.script = script.hasPrefix("/") ? script : MenuRuntime.folder(of: path) + "/" + script
        guard FileText.isRegularFile(self.script) else {
            throw problem(lines.line(ofKey: "script"), "script '\(script)' is no file (looked for \(self.script))")
        }
        let width = try Self.integer(value["width"], "width") { problem(lines.line(ofKey: "width"), $0) } ?? 80
        let height = try Self.integer(value["height"], "height") { problem(lines.line(ofKey: "height"), $0) }
        cases = []
        var seen: [String: Int?] = [:]
        for (position, entry) in entries.enumerated() {
            guard case .table(_, let caseFields) = entry, let name = entry["name"].string else {
                throw problem(nil, "case \(position + 1) is no { name = …, taps = { … } }")
            }
            let line = lines.line(ofCase: name)
            func caseProblem(_ key: String?, _ message: String) -> CLIError {
                problem(key.flatMap { lines.line(ofKey: $0, from: line ?? 1) } ?? line, "case '\(name)': \(message)")
            }
            if let first = seen[name] {
                throw caseProblem(nil, "another case has this name\(first.map { " (line \($0))" } ?? ""); each needs its own")
            }
            seen[name] = line
            try Self.checkKeys(caseFields, known: Self.caseKeys, in: "a case") { caseProblem($0, $1) }
            let formatName = entry["format"].string ?? value["format"].string ?? "text"
            guard let format = RunOptions.Format(rawValue: formatName) else {
                throw caseProblem("format", "bad format '\(formatName)' (expected text, ansi or json)")
            }
            let taps: [String]
            switch entry["taps"] {
            case .nil: taps = []
            case .table(let array, let other) where other.isEmpty && array.allSatisfy({ $0.string != nil }):
                taps = array.compactMap(\.string)
            case .string(let tap): throw caseProblem("taps", "taps is a list of paths: taps = { \"\(tap)\" }")
            default: throw caseProblem("taps", "taps is a list of paths: taps = { \"outfield\", \"outfield/나성범\" }")
            }
            let query = entry["query"]
            guard query == .nil || query.string != nil else { throw caseProblem("query", "query is text") }
            func flag(_ key: String) throws(CLIError) -> Bool {
                switch entry[key] {
                case .nil: return false
                case .boolean(let flag): return flag
                default: throw caseProblem(key, "\(key) is true or false")
                }
            }
            cases.append(Case(name: name, line: line, taps: taps, format: format,
                              width: try Self.integer(entry["width"], "width") { caseProblem("width", $0) } ?? width,
                              height: try Self.integer(entry["height"], "height") { caseProblem("height", $0) } ?? height,
                              query: query.string, restart: try flag("restart"), finish: try flag("finish")))
        }
        guard !cases.isEmpty else { throw problem(nil, "the spec has no cases: { name = \"at start\" }") }
    }

    /// Refuses a key of `fields` that `known` doesn't list, naming the closest known one.
    private static func checkKeys(_ fields: [String: LuaValue], known: [String], in place: String,
                                  _ problem: (String, String) -> CLIError) throws(CLIError) {
        for key in fields.keys.sorted() where !known.contains(key) {
            let hint = Spelling.suggestion(for: key, among: known).map { "did you mean '\($0)'?" }
                ?? "known: \(known.joined(separator: ", "))"
            throw problem(key, "unknown key '\(key)' in \(place) (\(hint))")
        }
    }

    /// A whole number of cells, or nil when `value` is nil; anything else is a problem.
    private static func integer(_ value: LuaValue, _ name: String,
                                _ problem: (String) -> CLIError) throws(CLIError) -> Int? {
        if value == .nil { return nil }
        guard let number = value.integer, number > 0 else { throw problem("\(name) is a whole number of cells, above 0") }
        return number
    }

    /// What a case draws: the menu after its taps (and the warnings it gave, such as a tap
    /// on a disabled item: after the text, or in the JSON document), or the error that
    /// stopped it (the script's load, a tap, the drawing), which the snapshot keeps as
    /// `error: …`.
    func output(of testCase: Case, options: ScriptOptions) -> CaseOutput {
        var configuration = options.session(script: script)
        configuration.printing = .discarded
        configuration.watches = false
        // The mistakes found as the script loads are `luamenu check`'s to report, not a snapshot's.
        let problems = WarningList()
        guard let session = try? ScriptSession(configuration, onEvent: { event in
            if case .log(let entry) = event, entry.level == .problem { problems.append(entry.text) }
        }) else { return CaseOutput(error: "the session could not start") }   // (no state file: nothing to fail)
        func leaveOutProblems() {
            let found = Set(problems.take())
            for warning in session.warnings.take() where !found.contains(warning) { session.warnings.append(warning) }
        }
        do throws(ScriptError) {
            if let error = session.loadError { throw error }
            leaveOutProblems()
            for tap in testCase.taps { try session.tap(tap) }
            if testCase.restart {
                if !session.reload(keeping: .savedState), let error = session.loadError { throw error }
                leaveOutProblems()
            }
            if let query = testCase.query { session.query(query) }
            let drawn = try testCase.format.render(session, width: testCase.width, height: testCase.height, pretty: true)
            var finished = ""
            if testCase.finish, case .result(let value) = try session.finish(choice: nil) {
                finished = "finish: " + (value.string ?? JSONValue(value).text) + "\n"
            }
            return CaseOutput(text: drawn + session.warnings.take().map { "warning: \($0)\n" }.joined() + finished)
        } catch {
            return CaseOutput(error: error.message)
        }
    }
}
