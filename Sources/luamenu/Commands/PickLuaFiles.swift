import MenuApps
import MenuLua
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What runs `pick`'s `lua:FILE` commands: one sandboxed Lua runtime, made at the first call,
/// each call running its file afresh (under the default limits: 5 s, 256 MiB) with the
/// picker's values as a table in its `...`:
///
/// | field | value |
/// |---|---|
/// | `line` | the line under the cursor as shown (nil for none) |
/// | `index` | its number in the input, from 0 (nil for none) |
/// | `query` | the query |
/// | `marked` | the marked lines, in the order marked |
///
/// What it returns is the text: a string (a number too), or a list of lines. `print` writes
/// nowhere: the picker owns the terminal and stdout is its answer.
final class PickLuaFiles: Sendable {
    private let runtime = Mutex<MenuRuntime?>(nil)

    /// The text `call`'s file returns, or its error.
    func run(_ call: PickerScriptCall) -> Result<String, PickerScriptFailure> {
        runtime.withLock { runtime -> Result<String, PickerScriptFailure> in
            do throws(ScriptError) {
                if runtime == nil { runtime = try MenuRuntime(options: MenuRuntime.Options(printDescriptor: Self.nowhere)) }
                guard let runtime else { return .failure(PickerScriptFailure("lua:\(call.file): no Lua")) }
                return Self.text(try runtime.value(ofFile: call.file, argument: Self.argument(call)), file: call.file)
            } catch {
                return .failure(PickerScriptFailure(error.message))
            }
        }
    }

    /// Where `print` writes: /dev/null.
    private static let nowhere = open("/dev/null", O_WRONLY)

    /// The table the file gets.
    static func argument(_ call: PickerScriptCall) -> LuaValue {
        var fields: [String: LuaValue] = ["query": .string(call.query),
                                          "marked": .table(array: call.marked.map(LuaValue.string), fields: [:])]
        if let line = call.line { fields["line"] = .string(line) }
        if let index = call.index { fields["index"] = .number(Double(index)) }
        return .table(array: [], fields: fields)
    }

    /// The text of what the file returned: a string or a number as it is, a list of lines
    /// joined, nil as nothing; anything else is an error naming what came.
    static func text(_ value: LuaValue, file: String) -> Result<String, PickerScriptFailure> {
        switch value {
        case .nil: return .success("")
        case .string(let text): return .success(text)
        case .number(let number): return .success(value.integer.map(String.init) ?? "\(number)")
        case .table(let lines, let fields) where fields.isEmpty && lines.allSatisfy({ $0.string != nil }):
            return .success(lines.compactMap(\.string).joined(separator: "\n"))
        case .boolean(let flag):
            return .failure(PickerScriptFailure("lua:\(file) returned \(flag) (expected text, or a list of lines)"))
        case .table:
            return .failure(PickerScriptFailure("lua:\(file) returned a table that is no list of strings (expected "
                                                + "text, or a list of lines)"))
        }
    }
}
