/// The embedding program's own functions (``MenuRuntime/Options/hostFunctions``), which
/// scripts call as `menu.host.NAME(...)`: the arguments are copied out as plain values, the
/// result copied back in.
struct ProgramFunctions {
    /// The trampoline number of the first of them; luamenu's own (``HostFunction``) are below.
    static let base: Int32 = 1000

    private let functions: [String: MenuRuntime.HostCall]
    /// Their names, in the order of their numbers.
    let names: [String]
    private let lua: LuaState
    /// Charged for the copies of the arguments.
    private let budget: ScriptBudget

    init(_ functions: [String: MenuRuntime.HostCall], lua: LuaState, budget: ScriptBudget) {
        self.functions = functions
        names = functions.keys.sorted()
        self.lua = lua
        self.budget = budget
    }

    /// Refuses a name that is no Lua name (it could not be written `menu.host.NAME`).
    func checkNames() throws(ScriptError) {
        let keywords: Set = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto",
                             "if", "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]
        for name in names {
            let valid = name.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
                && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
            guard valid, !keywords.contains(name) else {
                throw ScriptError("host function name '\(name)' is not a Lua name (ASCII letters, digits and _, "
                                  + "not starting with a digit, not a keyword)", kind: .load)
            }
        }
    }

    /// Calls function `number` with the arguments on `stack` and pushes its result. An error
    /// it throws is raised in the script, at the line that called it (a ``ScriptError`` with
    /// its message, any other as Swift describes it).
    func call(_ number: Int32, _ stack: LuaStack) throws(HostCallError) -> Int32 {
        let index = Int(number - Self.base)
        guard names.indices.contains(index), let body = functions[names[index]] else {
            throw .here("no host function number \(number)")
        }
        guard stack.reserve(8) else { throw .here("stack overflow") }
        var copier = LuaValueCopier(lua: lua, budget: budget)
        defer { copier.release() }
        var arguments: [LuaValue] = []
        for position in stride(from: 1, through: stack.top, by: 1) {
            arguments.append(try copier.copy(at: position))
        }
        let result: LuaValue
        do {
            result = try body(arguments)
        } catch let error as ScriptError {
            throw .here(error.message)
        } catch {
            throw .here("\(error)")
        }
        guard try stack.push(result) else {
            throw .here("menu.host.\(names[index]) returned tables nested deeper than \(LuaValueCopier.depthLimit) levels")
        }
        return 1
    }
}
