import MenuLua
import MenuModel
import MenuRender

/// The JSON view model as the tool writes it (`run --format json`, `serve`, snapshots, the
/// REPL's `:json`): the menu as drawn now, each item's own data, the warnings given, and the
/// load error standing when the script on disk is broken and this is its last good menu.
///
/// The document is written as one drawing, under the script's budget: each row is made (its
/// labels evaluated, its data read) as it is written, and the text gathered counts against the
/// memory limit, so a document larger than the limit allows, or one that takes longer than
/// the time limit, stops with the limit's error instead of being built.
///
///     let text = try ViewModelDocument.text(runtime, warnings: WarningList())
///     // {"version":1,"title":"KIA Tigers","blocks":[…],…,"warnings":[]}
public enum ViewModelDocument {
    /// How many times its size a document costs while it is gathered, counted as it grows: its
    /// chunks, the text joined from them, and the one copy a front end makes to send it (run
    /// adds a line end; serve puts it in the response that carries it).
    static let copies = 3

    /// The document of `runtime`'s menu now, as compact text, with the warnings gathered since
    /// the last one, and `loadError` when the script failed to load since `runtime` was made.
    public static func text(_ runtime: MenuRuntime, warnings: WarningList,
                            loadError: ScriptError? = nil) throws(ScriptError) -> String {
        try runtime.drawing { view throws(EvaluationStopped) -> String in
            var chunks: [String] = []
            var size = 0
            try JSONViewModel.write(view, warnings: {
                runtime.summarizeWarnings()
                return warnings.take()
            }, loadError: loadError.map(problem), data: { item throws(EvaluationStopped) in
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

    /// The document as a JSON value that writes ``text(_:warnings:loadError:)`` as it is: for a
    /// message that carries it (`serve`'s responses).
    public static func make(_ runtime: MenuRuntime, warnings: WarningList,
                            loadError: ScriptError? = nil) throws(ScriptError) -> JSONValue {
        .literal(try text(runtime, warnings: warnings, loadError: loadError))
    }

    /// The document with one member or element per line, for diffs (snapshots, the REPL).
    public static func prettyText(_ runtime: MenuRuntime, warnings: WarningList,
                                  loadError: ScriptError? = nil) throws(ScriptError) -> String {
        let text = try text(runtime, warnings: warnings, loadError: loadError)
        return (try? JSONValue.parse(text))?.prettyText ?? text      // its own text always parses
    }

    /// The error document: what stopped a command (`kind` a ``ScriptError/Kind`` name, or
    /// `file`), with the warnings gathered before.
    public static func error(kind: String, message: String, warnings: WarningList) -> JSONValue {
        JSONViewModel.error(kind: kind, message: message, warnings: warnings.take())
    }

    /// A script error as a document names it: its kind and message.
    public static func problem(_ error: ScriptError) -> JSONViewModel.Problem {
        JSONViewModel.Problem(kind: error.kind.rawValue, message: error.message)
    }
}
