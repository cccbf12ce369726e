import MenuLua
import MenuModel
import MenuRender

/// One live menu answering JSON-RPC 2.0 requests: `luamenu serve`'s session (a request a line
/// on stdin) and `luamenu preview`'s (a request a `POST /rpc`), so both speak one protocol. A
/// request that fails answers an error and changes nothing; the session goes on.
///
/// It loads the script itself, and again on `reload`, keeping the state. A script that fails
/// to load leaves the session up without a menu: requests answer the error until a reload
/// works. A reload that fails keeps the last good menu. What the script prints and is warned
/// about goes to ``log``.
///
///     let session = ServeSession(script: "examples/tigers.lua", options: ScriptOptions(), log: log)
///     session.answer(to: #"{"jsonrpc":"2.0","id":1,"method":"tap","params":{"path":"outfield"}}"#)
///     // {"jsonrpc":"2.0","id":1,"result":{"version":1,"title":"KIA Tigers",…}}
///
/// Not thread-safe: a session, like its runtime, is used from one thread.
final class ServeSession {
    /// A change of the menu that everyone watching it should see (see ``onUpdate``).
    enum Update {
        /// The menu after a tap, a search or a reload: its view model document.
        case view(JSONValue)
        /// A load or reload failed; the last good menu, if any, stays.
        case failed(ScriptError)
    }

    /// The methods, for errors and the help: what each does and what it answers.
    static let methods: [(name: String, help: String)] = [
        ("view", "the view model now"),
        ("tap", "params {\"path\": PATH}: tap PATH as run does, then the view model; a failing tap changes nothing"),
        ("query", "params {\"text\": TEXT or null}: search every searchable block, then the view model"),
        ("state", "the menu's state, as --state saves it"),
        ("reload", "run the script again from disk, keeping the state and the store, then the view model; when "
                   + "it fails, the error, and the last good menu stays"),
        ("finish", "params {\"choice\": TEXT} (optional): what the menu's on_finish returns for that choice "
                   + "(a string, or JSON); null when the menu has no on_finish"),
    ]

    let script: String
    let options: ScriptOptions
    /// The script's arguments.
    let arguments: [String]
    /// Where the script's `print` and warnings go.
    let log: ScriptLog
    /// The script's warnings, gathered for the next answer.
    let warnings = WarningList()
    /// The menu; nil while the script has never loaded.
    private(set) var runtime: MenuRuntime?
    /// Why the last load failed; nil once one worked.
    private(set) var loadError: ScriptError?
    /// The state and store to start from, put in at the first load that works.
    private var start: StateFile.Saved?
    /// Told of every change others should see; nothing by default.
    var onUpdate: (Update) -> Void = { _ in }

    /// Loads `script` (with `arguments`; `menu.input()` gets no lines, as stdin may carry the
    /// requests) and starts from `saved` (a state file's state and store) when there is one.
    init(script: String, arguments: [String] = [], options: ScriptOptions, saved: StateFile.Saved? = nil,
         log: ScriptLog) {
        self.script = script
        self.arguments = arguments
        self.options = options
        self.log = log
        start = saved
        _ = load()
    }

    /// The menu's state and the script's store now, as `--state` saves them; nil while the
    /// script has never loaded.
    func saved() throws(CLIError) -> StateFile.Saved? {
        guard let runtime else { return start }
        runtime.renewDeadline()                                // however long the session has been idle
        return StateFile.Saved(state: runtime.state, store: try RunCommand.store(of: runtime))
    }

    /// The answer to one line of input: a response, an array of them for a batch, or nil for
    /// a notification (a request without an id) and a blank line.
    func answer(to line: String) -> String? {
        guard !line.allSatisfy(\.isWhitespace) else { return nil }
        runtime?.renewDeadline()                               // --timeout: each line (a request or a batch) a run's time
        let message: JSONValue
        do {
            message = try JSONValue.parse(line)
        } catch {
            return Self.response(id: .null, .failure(.parse(error.description))).text
        }
        guard case .array(let batch) = message else { return answer(message)?.text }
        guard !batch.isEmpty else { return Self.response(id: .null, .failure(.invalidRequest("an empty batch"))).text }
        let answers = batch.compactMap(answer)
        return answers.isEmpty ? nil : JSONValue.array(answers).text
    }

    /// The view model now, or the error that stops it being drawn (the load's, while there is
    /// no menu).
    func view() -> Result<JSONValue, RPCError> {
        guard let runtime else { return .failure(noMenu()) }
        do {
            return .success(try ViewModelDocument.make(runtime, warnings: warnings))
        } catch {
            return .failure(.script(error, warnings: warnings.take()))
        }
    }

    /// Runs the script again, keeping the state: the view model, or the error (the last good
    /// menu stays). Everyone watching is told (``onUpdate``).
    @discardableResult
    func reload() -> Result<JSONValue, RPCError> {
        runtime?.renewDeadline()                               // its store is read for the new one
        switch load() {
        case .success(let runtime): return changed(runtime)
        case .failure(let error): return .failure(.script(error, warnings: warnings.take()))
        }
    }

