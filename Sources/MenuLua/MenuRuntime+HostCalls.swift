import CLua
import LuaShim

/// The embedding program's own functions, which scripts call as `menu.host.NAME(...)`.
extension MenuRuntime {
    /// A function of the embedding program: it gets the script's arguments copied out as
    /// plain values (see ``LuaValue``) and returns one value back; an error it throws is raised
    /// in the script, at the line that called it (a ``ScriptError`` with its message, any
    /// other as Swift describes it).
    ///
    ///     var options = MenuRuntime.Options()
    ///     options.hostFunctions["price"] = { arguments in
    ///         .number(arguments.first?.string == "ray" ? 15_000 : 0)
    ///     }
    ///     // in Lua: detail = tostring(menu.host.price("ray"))
    public typealias HostCall = @Sendable (_ arguments: [LuaValue]) throws -> LuaValue

    /// The trampoline number of the first host function; built-in ones are below it.
    static let hostFunctionBase: Int32 = 1000

    /// The names of the embedding program's functions, in the order of their numbers.
    var hostFunctionNames: [String] { options.hostFunctions.keys.sorted() }

    /// Refuses a host function whose name is no Lua name (it could not be written `menu.host.NAME`).
    func checkHostFunctionNames() throws(ScriptError) {
        let keywords: Set = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto",
                             "if", "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]
        for name in hostFunctionNames {
            let valid = name.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
                && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
            guard valid, !keywords.contains(name) else {
                throw ScriptError("host function name '\(name)' is not a Lua name (ASCII letters, digits and _, "
                                  + "not starting with a digit, not a keyword)", kind: .load)
            }
        }
    }

    /// Calls host function `number` with the arguments on `stack` and pushes its result.
    func callHostFunction(number: Int32, _ stack: LuaStack) throws(HostCallError) -> Int32 {
        let names = hostFunctionNames
        let index = Int(number - Self.hostFunctionBase)
        guard names.indices.contains(index), let body = options.hostFunctions[names[index]] else {
            throw .here("no host function number \(number)")
        }
        guard stack.reserve(8) else { throw .here("stack overflow") }
        var copier = LuaValueCopier(runtime: self)
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
        guard push(result, depth: 0) else {
            throw .here("menu.host.\(names[index]) returned tables nested deeper than \(LuaValueCopier.depthLimit) levels")
        }
        return 1
    }

    /// Pushes `value` as a new Lua value (a whole number as an integer); false, with nothing
    /// pushed, when its tables nest too deeply.  [-0, +(1|0)]
    private func push(_ value: LuaValue, depth: Int) -> Bool {
        guard depth < LuaValueCopier.depthLimit, stack.reserve(4) else { return false }
        switch value {
        case .nil: lua_pushnil(L)
        case .boolean(let flag): stack.push(flag)
        case .number(let number):
            if number == number.rounded(), abs(number) < 9.2e18 { lua_pushinteger(L, lua_Integer(number)) } else { lua_pushnumber(L, number) }
        case .string(let text): stack.push(text)
        case .table(let array, let fields):
            lua_createtable(L, Int32(clamping: array.count), Int32(clamping: fields.count))   // t
            for (position, element) in array.enumerated() {
                guard push(element, depth: depth + 1) else { stack.pop(); return false }    // t, element
                lua_rawseti(L, -2, lua_Integer(position + 1))                               // t
            }
            for (key, field) in fields {
                guard push(field, depth: depth + 1) else { stack.pop(); return false }      // t, field
                stack.setRawField(key, of: -2)                                               // t
            }
        }
        return true
    }
}
