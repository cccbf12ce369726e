import LuaShim

/// A run of a list's string items read at once, in C (`lm_readstrings`): the room their bytes
/// and ends are read into, made once for a list and used for each run.
///
///     let run = StringRun()
///     let read = stack.readStrings(of: list, from: 1, to: 1024, keepingIn: copy, into: run)
///     builder.appendPlain(run.bytes, ends: run.ends)
final class StringRun {
    /// Room for this many bytes a run: a run ends before an item that doesn't fit (which the
    /// host then reads alone).
    static let room = 64 << 10
    /// Room for this many items a run.
    static let capacity = 1024

    private let storage = UnsafeMutableRawPointer.allocate(byteCount: StringRun.room, alignment: 8)
    private let endStorage = UnsafeMutablePointer<UInt32>.allocate(capacity: StringRun.capacity)
    fileprivate var run = lm_StringRun()

    init() {
        run.bytes = storage.assumingMemoryBound(to: CChar.self)
        run.room = StringRun.room
        run.ends = endStorage
        run.capacity = StringRun.capacity
    }

    deinit {
        storage.deallocate()
        endStorage.deallocate()
    }

    /// The last run's items' bytes, one after another.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: run.used) }

    /// Where each of the last run's items ends in ``bytes``.
    var ends: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: endStorage, count: run.count) }
}

extension LuaStack {
    /// Reads the items of the list at `list` from `from` through `to` (1-based) into `run` while
    /// they are strings kept as they are (ASCII and Hangul syllables, not ".."), and stores each
    /// in the table at `copy`, which has room for the list. Returns how many it read; the next
    /// item is the caller's to read.  [-0, +0]
    func readStrings(of list: Int32, from: Int, to: Int, keepingIn copy: Int32, into run: StringRun) -> Int {
        Int(lm_readstrings(L, list, copy, lua_Integer(from), lua_Integer(to), &run.run))
    }
}