    /// Runs the script, keeping the state of the menu before (or the start state): the new
    /// runtime, or the error that stopped it, which is logged and told (the last good menu
    /// stays).
    private func load() -> Result<MenuRuntime, ScriptError> {
        let warnings = warnings
        let log = log
        func failed(_ error: ScriptError) -> Result<MenuRuntime, ScriptError> {
            loadError = error
            log.drain()
            log.error(error.message + (runtime == nil ? "" : " (the last good menu stays)"))
            onUpdate(.failed(error))
            return .failure(error)
        }
        let fresh: MenuRuntime
        do throws(ScriptError) {
            var runtimeOptions = options.runtimeOptions(
                printDescriptor: log.printDescriptor, arguments: arguments, input: nil,
                warn: { warnings.append($0); log.warning($0) })
            runtimeOptions.store = try runtime?.storeValue() ?? start?.store
            fresh = try MenuRuntime(script: script, options: runtimeOptions)
        } catch {
            return failed(error)
        }
        log.drain()
        for problem in fresh.problems {
            warnings.append(problem)
            log.warning(problem)
        }
        if let state = runtime?.state ?? start?.state {
            do {
                try fresh.restore(state)                       // tells the script the restored choices
            } catch {
                return failed(error)
            }
            log.drain()
        }
        runtime = fresh
        loadError = nil
        start = nil
        return .success(fresh)
    }

    /// The response to one request, nil for a notification.
    private func answer(_ request: JSONValue) -> JSONValue? {
        guard case .object = request else {
            return Self.response(id: .null, .failure(.invalidRequest("a request is an object")))
        }
        let id = request["id"]
        switch id {
        case nil, .null?, .string?, .int?, .number?, .literal?: break
        default: return Self.response(id: .null, .failure(.invalidRequest("'id' is a string, a number or null")))
        }
        let result: Result<JSONValue, RPCError>
        if request["jsonrpc"] != .string("2.0") {
            result = .failure(.invalidRequest(#"'jsonrpc' must be "2.0""#))
        } else if case .string(let method)? = request["method"] {
            result = perform(method, params: request["params"])
            log.drain()
        } else {
            result = .failure(.invalidRequest("'method' is a string"))
        }
        guard let id else { return nil }                      // a notification: no answer
        return Self.response(id: id, result)
    }

    /// Runs a method.
    private func perform(_ method: String, params: JSONValue?) -> Result<JSONValue, RPCError> {
        switch params {
        case nil, .object?: break
        default: return .failure(.invalidParams(#"params are an object, e.g. {"path": "outfield"}"#))
        }
        guard Self.methods.contains(where: { $0.name == method }) else {
            return .failure(.methodNotFound(method, known: Self.methods.map(\.name)))
        }
        if method == "reload" { return reload() }
        if method == "view" { return view() }
        guard let runtime else { return .failure(noMenu()) }
        do throws(ScriptError) {
            switch method {
            case "finish":
                let choice: String?
                switch params?["choice"] {
                case nil, .null?: choice = nil
                case .string(let text)?: choice = text
                default: return .failure(.invalidParams(#"finish takes {"choice": TEXT}, or no params"#))
                }
                switch try runtime.finish(choice: choice) {
                case .notDecided: return .success(.null)
                case .result(let value): return .success(JSONValue(value))
                }
            case "tap":
                guard case .string(let path)? = params?["path"] else {
                    return .failure(.invalidParams(#"tap needs {"path": PATH}, e.g. {"path": "outfield"}"#))
                }
                try runtime.tap(path)
            case "query":
                switch params?["text"] {
                case .string(let text)?: runtime.query(text)
                case .null?: runtime.query(nil)
                default: return .failure(.invalidParams(#"query needs {"text": TEXT}, or {"text": null} to clear it"#))
                }
            default:                                          // state
                return .success(runtime.state.json)
            }
        } catch {
            return .failure(.script(error, warnings: warnings.take()))
        }
        return changed(runtime)
    }

    /// The error a request gets while the script has never loaded: the load's.
    private func noMenu() -> RPCError {
        .script(loadError ?? ScriptError("\(script): no menu", kind: .load), warnings: warnings.take())
    }

    /// The view model of the menu after a change, told to everyone watching.
    private func changed(_ runtime: MenuRuntime) -> Result<JSONValue, RPCError> {
        do {
            let document = try ViewModelDocument.make(runtime, warnings: warnings)
            onUpdate(.view(document))
            return .success(document)
        } catch {
            return .failure(.script(error, warnings: warnings.take()))
        }
    }

    /// `{"jsonrpc":"2.0","id":…,"result":…}` or `{"jsonrpc":"2.0","id":…,"error":…}`.
    static func response(id: JSONValue, _ result: Result<JSONValue, RPCError>) -> JSONValue {
        switch result {
        case .success(let value): .object([("jsonrpc", .string("2.0")), ("id", id), ("result", value)])
        case .failure(let error): .object([("jsonrpc", .string("2.0")), ("id", id), ("error", error.json)])
        }
    }

    /// A notification: `{"jsonrpc":"2.0","method":…,"params":…}`.
    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}
