/// A file the session reads or writes failed — the state file, its lock — with a message for
/// people that names the file: `state.json: cannot write: No space left on device`.
///
/// When another luamenu holds the state file, ``holder`` says which one, so a front end can
/// tell it apart from a file that can't be read.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The luamenu that holds the state file, when that is what went wrong.
    public var holder: StateFileLock.Holder?

    public init(_ message: String, holder: StateFileLock.Holder? = nil) {
        self.message = message
        self.holder = holder
    }

    public var description: String { message }
}
