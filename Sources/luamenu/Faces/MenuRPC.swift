import MenuLua
import MenuModel
import MenuRender
import MenuSession

/// JSON-RPC 2.0 over a ``ScriptSession``: `luamenu serve`'s protocol (a request a line on
/// stdin) and `luamenu preview`'s (a request a `POST /rpc`), so both speak one protocol. A
/// request that fails answers an error and changes nothing; the session goes on.
///
/// The view model a request answers carries the load error standing (`loadError`) when the
/// script on disk is broken and the menu is the last good one: a tap then still works, on that
/// menu, and says so.
///
///     let rpc = MenuRPC(session: session)
///     rpc.answer(to: #"{"jsonrpc":"2.0","id":1,"method":"tap","params":{"path":"outfield"}}"#)
///     // {"jsonrpc":"2.0","id":1,"result":{"version":1,"title":"KIA Tigers",…}}
///
/// Not thread-safe: used, like its session, from one thread.
final class MenuRPC {
    /// The methods, for errors and the help: what each does and what it answers.
    static let methods: [(name: String, help: String)] = [
        ("view", "the view model now"),
        ("tap", "params {\"path\": PATH}: tap PATH as run does, then the view model; a failing tap changes nothing"),
        ("query", "params {\"text\": TEXT or null}: search every searchable block, then the view model"),
        ("state", "the menu's state and the store, exactly as --state saves them"),
        ("reload", "run the script again from disk, keeping the state and the store, then the view model; when "
                   + "it fails, the error, and the last good menu stays"),
        ("finish", "params {\"choice\": TEXT} (optional): what the menu's on_finish returns for that choice "
                   + "(a string, or JSON); null when the menu has no on_finish"),
    ]

    let session: ScriptSession
    /// Where the taps that go through and the searches are noted (`preview --record`); nil:
    /// not recorded.
    let recorder: SpecRecorder?
    /// The view model a request answered with since the last ``takeChange()``, when the
    /// request changed the menu (a tap, a query, a reload): for others watching.
    private var change: JSONValue?

    init(session: ScriptSession, recorder: SpecRecorder? = nil) {
        self.session = session
        self.recorder = recorder
    }

    /// The answer to one line of input: a response, an array of them for a batch, or nil for
    /// a notification (a request without an id) and a blank line.
    func answer(to line: String) -> String? {
        response(to: line)?.text
    }

    /// The answer to one line of input as a value (see ``answer(to:)``): a view model in it is a
    /// literal, its text as written.
    func response(to line: String) -> JSONValue? {
        guard !line.allSatisfy(\.isWhitespace) else { return nil }
        session.renewDeadline()                                // --timeout: each line (a request or a batch) a run's time
        let message: JSONValue
        do {
            message = try JSONValue.parse(line)
        } catch {
            return Self.response(id: .null, .failure(.parse(error.description)))
        }
        guard case .array(let batch) = message else { return answer(message) }
        guard !batch.isEmpty else { return Self.response(id: .null, .failure(.invalidRequest("an empty batch"))) }
        let answers = session.batch { batch.compactMap(answer) }     // their view models held together
        return answers.isEmpty ? nil : JSONValue.array(answers)
    }

    /// The view model a request changed the menu to since the last look, if one did.
    func takeChange() -> JSONValue? {
        defer { change = nil }
        return change
    }

    /// The view model now (with the load error standing), or the error that stops it being
    /// drawn (the load's, while there is no menu).
    func view() -> Result<JSONValue, RPCError> {
        do {
            return .success(.literal(try session.document()))
        } catch {
            return .failure(.script(error, warnings: session.warnings.take()))
        }
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
        do throws(ScriptError) {
            switch method {
            case "view":
                return view()
            case "reload":
                guard session.reload() else { throw session.loadError ?? ScriptError("the reload failed", kind: .load) }
            case "finish":
                let choice: String?
                switch params?["choice"] {
                case nil, .null?: choice = nil
                case .string(let text)?: choice = text
                default: return .failure(.invalidParams(#"finish takes {"choice": TEXT}, or no params"#))
                }
                switch try session.finish(choice: choice) {
                case .notDecided: return .success(.null)
                case .result(let value): return .success(JSONValue(value))
                }
            case "tap":
                guard case .string(let path)? = params?["path"] else {
                    return .failure(.invalidParams(#"tap needs {"path": PATH}, e.g. {"path": "outfield"}"#))
                }
                let outcome = try session.tap(path)
                if outcome.vetoed { return .failure(.vetoed(outcome, warnings: session.warnings.take())) }
                recorder?.tapped(outcome.target.path.description)
            case "query":
                guard session.runtime != nil else { return view() }
                let text: String?
                switch params?["text"] {
                case .string(let value)?: text = value
                case .null?: text = nil
                default: return .failure(.invalidParams(#"query needs {"text": TEXT}, or {"text": null} to clear it"#))
                }
                session.query(text)
                recorder?.searched(text)
            default:                                          // state: the state file's text, store and all
                guard let text = try session.stateText() else { return view() }
                guard let saved = try? JSONValue.parse(text) else { throw ScriptError("the state's text is no JSON") }
                return .success(saved)
            }
        } catch {
            return .failure(.script(error, warnings: session.warnings.take()))
        }
        let changed = view()
        if case .success(let document) = changed { change = document }
        return changed
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

    /// What a session's event is told as, to every client (serve's notifications, the
    /// preview's event stream): `log` with the entry; for a failed load, a `log` line of level
    /// `error` and the `status` with the load error standing; `{"error": null}` once a load
    /// worked. None for the rest.
    static func notices(of event: SessionEvent) -> [(name: String, params: JSONValue)] {
        switch event {
        case .log(let entry):
            return [("log", entry.json)]
        case .errorSet(let error, let menuStays):
            let line = LogEntry(.error, error.message + (menuStays ? " (the last good menu stays)" : ""))
            return [("log", line.json), ("status", status(error, menuStays: menuStays))]
        case .errorCleared:
            return [("status", status(nil, menuStays: true))]
        case .viewChanged, .waitingForStateFile:
            return []
        }
    }

    /// `{"error": {"kind", "message"}, "menuStays": true}`, or `{"error": null}`.
    static func status(_ error: ScriptError?, menuStays: Bool) -> JSONValue {
        guard let error else { return .object([("error", .null)]) }
        return .object([("error", ViewModelDocument.problem(error).json), ("menuStays", .bool(menuStays))])
    }

    /// A ``Busy`` as told to every client: `{"busy": true, "method": "tap", "path": "outfield"}`
    /// (the method a client would call for it: `tap` with its path, `query`, `reload` for a
    /// load too, `finish`, `view` for a drawing), or `{"busy": false}`.
    static func busy(_ busy: Busy) -> JSONValue {
        switch busy {
        case .started(let activity):
            let method: String = switch activity.kind {
            case .load, .reload: "reload"
            case .drawing: "view"
            case .tap, .query, .finish: activity.kind.rawValue
            }
            let path: [(String, JSONValue)] = activity.kind == .tap ? [("path", .string(activity.detail ?? ""))] : []
            return .object([("busy", .bool(true)), ("method", .string(method))] + path)
        case .ended:
            return .object([("busy", .bool(false))])
        }
    }
}
