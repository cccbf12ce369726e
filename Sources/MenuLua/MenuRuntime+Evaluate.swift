import CLua
import LuaShim

/// Running lines of Lua typed at a prompt, the way Lua's own `lua` REPL does.
extension MenuRuntime {
    /// What one chunk of REPL input did.
    public enum Evaluation: Equatable, Sendable {
        /// It ran; these are its results as the REPL prints them (none for a statement).
        case values([String])
        /// It is not a whole chunk yet: read another line and try again.
        case incomplete
        /// It failed to compile or run: the message, with its line.
        case failed(String)
    }

    /// Runs `chunk` in the script's environment: as an expression when it is one (`1 + 1`
    /// gives `["2"]`; `=expr` works too), else as statements. Values come back formatted:
    /// tables nested and sorted, never `table: 0x…`.
    ///
    ///     runtime.evaluate("{ 1, x = { y = 2 } }")   // .values(["{ 1, x = { y = 2 } }"])
    ///     runtime.evaluate("for i = 1, 3 do")         // .incomplete
    public func evaluate(_ chunk: String) -> Evaluation {
        let base = stack.top
        defer { lua_settop(L, base) }
        let source = chunk.hasPrefix("=") ? String(chunk.dropFirst()) : chunk
        if load("return " + source + ";") != LUA_OK {
            stack.pop()                                        // the expression's syntax error
            guard load(source) == LUA_OK else {
                let message = stack.string(at: -1) ?? "syntax error"
                return message.hasSuffix("<eof>") ? .incomplete : .failed(message)
            }
        }
        stack.push(environment)
        lm_setenvironment(L)
        do {
            return try budgeted("while running the line") { () throws(ScriptError) -> Evaluation in
                guard lm_pcall(L, 0, LUA_MULTRET) == LUA_OK else {
                    throw ScriptError(stack.string(at: -1) ?? "error")
                }
                let results = stack.top - base
                return .values((0..<results).map { inspect(at: base + 1 + $0) })
            }
        } catch {
            return .failed(error.message)
        }
    }

    /// The value at `index` as the REPL prints it, nested `depth` levels at most.
    func inspect(at index: Int32, depth: Int = 4) -> String {
        let index = stack.absolute(index)
        stack.push(hostFunction("inspect", source: HostChunks.inspect))
        lua_pushvalue(L, index)
        stack.push(depth)
        defer { stack.pop() }
        guard lm_pcall(L, 2, 1) == LUA_OK else { return "<\(stack.string(at: -1) ?? "?")>" }
        return stack.string(at: -1) ?? "?"
    }

    /// The names `word` completes to: globals, or fields after a dot (`string.fo`).
    public func completions(for word: String) -> [String] {
        let base = stack.top
        defer { lua_settop(L, base) }
        stack.push(environment)
        _ = lm_preparejson(L)                // its fields, which a raw read can't trigger
        lua_settop(L, base)
        stack.push(hostFunction("complete", source: HostChunks.complete))
        stack.push(environment)
        stack.push(word)
        guard lm_pcall(L, 2, 1) == LUA_OK, stack.type(at: -1) == LUA_TTABLE else { return [] }
        return (try? TableReader(stack, table: -1, argument: 1).strings(inListAt: -1, place: "names")) ?? []
    }

    /// Makes the menu the script returned a global of the REPL's environment: `m` by default.
    public func bindMenu(as name: String = "m") {
        guard let current else { return }
        stack.push(environment)
        stack.push(documents[current].object)
        stack.setRawField(name, of: -2)
        stack.pop()
    }

    /// Makes Ctrl-C stop the Lua code running now (with "interrupted") instead of the process.
    public func interruptOnControlC(_ enabled: Bool) {
        lm_interruptonsigint(enabled ? limits : nil)
    }

    /// Compiles `source` as a chunk named "stdin", never bytecode.  [-0, +1]
    private func load(_ source: String) -> Int32 {
        var source = source
        return source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lm_loadstring(L, $0.baseAddress, $0.count, "=stdin") }
        }
    }

    /// A host function compiled once from `source` (which returns it) and kept in the registry.
    func hostFunction(_ name: String, source: String) -> ScriptRefValue {
        if let function = hostFunctions[name] { return function }
        var text = source
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lm_loadstring(L, $0.baseAddress, $0.count, "=luamenu.\(name)") }
        }
        guard status == LUA_OK, lm_pcall(L, 0, 1) == LUA_OK else {
            stack.pop()
            lua_pushnil(L)
            return stack.ref()
        }
        let function = stack.ref()
        hostFunctions[name] = function
        return function
    }
}
