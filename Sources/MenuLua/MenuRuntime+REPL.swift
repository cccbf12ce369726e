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
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        let source = chunk.hasPrefix("=") ? String(chunk.dropFirst()) : chunk
        if !stack.load("return " + source + ";", name: "=stdin") {   // message
            stack.pop()                                        // (the expression's syntax error)
            guard stack.load(source, name: "=stdin") else {    // chunk | message
                let message = stack.string(at: -1) ?? "syntax error"
                return message.hasSuffix("<eof>") ? .incomplete : .failed(message)
            }
        }
        stack.push(environment)                                // chunk, env
        stack.setEnvironment()                                 // chunk
        do {
            return try budget.spend("while running the line") { () throws(ScriptError) -> Evaluation in
                guard stack.call(arguments: 0, results: LuaStack.allResults) else {   // results… | message
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
    private func inspect(at index: Int32, depth: Int = 4) -> String {
        let stack = lua.stack
        let index = stack.absolute(index)
        guard stack.reserve(4) else { return "<stack overflow>" }
        stack.push(lua.hostFunction(.inspect))                 // inspect
        stack.pushCopy(of: index)                              // inspect, value
        stack.push(depth)                                      // inspect, value, depth
        defer { stack.pop() }                                  // (text or message popped)
        guard stack.call(arguments: 2, results: 1) else { return "<\(stack.string(at: -1) ?? "?")>" }   // text | message
        return stack.string(at: -1) ?? "?"
    }

    /// The names `word` completes to: globals, or fields after a dot (`string.fo`).
    public func completions(for word: String) -> [String] {
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        stack.push(environment)                                // env
        _ = stack.prepareJSON()                                // (on failure, menu.json's names are left out)
        stack.setTop(base)                                     // (its message, if any, popped)
        stack.push(lua.hostFunction(.complete))                // complete
        stack.push(environment)                                // complete, env
        stack.push(word)                                       // complete, env, word
        guard stack.call(arguments: 2, results: 1), stack.type(at: -1) == .table else { return [] }   // names
        return (try? TableReader(stack, table: -1, argument: 1).strings(inListAt: -1, place: "names")) ?? []
    }

    /// Makes the menu the script returned a global of the REPL's environment: `m` by default.
    public func bindMenu(as name: String = "m") {
        guard let current = menus.current else { return }
        let stack = lua.stack
        stack.push(environment)                                // env
        stack.push(menus.documents[current].object)            // env, m
        stack.setRawField(name, of: -2)                        // env
        stack.pop()                                            // (env popped)
    }

    /// Makes Ctrl-C stop the Lua code running now (with "interrupted") instead of the process.
    public func interruptOnControlC(_ enabled: Bool) {
        budget.limits.interruptOnControlC(enabled)
    }
}
