#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuModel
import MenuRender

/// `--state FILE`: the menu state kept between runs, as JSON, written atomically (a temporary
/// file beside it, fsync, rename, fsync of the folder), so a crash never leaves a torn file.
struct StateFile {
    let path: String

    /// The saved state, or nil when there is no file yet. A file that can't be read or isn't
    /// a state document is an error, and the file is left as it is.
    func load() throws(CLIError) -> MenuState? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .script("\(path): cannot read the state file: \(Self.reason())")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 { throw .script("\(path): cannot read the state file: \(Self.reason())") }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        do {
            return try MenuState(json: JSONValue.parse(String(decoding: bytes, as: UTF8.self)))
        } catch {
            throw .script("\(path): not a luamenu state file (\(error)); it was left as it is")
        }
    }

    /// Replaces the file with `state`, all or nothing.
    func save(_ state: MenuState) throws(CLIError) {
        let temporary = "\(path).tmp-\(getpid())"
        var text = state.json.text + "\n"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .script("\(path): cannot save the state: \(Self.reason())") }
        let written = text.withUTF8 { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, path) == 0 else {
            let reason = Self.reason()
            unlink(temporary)
            throw .script("\(path): cannot save the state: \(reason)")
        }
        let folder = open(Self.folder(of: path), O_RDONLY)
        if folder >= 0 { fsync(folder); close(folder) }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
