/// How a ``MenuRuntime`` runs scripts: the sandbox, the limits, plugins, and where output goes.
extension MenuRuntime {
    /// How a runtime runs its script: `print`'s descriptor, where warnings go, the sandbox,
    /// the limits, plugins, the script's arguments and input, the program's own functions.
    public struct Options: Sendable {
        /// The file descriptor `print` writes to: 1 (stdout) or 2 (stderr).
        public var printDescriptor: Int32
        /// Receives warnings: a label function that failed, a plugin that was skipped.
        public var warn: @Sendable (String) -> Void
        /// Scripts get only safe libraries (no io, os.execute, debug, C modules, bytecode).
        /// False lifts the sandbox, for scripts the user trusts.
        public var sandbox: Bool
        /// Seconds each operation may take: loading a plugin, loading the script, a tap (with
        /// its handlers), a drawing (its label functions, the output written); nil: no limit.
        public var timeout: Double?
        /// When the whole run must end: every operation ends by it as well as within
        /// ``timeout``; a front end that serves many requests moves it on for each (see
        /// ``MenuRuntime/deadline``). nil: each operation has only its own ``timeout``.
        public var deadline: Deadline?
        /// Bytes Lua may hold; nil: no limit.
        public var memoryLimit: Int?
        /// Folders whose `*.lua` files are loaded, in name order, before the script.
        public var plugins: [String]
        /// Plugins not to load, by name (a file's name without `.lua`).
        public var skippedPlugins: Set<String> = []
        /// Each plugin's options, by plugin name, which it reads with `menu.options{ defaults }`.
        public var pluginOptions: [String: [String: String]] = [:]
        /// What the script gets as `...` and as `arg[1]`, `arg[2]` … (`arg[0]` is its name),
        /// as `lua script.lua a b` passes them.
        public var arguments: [String] = []
        /// The file descriptor `menu.input()` reads its lines from (the CLI's standard input);
        /// nil, or a terminal, gives an empty list.
        public var input: Int32?
        /// Runs a search's chunks, maybe on several threads at once (the CLI passes Dispatch's
        /// `concurrentPerform`); nil: one after another. The model starts no threads itself.
        public var parallel: (@Sendable (_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Void)?
        /// Counts the items read while the script loads, for a progress line.
        public var progress: LoadProgress?
        /// Records the files the script and its plugins require and read (see ``FilesUsed``),
        /// for a front end that loads the script again when one changes.
        public var filesUsed: FilesUsed?
        /// Functions of the embedding program, which scripts call as `menu.host.NAME(...)`
        /// (see ``MenuRuntime/HostCall``); each name a Lua name (`price`, `open_url`).
        public var hostFunctions: [String: HostCall] = [:]
        /// What an earlier run's `menu.store` held (the state file keeps it): the store the
        /// script gets starts from it, merged over its defaults.
        public var store: LuaValue?
        /// What an earlier run's plugins kept in their stores, by plugin name (a plugin's
        /// `menu.store` is its own; see ``ScriptStores``).
        public var pluginStores: [String: LuaValue] = [:]
        /// Whether a block the script describes wrongly (`m:section{ columns = "2" }`) is
        /// reported through ``warn`` (in the words of the error it would have raised) and left
        /// out, so the script goes on and every such mistake is found in one run (`luamenu
        /// check`); otherwise it is an error that stops the script.
        public var keepsGoing = false

        public init(printDescriptor: Int32 = 1, warn: @escaping @Sendable (String) -> Void = { _ in },
                    sandbox: Bool = true, timeout: Double? = 5, memoryLimit: Int? = 256 << 20,
                    plugins: [String] = []) {
            self.printDescriptor = printDescriptor
            self.warn = warn
            self.sandbox = sandbox
            self.timeout = timeout
            self.memoryLimit = memoryLimit
            self.plugins = plugins
        }
    }

    /// A function of the embedding program: it gets the script's arguments copied out as
    /// plain values (see ``LuaValue``) and returns one value back; an error it throws is raised
    /// in the script, at the line that called it (a ``ScriptError`` with its message, any
    /// other as Swift describes it).
    ///
    ///     var options = MenuRuntime.Options()
    ///     options.hostFunctions["price"] = { arguments in
    ///         .number(arguments.first?.string == "ray" ? 15_000 : 0)
    ///     }
    ///     // in Lua: detail = tostring(menu.host.price("ray"))
    public typealias HostCall = @Sendable (_ arguments: [LuaValue]) throws -> LuaValue
}

extension MenuRuntime.Options {
    /// A plugin's name, which keys its store and its options and which `skippedPlugins` names:
    /// its file's, without `.lua` ("soldout.lua" → "soldout").
    public static func pluginName(ofFile file: String) -> String {
        file.hasSuffix(".lua") ? String(file.dropLast(4)) : file
    }
}
