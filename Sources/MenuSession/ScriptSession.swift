import MenuLua
import MenuModel

/// The one owner of a script's life, under every front end: it loads the script and loads it
/// again (keeping the state, the store, the query and the open submenu), watches the files the
/// menu is made from, keeps the store and the `--state` file (locked, saved, saved by the
/// watchdog), keeps the load error standing until a load works, gives each request its time,
/// and tells the front end what happened (``SessionEvent``, ``Busy``).
///
/// `run`, `run -i`, the REPL, `serve`, `preview` and `test` are adapters over it, and a Swift
/// program that embeds luamenu uses it the same way:
///
///     var configuration = ScriptSession.Configuration(script: "examples/tigers.lua")
///     configuration.stateFile = "tigers-state.json"
///     let session = try ScriptSession(configuration) { event in
///         if case .viewChanged = event { redraw() }
///     }
///     try session.tap("outfield")
///     // … later, on a timer: the script was saved?
///     session.reloadIfChanged()
///     try session.close()                            // saves the state file, lets it go
///
/// A script that fails to load doesn't stop the session: ``loadError`` stands until a load
/// works, and while there was a good menu before, it stays and answers taps. Not thread-safe:
/// use a session from one thread (it runs Lua); only ``Configuration/onBusy`` is told from
/// another.
public final class ScriptSession {
    public let configuration: Configuration
    /// The last menu that loaded; nil while none has.
    public private(set) var runtime: MenuRuntime?
    /// Why the last load failed; nil once one worked. It stands until a load works.
    public private(set) var loadError: ScriptError?
    /// The warnings not yet taken, for a JSON document's `warnings` (they are told as
    /// ``SessionEvent/log(_:)`` events as well).
    public let warnings = WarningList()
    /// Receives the events; set at init.
    let tell: (SessionEvent) -> Void
    private let stateFile: StateFile?
    /// The state and store to start from (a state file's), put in at the first load that works.
    private var start: StateFile.Saved?
    private let capture: PrintCapture?
    private let busy: BusySignal?
    private let lastWord: LastWord?
    private var watcher = FileWatcher([], since: FileWatcher.now())
    /// The files the last good load used.
    private var usedByLastGood: [String] = []
    /// The files watched besides the script and the plugins: the last good load's, and the
    /// last load's when it failed (a module it required may be what breaks it).
    private var used: [String] = []
    /// How many operations are running, one inside another: the outermost tells ``Busy``.
    private var depth = 0
    /// Gathers what the runtime warns about, for the events told after the operation (the
    /// runtime's `warn` must be `Sendable`; it is called on the session's thread).
    private let warned = WarningList()

    /// Locks and reads the state file (when there is one), then loads the script. A script
    /// that fails to load is no error here: see ``loadError``.
    ///
    /// - Throws: ``FileError`` when the state file can't be read or is held by a luamenu that
    ///   holds it until it ends (its ``FileError/holder`` names it).
    public init(_ configuration: Configuration, onEvent: @escaping (SessionEvent) -> Void = { _ in }) throws(FileError) {
        self.configuration = configuration
        tell = onEvent
        capture = configuration.printing == .captured ? PrintCapture() : nil
        busy = configuration.onBusy.map { BusySignal(delay: configuration.busyDelay, tell: $0) }
        if let path = configuration.stateFile {
            let file = StateFile(path: path, memoryLimit: configuration.options.memoryLimit)
            try file.lock.acquire(as: StateFileLock.Holder(command: configuration.holder ?? Self.commandLine, tenure: configuration.tenure)) {
                onEvent(.waitingForStateFile($0))
            }
            stateFile = file
            file.removeLeftovers()
            start = try file.load()
        } else {
            stateFile = nil
        }
        lastWord = stateFile != nil || configuration.beforeWatchdogEnds != nil
            ? LastWord(stateFile: stateFile?.path, before: configuration.beforeWatchdogEnds) : nil
        operation(Busy.Activity(.load, configuration.script)) {
            _ = load(keeping: start, deadline: configuration.options.deadline, change: .loaded)
        }
    }

    deinit {
        lastWord?.disarm()
    }

    /// The menu's state now: the last good menu's, or the state file's while none loaded.
    public var state: MenuState { runtime?.state ?? start?.state ?? MenuState() }

