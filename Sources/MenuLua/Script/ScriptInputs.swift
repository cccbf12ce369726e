/// What a script reads from outside the sandbox, with the sandbox kept: its arguments,
/// standard input's lines (`menu.input()`), files inside its folder (`menu.read(path)`), the
/// files `require` loaded, and a plugin's options (`menu.options{ defaults }`). The host's work counts against the script's time and memory
/// limits.
final class ScriptInputs {
    private let lua: LuaState
    private let budget: ScriptBudget
    /// The script's file path or name: `arg[0]`.
    private let scriptName: String
    /// The script's folder: `require` looks there, and `menu.read` reads inside it (a plugin's
    /// reads inside its own, which its `menu.read` carries).
    let folder: String
    /// `...` and `arg[1]`, `arg[2]` …
    private let arguments: [String]
    /// The descriptor `menu.input()` reads; nil: none.
    private let input: Int32?
    /// The lines of standard input, read once by the first `menu.input()` (anchored list).
    private var inputLines: ScriptRefValue?
    /// Where the files `menu.read` is asked for are recorded; nil: nowhere.
    private let filesUsed: FilesUsed?
    /// Each plugin's options, by plugin name (`--plugin-option NAME.KEY=VALUE`).
    private let pluginOptions: [String: [String: String]]

    init(lua: LuaState, budget: ScriptBudget, scriptName: String, folder: String, options: MenuRuntime.Options) {
        self.lua = lua
        self.budget = budget
        self.scriptName = scriptName
        self.folder = folder
        arguments = options.arguments
        input = options.input
        filesUsed = options.filesUsed
        pluginOptions = options.pluginOptions
    }

    /// `menu.options{ defaults }` → a new table of the plugin's options over `defaults`: a
    /// value whose default is a number is read as one, a boolean's as `true` or `false`, any
    /// other as the text given. In the script, which has no options, the defaults as they are.
    func options(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        try stack.defaultsArgument()                           // defaults
        stack.pushTable()                                      // defaults, options
        stack.pushNil()                                        // defaults, options, first key
        while stack.next(of: 1) {                              // defaults, options, key, value
            stack.pushCopy(of: -2)                             // defaults, options, key, value, key
            stack.swapTop()                                    // defaults, options, key, key, value
            stack.setRawPair(of: 2)                            // defaults, options, key
        }
        let name = stack.carriedText()
        for (key, text) in (name.flatMap { pluginOptions[$0] } ?? [:]).sorted(by: { $0.key < $1.key }) {
            stack.push(key)                                    // defaults, options, key
            switch stack.rawField(key, of: 1) {                // defaults, options, key, default
            case .number:
                guard let number = Double(text) else {
                    throw .here("option \(name ?? "").\(key) of --plugin-option is '\(text)', expected a number")
                }
                stack.pop()
                if let integer = Int(text) { stack.push(integer) } else { stack.push(number) }   // …, key, value
            case .boolean:
                guard text == "true" || text == "false" else {
                    throw .here("option \(name ?? "").\(key) of --plugin-option is '\(text)', expected true or false")
                }
                stack.pop()
                stack.push(text == "true")                     // …, key, value
            default:
                stack.pop()
                stack.push(text)                               // …, key, value
            }
            stack.setRawPair(of: 2)                            // defaults, options
        }
        return 1
    }

    /// How many arguments `...` gets at most; `arg` holds them all.
    private static let argumentsPassed = 8000

    /// Pushes the script's arguments, for `...`, and sets the global `arg` of `environment`:
    /// `arg[0]` the script's name, `arg[1]`… the arguments, as `lua.c` does. Returns how many
    /// it pushed.
    func pushArguments(into environment: ScriptRefValue) throws(ScriptError) -> Int32 {
        let stack = lua.stack
        let passed = min(arguments.count, Self.argumentsPassed)
        guard stack.reserve(Int32(passed) + 4) else { throw ScriptError("\(scriptName): too many arguments for Lua's stack") }
        stack.push(environment)                                // env
        stack.pushTable(array: arguments.count, fields: 1)     // env, arg
        stack.push(scriptName)                                 // env, arg, name
        stack.setRawIndex(0, of: -2)                           // env, arg
        for (position, argument) in arguments.enumerated() {
            stack.push(argument)                               // env, arg, argument
            stack.setRawIndex(position + 1, of: -2)            // env, arg
        }
        stack.setRawField("arg", of: -2)                       // env
        stack.pop()                                            // (env popped)
        for argument in arguments.prefix(passed) { stack.push(argument) }   // arguments…
        return Int32(passed)
    }

