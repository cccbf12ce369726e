#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuWeb
import Testing

/// The preview's tokens that outlast a run: the same for the same script and port, another
/// for another, kept where only the user can read them, and never taken from a file someone
/// else could have planted or read.
@Suite struct TokenStoreTests {
    /// A fresh folder of its own, with a script in it; the store's folder is `state/luamenu`
    /// inside it, not made yet.
    let root: String
    let script: String
    var folder: String { root + "/state/luamenu" }

    init() throws {
        var template = Array("/tmp/luamenu-tokens-XXXXXX".utf8CString)
        root = try #require(mkdtemp(&template).map { String(cString: $0) })
        script = root + "/menu.lua"
        try Self.save(script, "return menu.new{}\n", mode: 0o644)
    }

    @Test func theSameScriptAndPortGetTheSameTokenFromAPrivateFile() throws {
        let first = try TokenStore(folder: folder).token(script: script, port: 8080)
        #expect(first.token.count == 32 && first.token.allSatisfy(\.isHexDigit))
        #expect(first.replaced == nil)
        let again = try TokenStore(folder: folder).token(script: script, port: 8080)
        #expect(again == first, "a new run, the same token")

        let file = try #require(try Self.tokenFiles(in: folder).first)
        let status = try Self.status(folder + "/" + file)
        #expect(status.st_mode & 0o777 == 0o600, "only the user reads it")
        #expect(status.st_uid == geteuid(), "and it is the user's")
        #expect(try Self.status(folder).st_mode & 0o777 == 0o700, "in a folder made 0700")
        #expect(try Self.status(root + "/state").st_mode & 0o777 == 0o700, "as is the folder made above it")
    }

    @Test func anotherPortOrAnotherScriptGetsAnotherToken() throws {
        let store = try TokenStore(folder: folder)
        let token = try store.token(script: script, port: 8080).token
        #expect(try store.token(script: script, port: 8081).token != token)
        let other = root + "/other.lua"
        try Self.save(other, "return menu.new{}\n", mode: 0o644)
        #expect(try store.token(script: other, port: 8080).token != token)
        #expect(try store.token(script: script, port: 8080).token == token, "each keeps its own")
    }

