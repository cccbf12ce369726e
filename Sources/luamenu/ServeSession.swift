import MenuLua
import MenuModel
import MenuRender

/// One `luamenu serve` session: answers JSON-RPC 2.0 requests, one per line, on a running
/// menu. A request that fails answers an error and changes nothing; the session goes on.
///
///     session.answer(to: #"{"jsonrpc":"2.0","id":1,"method":"tap","params":{"path":"outfield"}}"#)
///     // {"jsonrpc":"2.0","id":1,"result":{"version":1,"title":"KIA Tigers",…}}
struct ServeSession {
    let runtime: MenuRuntime
    /// The script's warnings, gathered for the next answer.
    let warnings: WarningList

    /// The methods, for errors and the help: what each does and what it answers.
    static let methods: [(name: String, help: String)] = [
        ("view", "the view model now"),
        ("tap", "params {\"path\": PATH}: tap PATH as run does, then the view model; a failing tap changes nothing"),
        ("query", "params {\"text\": TEXT or null}: search every searchable block, then the view model"),
        ("state", "the menu's state, as --state saves it"),
    ]

    /// The answer to one line of input: a response, an array of them for a batch, or nil for
    /// a notification (a request without an id) and a blank line.
    func answer(to line: String) -> String? {
        guard !line.allSatisfy(\.isWhitespace) else { return nil }
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
        do throws(ScriptError) {
            switch method {
            case "view":
                break
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
            case "state":
                return .success(runtime.state.json)
            default:
                return .failure(.methodNotFound(method, known: Self.methods.map(\.name)))
            }
            return .success(try ViewModelDocument.make(runtime, warnings: warnings))
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
}