    /// `menu.input()` → a new list of standard input's lines (read once, at the first call;
    /// empty when there is no input or it is a terminal). Lines end at "\n"; a "\r" before it
    /// is dropped; the bytes are the input's own.
    func input(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        if inputLines == nil { inputLines = try readInputLines(stack) }
        stack.push(inputLines ?? 0)                            // lines
        let count = stack.rawLength(at: -1)
        stack.pushTable(array: count)                          // lines, copy
        for position in stride(from: 1, through: count, by: 1) {
            stack.rawIndex(position, of: -2)                   // lines, copy, line
            stack.setRawIndex(position, of: -2)                // lines, copy
            try budget.chargeHostWork(bytes: 0, step: position, at: stack.callerLocation())
        }
        stack.remove(at: -2)                                   // copy
        return 1
    }

    /// Reads the input descriptor to its end into an anchored list of lines.
    private func readInputLines(_ stack: LuaStack) throws(HostCallError) -> ScriptRefValue {
        stack.pushTable()                                      // lines
        guard let input, !Platform.isTerminal(input) else { return stack.ref() }   // (empty lines anchored)
        var count = 0
        var pending: [UInt8] = []
        func add(_ line: ArraySlice<UInt8>) throws(HostCallError) {
            var line = line
            if line.last == 13 { line = line.dropLast() }      // "\r\n" line ends too
            count += 1
            line.withUnsafeBytes { stack.push(bytes: $0) }     // lines, line
            stack.setRawIndex(count, of: -2)                   // lines
            try budget.chargeHostWork(bytes: 0, step: count, at: stack.callerLocation())
        }
        /// Adds `part` to the line being gathered, once the line, and Lua's copy of it, fit.
        func gather(_ part: ArraySlice<UInt8>) throws(HostCallError) {
            guard budget.hasRoom(for: 2 * (pending.count + part.count)) else { throw .here("not enough memory") }
            pending += part
        }
        try Platform.readChunks(of: input) { chunk throws(HostCallError) in
            var start = chunk.startIndex
            for index in chunk.indices where chunk[index] == 10 {
                if pending.isEmpty {
                    try add(chunk[start..<index])
                } else {
                    try gather(chunk[start..<index])
                    try add(pending[...])
                    pending.removeAll(keepingCapacity: pending.count <= 1 << 16)   // a long line's room goes
                }
                start = index + 1
            }
            try gather(chunk[start...])
            if !budget.withinMemoryLimit() { throw .here("not enough memory") }
        }
        if !pending.isEmpty { try add(pending[...]) }
        return stack.ref()                                     // (lines anchored)
    }

    /// `menu.read(path)` → the text of the file at `path`, relative to the folder of the
    /// script (or of the plugin) whose environment's `menu.read` it is: no absolute paths, no
    /// `..`, no symbolic link out of the folder, regular files only, and no more than the
    /// memory limit has room for (twice: the host's bytes, and Lua's string).
    func read(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard stack.type(at: 1) == .string, let bytes = stack.bytes(at: 1) else {
            throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
        }
        let path = String(decoding: bytes, as: UTF8.self)
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !bytes.contains(0), !path.hasPrefix("/"), !components.contains("..") else {
            throw .argument(1, "'\(path)' is not a path inside the script's folder (expected a relative path without '..')")
        }
        let root = stack.carriedText() ?? folder
        filesUsed?.record(root == "." ? path : root + "/" + path, stamped: true)   // a missing file too: making it is a change
        let real: String, inside: Bool
        do throws(Platform.FileError) {
            let realRoot = try Platform.realPath(root)
            real = try Platform.realPath(root + "/" + path)
            inside = real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
        } catch {
            throw Self.readError(error, path: path)
        }
        guard inside else { throw .here("cannot read '\(path)': it leads out of \(root) (through a symbolic link)") }
        let text: [UInt8]
        do throws(Platform.FileError) {
            text = try Platform.readRegularFile(real) { size in budget.hasRoom(for: 2 * size) }   // its bytes, and Lua's string
        } catch {
            throw Self.readError(error, path: path)
        }
        text.withUnsafeBytes { stack.push(bytes: $0) }         // text
        return 1
    }

    /// What `menu.read(path)` raises when the file can't be read.
    private static func readError(_ error: Platform.FileError, path: String) -> HostCallError {
        switch error {
        case .system(let reason): .here("cannot read '\(path)': \(reason)")
        case .notRegularFile: .here("cannot read '\(path)': not a regular file")
        case .tooLarge: .here("not enough memory")
        }
    }

    /// Records the Lua files `require` has loaded so far in ``FilesUsed``, if the options gave one.
    func recordRequiredFiles() {
        guard let filesUsed else { return }
        for path in requiredFiles { filesUsed.record(path) }
    }

    /// The Lua files `require` has loaded so far (what `--watch` watches besides the script).
    var requiredFiles: [String] {
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        guard stack.pushRegistryField("luamenu.required") == .table else { return [] }   // files
        return (try? TableReader(stack, table: -1, argument: 0).strings(inListAt: -1, place: "files")) ?? []
    }
}
