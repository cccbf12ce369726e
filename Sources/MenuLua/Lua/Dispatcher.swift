import LuaShim

/// The single entry from C into Swift: finds the host a trampoline names and the function it
/// carries (one of luamenu's, or the embedding program's), runs it on the thread that called,
/// and turns a thrown ``HostCallError`` into a return code and a message on the stack, so that
/// the C trampoline raises it after this frame is gone.
let dispatcher: lm_Dispatch = { state, host, function, argument in
    guard let state, let host else { return Int32(LM_RAISE_AS_IS) }
    let api = Unmanaged<ScriptAPI>.fromOpaque(host).takeUnretainedValue()
    return api.lua.entered(from: state) { stack in
        do throws(HostCallError) {
            return try api.call(function, stack)
        } catch {
            stack.push(error.message)                          // message
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
}
