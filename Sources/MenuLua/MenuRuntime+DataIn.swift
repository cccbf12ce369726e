#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLua
import LuaShim

/// Data in, with the sandbox kept: the script's arguments, standard input's lines
/// (`menu.input()`) and files inside the script's folder (`menu.read(path)`). The host's work
/// counts against the script's time and memory limits.
extension MenuRuntime {
    /// Pushes the script's arguments, for `...`, and sets the global `arg` of its environment:
    /// `arg[0]` the script's name, `arg[1]`… the arguments, as `lua.c` does. Returns how many
    /// it pushed.
    func pushArguments() -> Int32 {
        guard stack.reserve(Int32(min(options.arguments.count, 8000)) + 4) else { return 0 }
        stack.push(environment)                                // env
        lua_createtable(L, Int32(options.arguments.count), 1)  // env, arg
        stack.push(scriptName)
        lua_rawseti(L, -2, 0)
        for (position, argument) in options.arguments.enumerated() {
            stack.push(argument)
            lua_rawseti(L, -2, lua_Integer(position + 1))
        }
        stack.setRawField("arg", of: -2)                       // env
        stack.pop()
        for argument in options.arguments.prefix(8000) { stack.push(argument) }
        return Int32(min(options.arguments.count, 8000))
    }

    /// `menu.input()` → a new list of standard input's lines (read once, at the first call;
    /// empty when there is no input or it is a terminal). Lines end at "\n"; a "\r" before it
    /// is dropped; the bytes are the input's own.
    func pushInput(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        if inputLines == nil { inputLines = try readInputLines() }
        stack.push(inputLines ?? 0)                            // lines
        let count = stack.rawLength(at: -1)
        lua_createtable(L, Int32(clamping: count), 0)          // lines, copy
        for position in stride(from: 1, through: count, by: 1) {
            lua_rawgeti(L, -2, lua_Integer(position))          // lines, copy, line
            lua_rawseti(L, -2, lua_Integer(position))          // lines, copy
            try chargeHostWork(bytes: 0, step: position)
        }
        lua_rotate(L, -2, 1)
        stack.pop()                                            // copy
        return 1
    }

    /// Reads the input descriptor to its end into an anchored list of lines.
    private func readInputLines() throws(HostCallError) -> ScriptRefValue {
        lua_createtable(L, 0, 0)                               // lines
        guard let descriptor = options.input, isatty(descriptor) == 0 else { return stack.ref() }
        var count = 0
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        func add(_ line: ArraySlice<UInt8>) throws(HostCallError) {
            var line = line
            if line.last == 13 { line = line.dropLast() }      // "\r\n" line ends too
            count += 1
            line.withUnsafeBytes { bytes in
                _ = lua_pushlstring(L, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
            }
            lua_rawseti(L, -2, lua_Integer(count))
            try chargeHostWork(bytes: 0, step: count)
        }
        while true {
            let read = Glibc.read(descriptor, &chunk, chunk.count)
            if read < 0, errno == EINTR { continue }
            if read <= 0 { break }
            var start = chunk.startIndex
            for index in 0..<read where chunk[index] == 10 {
                if pending.isEmpty {
                    try add(chunk[start..<index])
                } else {
                    pending += chunk[start..<index]
                    try add(pending[...])
                    pending.removeAll(keepingCapacity: true)
                }
                start = index + 1
            }
            pending += chunk[start..<read]
            if lm_chargehost(limits, 0) == 0 { throw .here("not enough memory") }
        }
        if !pending.isEmpty { try add(pending[...]) }
        return stack.ref()
    }

    /// `menu.read(path)` → the text of the file at `path`, relative to the folder of the
    /// script (or of the plugin) that calls it: no absolute paths, no `..`, no symbolic link
    /// out of the folder, regular files only, and no more than the memory limit has room for.
    func readFile(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        var length = 0
        guard stack.type(at: 1) == LUA_TSTRING, let bytes = lm_tolstring(L, 1, &length) else {
            throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
        }
        let path = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, strlen(bytes) == length, !path.hasPrefix("/"), !components.contains("..") else {
            throw .argument(1, "'\(path)' is not a path inside the script's folder (expected a relative path without '..')")
        }
        let root = treeRoot()
        guard let realRoot = Self.realPath(root), let real = Self.realPath(root + "/" + path) else {
            throw .here("cannot read '\(path)': \(String(cString: strerror(errno)))")
        }
        guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            throw .here("cannot read '\(path)': it leads out of \(root) (through a symbolic link)")
        }
        let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .here("cannot read '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .here("cannot read '\(path)': not a regular file")
        }
        let limit = limits.pointee.limit
        if limit > 0, Int(status.st_size) > Int(limit) - Int(min(limits.pointee.used, limit)) {
            limits.pointee.memory_refused = 1
            throw .here("not enough memory")
        }
        var text = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < text.count {
            let read = text.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if read < 0, errno == EINTR || errno == EAGAIN { continue }
            if read <= 0 { break }
            filled += read
        }
        text.withUnsafeBytes { bytes in
            _ = lua_pushlstring(L, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), filled)
        }
        return 1
    }

    /// The folder whose tree the calling code may read: the plugin folder its file is in, else
    /// the script's folder.
    private func treeRoot() -> String {
        var record = lua_Debug()
        guard lua_getstack(L, 1, &record) != 0, lua_getinfo(L, "S", &record) != 0,
              let source = record.source, source.pointee == 64 /* "@" */ else { return folder }
        let file = String(cString: source + 1)
        return options.plugins.filter { file.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? folder
    }

    /// The path with every symbolic link, `.` and `..` resolved; nil (errno set) when it
    /// can't be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
