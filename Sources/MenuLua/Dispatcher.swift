import CLua
import LuaShim

/// The single entry from C into Swift: finds the runtime and the function a trampoline
/// names (one of luamenu's, or the embedding program's), runs it, and turns a thrown ``HostCallError`` into a return code and a message
/// on the stack, so that the C trampoline raises it after this frame is gone.
let dispatcher: lm_Dispatch = { state, host, function, argument in
    guard let L = state, let host else { return Int32(LM_RAISE_AS_IS) }
    let runtime = Unmanaged<MenuRuntime>.fromOpaque(host).takeUnretainedValue()
    let caller = runtime.L
    runtime.L = L                                   // the calling thread: maybe a coroutine
    defer { runtime.L = caller }
    let stack = LuaStack(L: L)
    do throws(HostCallError) {
        guard let builtIn = HostFunction(rawValue: function) else {
            return try runtime.callHostFunction(number: function, stack)
        }
        return try runtime.call(builtIn, stack)
    } catch {
        stack.push(error.message)
        switch error {
        case .argument(let number, _):
            argument?.pointee = number
            return Int32(LM_RAISE_HERE)
        case .here, .badPath:
            return Int32(LM_RAISE_HERE)
        case .asIs:
            return Int32(LM_RAISE_AS_IS)
        }
    }
}
