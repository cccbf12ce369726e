import CLua
import LuaShim

/// The host's own Lua code, compiled into LuaShim from its chunks/*.lua.
enum HostChunk: CaseIterable {
    /// `inspect(value, depth)`: a value as the REPL prints it.
    case inspect
    /// `complete(env, word)`: the names the REPL completes a word to.
    case complete
    /// `{ scope = …, run = … }`: the REPL's lines, their locals kept.
    case repl
    /// `make_help(env, annotations)`: the REPL's `help(x)`.
    case help
    /// `forgotten(blocks, store)`: on_tap handlers whose changes a label shows outside the store.
    case forgotten
    /// `labels(lists, m, styles)`: every label function called once; what it returned wrongly.
    case labels

    fileprivate var chunk: lm_Chunk {
        switch self {
        case .inspect: LM_CHUNK_INSPECT
        case .complete: LM_CHUNK_COMPLETE
        case .repl: LM_CHUNK_REPL
        case .help: LM_CHUNK_HELP
        case .forgotten: LM_CHUNK_FORGOTTEN
        case .labels: LM_CHUNK_LABELS
        }
    }
}

/// Running Lua code from Swift: every way in is protected (`lm_pcall` and the helpers built
/// on it) or a load, which Lua protects itself. Each returns false on failure and leaves the
/// message, a string, on top.
extension LuaStack {
    /// What `results` takes for "all the results there are".
    static let allResults = LUA_MULTRET

    /// Calls the function below `arguments` arguments in protected mode; false leaves the
    /// error message (always a string) in place of the results.  [-(arguments+1), +(results|1)]
    func call(arguments: Int32, results: Int32) -> Bool {
        lm_pcall(L, arguments, results) == LUA_OK
    }

    /// Compiles `text` (never bytecode) as a function named `name` ("=stdin", "=tigers.lua").
    /// [-0, +1]
    func load(_ text: String, name: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lm_loadstring(L, $0.baseAddress, $0.count, name) } == LUA_OK
        }
    }

    /// Compiles the Lua file at `path` (text only); with `regularOnly`, anything but a regular
    /// file (a FIFO) is refused.  [-0, +1]
    func loadFile(_ path: String, regularOnly: Bool) -> Bool {
        lm_loadfile(L, path, regularOnly ? 1 : 0) == LUA_OK
    }

    /// Compiles one of the host's own chunks.  [-0, +1]
    func load(_ chunk: HostChunk) -> Bool {
        lm_loadchunk(L, chunk.chunk) == LUA_OK
    }

    /// Makes the environment on top the `_ENV` of the function below it.  [-1, +0]
    func setEnvironment() { lm_setenvironment(L) }

    /// Pushes a new environment for a script or plugin: sandboxed, or reading through to the
    /// full globals (`sandbox` false); its `require` searches `requirePath` (a package.path),
    /// its `menu.read` reads in `folder`, and a plugin's (`owner`, its name) `menu.store` is
    /// its own.  [-0, +1]
    func pushEnvironment(requirePath: String, folder: String, owner: String?, sandbox: Bool) -> Bool {
        guard let owner else { return lm_newenvironment(L, requirePath, folder, nil, sandbox ? 0 : 1) == LUA_OK }
        return lm_newenvironment(L, requirePath, folder, owner, sandbox ? 0 : 1) == LUA_OK
    }

    /// Fills the `menu.json` of the environment on top now (see `lm_preparejson`).  [-1, +(0|1)]
    func prepareJSON() -> Bool { lm_preparejson(L) == LUA_OK }

    /// Opens Lua's standard libraries (the sandbox picks from them).  [-0, +(0|1)]
    func openLibraries() -> Bool { lm_openlibs(L) == LUA_OK }

    /// Makes `print` write to `descriptor`.  [-0, +(0|1)]
    func setPrint(descriptor: Int32) -> Bool { lm_setprint(L, descriptor) == LUA_OK }

    /// Runs the host's installer (see `lm_installhost`) with the dispatcher's `host` and the
    /// host functions listed as `functions`.  [-0, +(0|1)]
    func installHost(_ host: UnsafeMutableRawPointer, functions: String, version: String, sandbox: Bool) -> Bool {
        lm_installhost(L, host, functions, version, sandbox ? 1 : 0) == LUA_OK
    }
}
