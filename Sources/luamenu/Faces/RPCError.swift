import MenuLua
import MenuModel
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

    /// A plugin's `tap` hook refused the tap: nothing changed. `data` says which tap, why
    /// (`reason`, when the hook gave one) and whose hook (`hook`: "soldout.lua:3").
    ///
    ///     {"code":-32001,"message":"tap 'coffee/coldbrew' was vetoed: 품절 (the tap hook of soldout.lua:3)",
    ///      "data":{"kind":"vetoed","path":"coffee/coldbrew","reason":"품절","hook":"soldout.lua:3","warnings":[]}}
    static func vetoed(_ outcome: TapOutcome, warnings: [String]) -> RPCError {
        let veto = outcome.veto
        return RPCError(code: -32001, message: outcome.message ?? "tap '\(outcome.target.path)' was vetoed",
                        data: .object([("kind", .string("vetoed")), ("path", .string(outcome.target.path.description)),
                                       ("reason", veto?.reason.map(JSONValue.string) ?? .null),
                                       ("hook", .string(veto?.by ?? "")),
                                       ("warnings", .array(warnings.filter { $0 != outcome.message }.map(JSONValue.string)))]))
    }

    /// The error object.
    var json: JSONValue {
        .object([("code", .int(code)), ("message", .string(message))] + (data.map { [("data", $0)] } ?? []))
    }
}
