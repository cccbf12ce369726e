import MenuLua
import MenuModel
import MenuRender

/// A state file's text, written from the menu's state and from the script's store as Lua
/// holds it, a value at a time (``MenuRuntime/visitStore(_:)``): never a copy of the store
/// beside Lua's own, and what is written counts against the memory limit as it grows — a
/// string the store holds in sixty places is counted sixty times. The text may be no larger
/// than what a run reads back (``StateFile/sizeLimit``).
///
///     let text = try StateFileText.make(state: runtime.state, runtime: runtime, sizeLimit: 16 << 20)
///     // {"version":1,"open":{},…,"store":{"n":1}}
enum StateFileText {
    /// The file's text: the state's members, then `"store"` when the script made one (or one
    /// was saved), `"plugins"` with each plugin's store by name when any made one, and a line
    /// end.
    ///
    /// - Throws: ``MenuLua/ScriptError`` for a store that holds what JSON can't, or one whose
    ///   text would be larger than `sizeLimit` or the memory limit allows.
    static func make(state: MenuState, runtime: MenuRuntime, sizeLimit: Int?) throws(ScriptError) -> String {
        var chunks: [String] = []
        var size = 0
        var writer = StoreJSON(sink: JSONTextSink { chunk throws(EvaluationStopped) in
            size += chunk.utf8.count
            if let sizeLimit, size > sizeLimit {
                throw EvaluationStopped("memory limit exceeded: the state file would be larger than \(sizeLimit) bytes, "
                                        + "what a run reads back (a quarter of --memory); keep less in menu.store")
            }
            try runtime.holdOutput(bytes: 2 * chunk.utf8.count)         // the chunks, and the text joined from them
            chunks.append(chunk)
        })
        do throws(EvaluationStopped) {
            try writer.sink.beginObject()
            if case .object(let members) = state.json {
                for (name, value) in members {
                    try writer.sink.key(name)
                    try writer.sink.value(value)
                }
            }
        } catch {
            throw ScriptError(error.message, kind: .memoryLimit)
        }
        _ = try runtime.visitStore(&writer)
        let plugins = runtime.pluginStoreNames
        if !plugins.isEmpty {
            do throws(EvaluationStopped) {
                try writer.sink.key("plugins")
                try writer.sink.beginObject()
            } catch {
                throw ScriptError(error.message, kind: .memoryLimit)
            }
            for name in plugins {
                writer.member = name
                _ = try runtime.visitStore(of: name, &writer)
            }
            do throws(EvaluationStopped) { try writer.sink.end() } catch { throw ScriptError(error.message, kind: .memoryLimit) }
        }
        do throws(EvaluationStopped) {
            try writer.sink.end()
            try writer.sink.finish()
        } catch {
            throw ScriptError(error.message, kind: .memoryLimit)
        }
        var text = ""
        text.reserveCapacity(size + 1)
        for chunk in chunks { text += chunk }
        return text + "\n"
    }

    /// Writes a store, as it is walked, as the member ``member`` of the object open in
    /// ``sink``: `"store"` of the document, then each plugin's by name.
    private struct StoreJSON: StoreVisitor {
        var sink: JSONTextSink
        /// The member the next store is written as; setting it starts a new member.
        var member = "store" { didSet { named = false } }
        /// Whether the member's name is written (before the store's first value).
        private var named = false

        init(sink: JSONTextSink) {
            self.sink = sink
        }

        mutating func beginList() throws(EvaluationStopped) {
            try name()
            try sink.beginArray()
        }

        mutating func beginTable() throws(EvaluationStopped) {
            try name()
            try sink.beginObject()
        }

        mutating func end() throws(EvaluationStopped) { try sink.end() }

        mutating func key(_ name: String) throws(EvaluationStopped) { try sink.key(name) }

        mutating func scalar(_ value: LuaValue) throws(EvaluationStopped) {
            try name()
            try sink.value(JSONValue(value))
        }

        /// Names the member, before the store's first value.
        private mutating func name() throws(EvaluationStopped) {
            guard !named else { return }
            named = true
            try sink.key(member)
        }
    }
}
