import CLua
import LuaShim

/// A filter's loop, in C (`lm_filter`): one protected call asks `match` about many items.
extension LuaStack {
    /// Asks the `match` function about the items of the host's copy of a list at `positions`
    /// (from 0; nil: the first `count`), writing whether each is kept into `answers`; the list,
    /// match and option are on top of the stack, and stay. A string item's table is held
    /// weakly unless match changes it (`lm_filter`). An item whose
    /// match fails is `failed` with its index in `positions` and the message, its answer left
    /// as it was; the loop goes on from the next one unless `failed` throws. A failure before
    /// any item (the loop itself could not run) is `failed` with nil, and ends the loop.
    func filter<Failure: Error>(_ positions: [Int32]?, count: Int, answers: inout [Bool],
                                failed: (Int?, String) throws(Failure) -> Void) throws(Failure) {
        precondition(answers.count == count && positions.map { $0.count == count } ?? true)
        guard count > 0 else { return }
        let listed = positions ?? []
        let first = positions?.first ?? 0
        let contiguous = zip(listed, listed.dropFirst()).allSatisfy { $1 == $0 + 1 }
        try listed.withUnsafeBufferPointer { listed throws(Failure) in
            try answers.withUnsafeMutableBufferPointer { answers throws(Failure) in
                var loop = lm_Filter(positions: contiguous ? nil : listed.baseAddress, first: lua_Integer(first),
                                     count: count, done: 0, answers: answers.baseAddress)
                var asked = loop.done
                while lm_filter(L, &loop) != LUA_OK {                     // …, message
                    let message = string(at: -1) ?? "error"
                    pop()
                    guard loop.done > asked else { return try failed(nil, message) }
                    asked = loop.done
                    try failed(Int(loop.done) - 1, message)
                }
            }
        }
    }
}
