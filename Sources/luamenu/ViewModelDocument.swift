import MenuLua
import MenuModel
import MenuRender

/// The JSON view model as the tool writes it (`run --format json`, `serve`, snapshots, the
/// REPL's `:json`): the menu as drawn now, each item's own data, and the warnings given.
enum ViewModelDocument {
    /// The document of `runtime`'s menu now, with the warnings gathered since the last one.
    static func make(_ runtime: MenuRuntime, warnings: WarningList) throws(ScriptError) -> JSONValue {
        let view = try runtime.view()
        let data = try runtime.itemData(in: view)
        return try runtime.evaluating { () throws(EvaluationStopped) in
            try JSONViewModel.document(view, warnings: warnings.take(),
                                       data: { item in data[item.ref].map { JSONValue(fields: $0) } })
        }
    }

    /// The error document for what stopped the command, with the warnings gathered before.
    static func error(_ error: CLIError, warnings: WarningList) -> JSONValue {
        JSONViewModel.error(kind: error.kind, message: error.message, warnings: warnings.take())
    }
}
