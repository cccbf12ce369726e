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

    /// Runs `chunk` in the REPL's scope over the script's environment: as an expression when
    /// it is one (`1 + 1` gives `["2"]`; `=expr` works too), else as statements, whose
    /// top-level locals later lines see (`local y = 5`, then `y` gives 5). `?x` asks
    /// `help("x")`; `_` is the first value of the last line that gave values. Values come back
    /// formatted: tables nested and sorted, never `table: 0x…`; an error inside a function
    /// comes back with a traceback of the script's frames.
    ///
    ///     runtime.evaluate("{ 1, x = { y = 2 } }")   // .values(["{ 1, x = { y = 2 } }"])
    ///     runtime.evaluate("for i = 1, 3 do")         // .incomplete
    public func evaluate(_ chunk: String) -> Evaluation {
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        let source = Self.source(of: chunk)
        var keepsLocals = false
        if !stack.load("return " + source + ";", name: "=stdin") {   // message
            stack.pop()                                            // (the expression's syntax error)
            keepsLocals = stack.load(source + "\n;(...)()", name: "=stdin")   // chunk | message
            if !keepsLocals {                                      // (a chunk ending in `return`)
                stack.pop()
                guard stack.load(source, name: "=stdin") else {    // message
                    let message = stack.string(at: -1) ?? "syntax error"
                    return message.hasSuffix("<eof>") ? .incomplete : .failed(message)
                }
            }
        }
        do {
            return try budget.spend("while running the line") { () throws(ScriptError) -> Evaluation in
                guard pushReplFunction("run"), pushReplScope() else {  // chunk, run, scope | message
                    throw ScriptError(stack.string(at: -1) ?? "the REPL failed")
                }
                stack.pushCopy(of: base + 1)                       // chunk, run, scope, chunk
                stack.push(keepsLocals)                            // chunk, run, scope, chunk, keep
                guard stack.call(arguments: 3, results: LuaStack.allResults) else {   // chunk, results… | message
                    throw ScriptError(stack.string(at: -1) ?? "error")
                }
                let results = stack.top - base - 1
                return .values((0..<results).map { inspect(at: base + 2 + $0) })
            }
        } catch {
            return .failed(error.message)
        }
    }

    /// The Lua a line stands for: `=expr` is `expr`, `?x` is `help("x")` (`?` alone `help()`),
    /// else the line.
    private static func source(of line: String) -> String {
        if line.hasPrefix("=") { return String(line.dropFirst()) }
        guard line.hasPrefix("?") else { return line }
        let name = line.dropFirst().drop { $0 == " " }.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }
        return name.isEmpty ? "help()" : "help(\"" + name.joined() + "\")"
    }

    /// Pushes the function `name` of the host's REPL chunk (`scope` or `run`).  [-0, +1]
    private func pushReplFunction(_ name: String) -> Bool {
        let stack = lua.stack
        guard stack.push(lua.hostFunction(.repl)) == .table else {   // nil
            stack.pop()
            stack.push("the REPL's own Lua failed to load")          // message
            return false
        }
        _ = stack.rawField(name, of: -1)                             // repl, fn
        stack.remove(at: -2)                                         // fn
        return true
    }

    /// Pushes the REPL's scope (made by the first call): the lines' locals, `_` and `help`,
    /// over the script's environment; false leaves a message instead.  [-0, +1]
    private func pushReplScope() -> Bool {
        let stack = lua.stack
        guard pushReplFunction("scope") else { return false }        // scope
        stack.push(environment)                                      // scope, env
        stack.push(lua.hostFunction(.help))                          // scope, env, make_help
        stack.push(LuaAnnotations.text)                              // scope, env, make_help, annotations
        return stack.call(arguments: 3, results: 1)                  // scope table | message
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

    /// The names `word` completes to: the REPL's locals and globals, or fields after a dot
    /// (`string.fo`).
    public func completions(for word: String) -> [String] {
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        stack.push(environment)                                // env
        _ = stack.prepareJSON()                                // (on failure, menu.json's names are left out)
        stack.setTop(base)                                     // (its message, if any, popped)
        // Under a budget of its own: a line that ran out of time leaves the time limit's hook
        // firing until the next budget starts.
        let names = try? budget.spend("while completing") { () throws(ScriptError) -> [String] in
            stack.push(lua.hostFunction(.complete))            // complete
            guard pushReplScope() else { return [] }           // complete, scope
            stack.push(word)                                   // complete, scope, word
            guard stack.call(arguments: 2, results: 1), stack.type(at: -1) == .table else { return [] }   // names
            return (try? TableReader(stack, table: -1, argument: 1).strings(inListAt: -1, place: "names")) ?? []
        }
        return names ?? []
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