    /// The files the session watches: the script, what it required and read, the plugin
    /// folders and their files (see ``WatchSet``).
    public var watchedFiles: [String] {
        guard let script = configuration.script, configuration.watches else { return [] }
        return WatchSet.files(script: script, used: used, plugins: configuration.options.plugins)
    }

    /// Starts the clock of a new request: each operation until the next call shares
    /// ``MenuRuntime/Options/timeout`` seconds from now. A front end calls it for each request
    /// it serves (a key, a line, a JSON-RPC request).
    public func renewDeadline() {
        runtime?.renewDeadline()
    }

    /// Loads the script again, keeping what `kept` says of the menu before: the view changes,
    /// or the error is set and the last good menu stays. True when it loaded.
    @discardableResult
    public func reload(keeping kept: Kept = .everything) -> Bool {
        operation(Busy.Activity(.reload, configuration.script)) {
            reload(kept, change: .reloaded)
        }
    }

    /// What a reload keeps of the menu before.
    public enum Kept: Sendable {
        /// The state (open sections, choices, letters, the query, the open submenu) and the
        /// store: what a person editing the script expects to keep.
        case everything
        /// What a state file keeps, as the next run would start (no query).
        case savedState
    }

    /// Loads the script again when a file it is made from changed since the last look (see
    /// ``watchedFiles``), keeping everything. True when it tried.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        guard configuration.watches, configuration.script != nil, watcher.changed() else { return false }
        operation(Busy.Activity(.reload, configuration.script)) {
            _ = reload(.everything, change: .fileChanged)
        }
        return true
    }

    private func reload(_ kept: Kept, change: ViewChange) -> Bool {
        guard configuration.script != nil else {
            fail(ScriptError("there is no script to load again (start with a SCRIPT)", kind: .load))
            return false
        }
        let saved: StateFile.Saved?
        do throws(ScriptError) {
            runtime?.renewDeadline()                           // its store is read for the new one
            saved = try self.saved()
        } catch {
            fail(error)
            return false
        }
        var state = saved?.state
        if kept == .savedState, let kept = state {
            state = try? MenuState(json: kept.json)            // as a state file keeps it
        }
        return load(keeping: saved.map { StateFile.Saved(state: state ?? $0.state, store: $0.store, plugins: $0.plugins) },
                    deadline: configuration.options.timeout.map { Deadline(seconds: $0) }, change: change)
    }

    /// Runs the script (with `kept`'s store, then its state restored): the new runtime
    /// replaces the last good one, or the error stands. Watches what the load used either way.
    private func load(keeping kept: StateFile.Saved?, deadline: Deadline?, change: ViewChange) -> Bool {
        var options = configuration.options
        options.printDescriptor = printDescriptor
        let (warned, warnings) = (warned, warnings)
        options.warn = { warned.append($0); warnings.append($0) }   // a document made now lists it
        options.store = kept?.store
        options.pluginStores = kept?.plugins ?? [:]
        options.deadline = deadline
        let filesUsed = FilesUsed()
        options.filesUsed = filesUsed
        let started = FileWatcher.now()
        var seen: [String: FileStamp?] = [:]                   // what the load reads, as it was before
        for path in watchedFiles where seen[path] == nil { seen[path] = FileStamp(path: path) }
        defer { watcher.watch(watchedFiles, since: started, seen: seen.merging(filesUsed.stamps) { _, read in read }) }
        let fresh: MenuRuntime
        do throws(ScriptError) {
            defer { used = usedByLastGood + filesUsed.paths.filter { !usedByLastGood.contains($0) } }
            if let script = configuration.script {
                fresh = try MenuRuntime(script: script, options: options)
            } else {
                fresh = try MenuRuntime(options: options)
            }
            flushLog()
            for problem in fresh.problems { log(.problem, problem) }
            if let state = kept?.state {
                try fresh.restore(state)                       // tells the script the restored choices
                if state.query != nil, fresh.hasLiveSections { fresh.query(state.query) }
            }
            if change != .loaded { try fresh.announceReload() }
        } catch {
            fail(error)
            return false
        }
        runtime = fresh
        usedByLastGood = filesUsed.paths
        used = usedByLastGood
        start = nil
        if loadError != nil {
            loadError = nil
            tell(.errorCleared)
        }
        settle()
        tell(.viewChanged(change))
        return true
    }

    /// Sets the load error and tells it (after what the failed load printed and warned).
    private func fail(_ error: ScriptError) {
        flushLog()
        loadError = error
        tell(.errorSet(error, menuStays: runtime != nil))
    }

    /// The menu's state and the store now, as the state file keeps them; nil while the
    /// script has never loaded and there was no state file.
    ///
    /// - Throws: ``MenuLua/ScriptError`` when the store holds what JSON can't (a function).
    public func saved() throws(ScriptError) -> StateFile.Saved? {
        guard let runtime else { return start }
        return StateFile.Saved(state: runtime.state, store: try runtime.storeValue(), plugins: try runtime.pluginStoreValues())
    }

    /// The text ``save()`` writes to the state file now: the menu's state and the store, as
    /// JSON; nil while the script has never loaded.
    ///
    /// - Throws: ``MenuLua/ScriptError`` when the store holds what JSON can't (a function).
    public func stateText() throws(ScriptError) -> String? {
        guard let runtime else { return nil }
        return try stateText(of: runtime)
    }

    private func stateText(of runtime: MenuRuntime) throws(ScriptError) -> String {
        try StateFileText.make(state: runtime.state, runtime: runtime, sizeLimit: stateFile?.sizeLimit)
    }

    /// Saves the state and the store to the state file, if there is one (and the script ever
    /// loaded: a file is never replaced with nothing).
    public func save() throws(SessionError) {
        guard let stateFile, let runtime else { return }
        runtime.renewDeadline()                                // however long the session has been idle
        let text: String
        do throws(ScriptError) {
            text = try stateText(of: runtime)
        } catch {
            throw .script(error)
        }
        do throws(FileError) {
            try stateFile.save(text: text)
        } catch {
            throw .file(error)
        }
        lastWord?.settle(nil)                                  // the file holds it
    }

    /// Saves the state file and lets it go (the lock file is removed); the session can still
    /// be used, without a state file.
    public func close() throws(SessionError) {
        defer {
            stateFile?.lock.release()
            lastWord?.disarm()
        }
        try save()
    }

    /// Where the runtime's `print` writes.
    private var printDescriptor: Int32 {
        switch configuration.printing {
        case .to(let descriptor): descriptor
        case .captured: capture?.descriptor ?? PrintCapture.discarding
        case .discarded: PrintCapture.discarding
        }
    }

    /// Hands on what the script printed and was warned about since the last look, in order:
    /// printed lines first (a warning is gathered after what caused it was printed).
    public func flushLog() {
        for line in capture?.lines() ?? [] { log(.print, line) }
        for warning in warned.take() { log(.warning, warning) }
    }

    private func log(_ level: LogEntry.Level, _ text: String) {
        if level == .problem { warnings.append(text) }
        tell(.log(LogEntry(level, text)))
    }

    /// Runs `body` as one operation: ``Busy`` is told when it outlasts the delay, and the log
    /// is handed on after it.
    func operation<T, Failure: Error>(_ activity: Busy.Activity, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        depth += 1
        if depth == 1 { busy?.begin(activity) }
        defer {
            depth -= 1
            if depth == 0 {
                busy?.end()
                flushLog()
            }
        }
        return try body()
    }

    /// Keeps the state file's text as it is now aside for the watchdog — or, when it is larger
    /// than ``LastWord/keptLimit``, saves it now, so what is kept stays small.
    func settle() {
        guard let lastWord, let stateFile, let runtime,
              let text = try? StateFileText.make(state: runtime.state, runtime: runtime, sizeLimit: stateFile.sizeLimit)
        else { return }
        if text.utf8.count <= LastWord.keptLimit { return lastWord.settle(text) }
        if (try? stateFile.save(text: text)) != nil { lastWord.settle(nil) }
    }
}

/// What ``ScriptSession/save()`` and ``ScriptSession/close()`` can fail with: the store holds
/// what JSON can't, or the state file can't be written.
public enum SessionError: Error, Equatable, Sendable {
    case script(ScriptError)
    case file(FileError)

    /// The message, naming the file or the script's line.
    public var message: String {
        switch self {
        case .script(let error): error.message
        case .file(let error): error.message
        }
    }
}