    @Test func theScriptIsKnownByItsRealPath() throws {
        let store = try TokenStore(folder: folder)
        let token = try store.token(script: script, port: 8080).token
        #expect(symlink(script, root + "/link.lua") == 0)
        #expect(try store.token(script: root + "/link.lua", port: 8080).token == token, "through a symbolic link")
        #expect(try store.token(script: root + "/../" + root.split(separator: "/").last! + "/menu.lua", port: 8080).token == token,
                "through ..")
    }

    @Test func aSymbolicLinkIsReplacedNotFollowed() throws {
        let store = try TokenStore(folder: folder)
        let token = try store.token(script: script, port: 8080).token
        let name = try #require(try Self.tokenFiles(in: folder).first)
        let planted = root + "/planted"
        try Self.save(planted, "\(token)\n\(script)\n", mode: 0o600)
        #expect(unlink(folder + "/" + name) == 0 && symlink(planted, folder + "/" + name) == 0)

        let issued = try store.token(script: script, port: 8080)
        #expect(issued.token != token, "the linked file's token is not taken")
        #expect(issued.replaced == "\(folder)/\(name) is a symbolic link")
        #expect(try Self.status(folder + "/" + name, following: false).st_mode & S_IFMT == S_IFREG, "a file again")
        #expect(try Self.contents(of: planted) == "\(token)\n\(script)\n", "the file the link named is untouched")
        let kept = try store.token(script: script, port: 8080)
        #expect(kept.token == issued.token && kept.replaced == nil, "the new one is kept")
    }

    @Test func aFileOthersCanReadIsReplaced() throws {
        let store = try TokenStore(folder: folder)
        let token = try store.token(script: script, port: 8080).token
        let name = try #require(try Self.tokenFiles(in: folder).first)
        for mode: mode_t in [0o640, 0o604, 0o620] {
            #expect(chmod(folder + "/" + name, mode) == 0)
            let issued = try store.token(script: script, port: 8080)
            #expect(issued.token != token)
            #expect(issued.replaced == "\(folder)/\(name) is open to others (mode 0\(String(mode, radix: 8)), expected 0600)")
            #expect(try Self.status(folder + "/" + name).st_mode & 0o777 == 0o600)
        }
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func aFileOfAnotherUserIsReplaced() throws {
        let store = try TokenStore(folder: folder)
        let token = try store.token(script: script, port: 8080).token
        let name = try #require(try Self.tokenFiles(in: folder).first)
        #expect(chown(folder + "/" + name, 65_534, 65_534) == 0)
        let issued = try store.token(script: script, port: 8080)
        #expect(issued.token != token)
        #expect(issued.replaced == "\(folder)/\(name) belongs to uid 65534, not to you")
        #expect(try Self.status(folder + "/" + name).st_uid == geteuid())
    }

    @Test func somethingElseThanAFileIsReplacedWithoutWaitingOnIt() throws {
        let store = try TokenStore(folder: folder)
        let token = try store.token(script: script, port: 8080).token
        let name = try #require(try Self.tokenFiles(in: folder).first)
        #expect(unlink(folder + "/" + name) == 0 && mkfifo(folder + "/" + name, 0o600) == 0)
        let issued = try store.token(script: script, port: 8080)       // a pipe with no writer: a read would wait
        #expect(issued.token != token)
        #expect(issued.replaced == "\(folder)/\(name) is not a regular file")
    }

    @Test func aFileThatHoldsNoTokenOrAnotherScriptsIsReplaced() throws {
        let store = try TokenStore(folder: folder)
        let token = try store.token(script: script, port: 8080).token
        let name = try #require(try Self.tokenFiles(in: folder).first)
        try Self.save(folder + "/" + name, "\(token)\n/elsewhere/menu.lua\n", mode: 0o600)
        let other = try store.token(script: script, port: 8080)
        #expect(other.token != token && other.replaced == "\(folder)/\(name) is another script's (/elsewhere/menu.lua)")
        try Self.save(folder + "/" + name, "hello\n", mode: 0o600)
        #expect(try store.token(script: script, port: 8080).replaced == "\(folder)/\(name) holds no token")
    }

    @Test func theFolderIsTheUsersAndNoOneElsesOrItIsNotUsed() throws {
        #expect(mkdir(root + "/state", 0o755) == 0 && mkdir(folder, 0o755) == 0)
        _ = try TokenStore(folder: folder)
        #expect(try Self.status(folder).st_mode & 0o777 == 0o700, "a folder open to others is closed")

        #expect(rmdir(folder) == 0 && mkdir(root + "/elsewhere", 0o700) == 0 && symlink(root + "/elsewhere", folder) == 0)
        #expect(throws: TokenStoreError("cannot open the folder \(folder): it is a symbolic link")) {
            try TokenStore(folder: folder)
        }
        let blocked = root + "/menu.lua/luamenu"                        // under a file: can't be made
        #expect(throws: TokenStoreError("cannot make the folder \(blocked): Not a directory")) {
            try TokenStore(folder: blocked)
        }
    }

    @Test func theLastPortIsRememberedPerScript() throws {
        let store = try TokenStore(folder: folder)
        #expect(store.lastPort(script: script) == nil)
        try store.remember(port: 8080, script: script)
        try store.remember(port: 9090, script: script)
        #expect(try TokenStore(folder: folder).lastPort(script: script) == 9090)
        #expect(store.lastPort(script: root + "/other.lua") == nil)
    }

    @Test func theFolderIsXDGStateHomesElseHomes() {
        #expect(TokenStore.folder(stateHome: "/s", home: "/h") == "/s/luamenu")
        #expect(TokenStore.folder(stateHome: nil, home: "/h") == "/h/.local/state/luamenu")
        #expect(TokenStore.folder(stateHome: "relative", home: "/h") == "/h/.local/state/luamenu", "not absolute: ignored")
        #expect(TokenStore.folder(stateHome: "", home: "") == nil)
    }

    // MARK: Files, through the system's calls

    static func save(_ path: String, _ text: String, mode: mode_t) throws {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
        try #require(file >= 0, "\(path): \(String(cString: strerror(errno)))")
        defer { close(file) }
        #expect(write(file, text, text.utf8.count) == text.utf8.count)
        #expect(fchmod(file, mode) == 0)
    }

    static func contents(of path: String) throws -> String {
        let file = open(path, O_RDONLY)
        try #require(file >= 0, "\(path): \(String(cString: strerror(errno)))")
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(file, &bytes, bytes.count)
        return String(decoding: bytes[..<max(0, count)], as: UTF8.self)
    }

    static func status(_ path: String, following: Bool = true) throws -> stat {
        var status = stat()
        try #require((following ? stat(path, &status) : lstat(path, &status)) == 0, "\(path): \(String(cString: strerror(errno)))")
        return status
    }

    /// The names of the token files in `folder`.
    static func tokenFiles(in folder: String) throws -> [String] {
        let directory = try #require(opendir(folder))
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".token") { names.append(name) }
        }
        return names
    }
}
