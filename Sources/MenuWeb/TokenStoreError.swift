/// Why the preview's tokens can't be kept between runs: the state folder can't be made or
/// isn't the user's, or a file in it can't be written. The preview then makes a token for the
/// run alone.
public struct TokenStoreError: Error, Equatable, CustomStringConvertible {
    /// For people: `cannot make the folder /home/me/.local/state: Read-only file system`.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
