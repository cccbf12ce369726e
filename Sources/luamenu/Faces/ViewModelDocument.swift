import MenuLua
import MenuModel
import MenuRender

/// The JSON view model as the tool writes it (`run --format json`, `serve`, snapshots, the
/// REPL's `:json`): the menu as drawn now, each item's own data, and the warnings given.
///
/// The document is written as one drawing, under the script's budget: each row is made (its
/// labels evaluated, its data read) as it is written, and the text gathered counts against the
/// memory limit, so a document larger than the limit allows, or one that takes longer than
/// the time limit, stops with the limit's error instead of being built.
enum ViewModelDocument {
    /// How many times its size a document costs while it is gathered, counted as it grows: its
    /// chunks, the text joined from them, and the one copy a front end makes to send it (run
    /// adds a line end; serve puts it in the response that carries it).
    static let copies = 3

    /// The document of `runtime`'s menu now, as compact text, with the warnings gathered since
    /// the last one.
    static func text(_ runtime: MenuRuntime, warnings: WarningList) throws(ScriptError) -> String {
        try runtime.drawing { view throws(EvaluationStopped) -> String in
            var chunks: [String] = []
            var size = 0
            try JSONViewModel.write(view, warnings: {
                runtime.summarizeWarnings()
                return warnings.take()
            }, data: { item throws(EvaluationStopped) in
                do throws(ScriptError) {
                    let fields = try runtime.itemData(of: item)
                    return fields.isEmpty ? nil : JSONValue(fields: fields)
                } catch {
                    throw EvaluationStopped(error.message)
                }
            }, to: { chunk throws(EvaluationStopped) in
                try runtime.holdOutput(bytes: copies * chunk.utf8.count)
                chunks.append(chunk)
                size += chunk.utf8.count
            })
            var text = ""
            text.reserveCapacity(size)
            for chunk in chunks { text += chunk }
            return text
        }
    }

    /// The document as a JSON value that writes ``text(_:warnings:)`` as it is: for a message
    /// that carries it (`serve`'s responses).
    static func make(_ runtime: MenuRuntime, warnings: WarningList) throws(ScriptError) -> JSONValue {
        .literal(try text(runtime, warnings: warnings))
    }

    /// The document with one member or element per line, for diffs (snapshots, the REPL).
    static func prettyText(_ runtime: MenuRuntime, warnings: WarningList) throws(ScriptError) -> String {
        let text = try text(runtime, warnings: warnings)
        return (try? JSONValue.parse(text))?.prettyText ?? text      // its own text always parses
    }

    /// The error document for what stopped the command, with the warnings gathered before.
    static func error(_ error: CLIError, warnings: WarningList) -> JSONValue {
        JSONViewModel.error(kind: error.kind, message: error.message, warnings: warnings.take())
    }
}
