#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The preview's tokens that outlast a run: one per script (by its real path) and port, kept in
/// the user's state folder, so a page left open reconnects when the preview starts again on its
/// address; and the port each script was last previewed on, to start there again.
///
/// The folder is a ``PrivateFolder``: a token is trusted only from a regular file of the user's
/// that no one else can read or write, reached without following a symbolic link; anything
/// else by its name is replaced with a new token (``Issued/replaced`` says why). A token is as
/// secret as a per-run one (128 random bits that only the user can read) and as narrow: another
/// script or another port has another token.
///
/// Files, each a value and the script's real path on two lines:
/// `preview-HASH-PORT.token` (the token) and `preview-HASH.port` (the port last used), HASH
/// being 64-bit FNV-1a of the real path in hex.
///
///     let store = try TokenStore(folder: "/home/me/.local/state/luamenu")
///     try store.token(script: "menu.lua", port: 8080).token     // "9c0e…", the same next time
public final class TokenStore {
    /// What ``token(script:port:)`` gives.
    public struct Issued: Equatable, Sendable {
        /// 128 bits in hex.
        public let token: String
        /// Why the file that was there was not trusted and a new token made, for people
        /// (`/…/preview-1f…-8080.token is a symbolic link`); nil when it was kept or new.
        public let replaced: String?
    }

    private let directory: PrivateFolder

    /// Opens the folder at `folder` (absolute), making it (mode 0700) when it is missing.
    ///
    /// - Throws: ``TokenStoreError`` when it can't be made or opened, or isn't the user's.
    public init(folder: String) throws(TokenStoreError) {
        directory = try PrivateFolder(folder)
    }

    /// The folder's path.
    public var folder: String { directory.path }

    /// Where the tokens are kept: `$XDG_STATE_HOME/luamenu`, else `$HOME/.local/state/luamenu`
    /// (a value that is not an absolute path doesn't count, as the XDG Base Directory
    /// Specification says); nil when neither is set.
    public static func folder(stateHome: String?, home: String?) -> String? {
        if let stateHome, stateHome.hasPrefix("/") { return stateHome + "/luamenu" }
        if let home, home.hasPrefix("/") { return home + "/.local/state/luamenu" }
        return nil
    }

    /// The token of `script` on `port`: the one kept, else a new one, kept from now on.
    ///
    /// - Throws: ``TokenStoreError`` when a new token can't be written.
    public func token(script: String, port: UInt16) throws(TokenStoreError) -> Issued {
        let path = Self.realPath(script)
        let name = "preview-\(Self.hash(path))-\(port).token"
        let distrust: String?
        switch directory.contents(of: name) {
        case .missing:
            distrust = nil
        case .refused(let reason):
            distrust = reason
        case .text(let text):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count >= 2, lines[1] == path, Self.isToken(lines[0]) {
                return Issued(token: String(lines[0]), replaced: nil)
            }
            distrust = lines.count >= 2 && Self.isToken(lines[0]) ? "is another script's (\(lines[1]))" : "holds no token"
        }
        let token = randomHex(bytes: 16)
        try directory.replace(name, with: "\(token)\n\(path)\n")
        return Issued(token: token, replaced: distrust.map { "\(folder)/\(name) \($0)" })
    }

    /// The port `script` was last previewed on, if one was kept.
    public func lastPort(script: String) -> UInt16? {
        let path = Self.realPath(script)
        guard case .text(let text) = directory.contents(of: "preview-\(Self.hash(path)).port") else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[1] == path, let port = UInt16(lines[0]), port != 0 else { return nil }
        return port
    }

    /// Keeps `port` as the one `script` was last previewed on.
    ///
    /// - Throws: ``TokenStoreError`` when it can't be written.
    public func remember(port: UInt16, script: String) throws(TokenStoreError) {
        let path = Self.realPath(script)
        try directory.replace("preview-\(Self.hash(path)).port", with: "\(port)\n\(path)\n")
    }

    /// `path` with every symbolic link, `.` and `..` resolved (`realpath`); for a file that
    /// doesn't exist (yet), the path made absolute as it is.
    static func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        if path.hasPrefix("/") { return path }
        guard let folder = getcwd(nil, 0) else { return path }
        defer { free(folder) }
        return String(cString: folder) + "/" + path
    }

    /// 64-bit FNV-1a of `text`'s bytes, 16 hex digits: a file name for a path of any length.
    static func hash(_ text: String) -> String {
        let value = text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether `text` is a token as this store makes them: 32 lower-case hex digits.
    private static func isToken(_ text: Substring) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
