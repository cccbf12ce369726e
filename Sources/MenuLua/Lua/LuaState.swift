import CLua
import LuaShim

/// A Lua state, and the one owner of the thread the host works on.
///
/// That thread is the main thread, except while Lua calls the host: then it is the thread that
/// made the call, maybe a coroutine's, whose stack is not the main thread's. The dispatcher
/// switches it for the length of each call (``entered(from:_:)``); everyone else reads
/// ``stack``, so host functions use the state they were called with.
///
/// Its owner closes it (``close()``) while everything a finalizer might reach is still alive:
/// ``MenuRuntime``, in its `deinit`.
final class LuaState {
    /// The main thread, which owns the state.
    private let main: OpaquePointer
    /// The thread the host works on now.
    private(set) var thread: OpaquePointer
    /// What the allocator counts into: kept as long as the state is.
    let limits: LuaLimits
    /// The host's own functions (``HostChunk``), compiled once.
    private var hostFunctions: [HostChunk: ScriptRefValue] = [:]

    /// A new state whose memory is counted, and capped, in `limits`, with the time limit's hook.
    init(limits: LuaLimits) throws(ScriptError) {
        guard let main = lm_newstate(limits.pointer) else {
            throw ScriptError("cannot create a Lua state: not enough memory")
        }
        self.main = main
        thread = main
        self.limits = limits
        lm_setdispatch(dispatcher)
    }

    /// The stack of the thread the host works on now.
    var stack: LuaStack { LuaStack(L: thread) }

    /// Runs `body`, a host function called from Lua on `caller`, with `caller` as the thread
    /// the host works on; the one that was before is put back after.
    func entered<T>(from caller: OpaquePointer, _ body: (LuaStack) -> T) -> T {
        let before = thread
        thread = caller
        defer { thread = before }
        return body(stack)
    }

    /// A host function compiled once from its chunk (which returns it), anchored; one that
    /// fails to compile is an anchored nil, and calling it fails.
    func hostFunction(_ chunk: HostChunk) -> ScriptRefValue {
        if let function = hostFunctions[chunk] { return function }
        let stack = stack
        guard stack.load(chunk), stack.call(arguments: 0, results: 1) else {   // function | message
            stack.pop()                                                        // (message popped)
            stack.pushNil()                                                    // nil
            return stack.ref()                                                 // (nil anchored)
        }
        let function = stack.ref()                                             // (anchored)
        hostFunctions[chunk] = function
        return function
    }

    /// Closes the state: frees everything Lua holds; nothing may use it after. With the
    /// sandbox lifted, a finalizer may run script code here, so the owner closes it under a
    /// budget, once.
    func close() {
        lm_close(main)
    }
}
