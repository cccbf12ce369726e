import MenuLua
import MenuRender

/// A JSON-RPC 2.0 error object: what `luamenu serve` answers when a request fails.
///
///     {"code":-32000,"message":"bad tap path 'x': …","data":{"kind":"tap","warnings":[]}}
struct RPCError: Error {
    var code: Int
    var message: String
    var data: JSONValue?

    /// The line is not JSON.
    static func parse(_ message: String) -> RPCError { RPCError(code: -32700, message: "parse error: \(message)") }

    /// The JSON is not a request object.
    static func invalidRequest(_ message: String) -> RPCError {
        RPCError(code: -32600, message: "invalid request: \(message)")
    }

    static func methodNotFound(_ method: String, known: [String]) -> RPCError {
        RPCError(code: -32601, message: "no method '\(method)' (expected one of: \(known.joined(separator: ", ")))")
    }

    static func invalidParams(_ message: String) -> RPCError { RPCError(code: -32602, message: "invalid params: \(message)") }

    /// The script failed, or broke a limit: `data.kind` says how (a `ScriptError.Kind`'s name),
    /// `data.warnings` what it was warned about on the way.
    static func script(_ error: ScriptError, warnings: [String]) -> RPCError {
        RPCError(code: -32000, message: error.message,
                 data: .object([("kind", .string(error.kind.rawValue)), ("warnings", .array(warnings.map(JSONValue.string)))]))
    }

    /// The error object.
    var json: JSONValue {
        .object([("code", .int(code)), ("message", .string(message))] + (data.map { [("data", $0)] } ?? []))
    }
}
