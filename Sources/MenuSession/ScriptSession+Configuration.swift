import MenuLua

extension ScriptSession {
    /// What a session runs and how: the script, the runtime's options (sandbox, limits,
    /// plugins, arguments), where `print` goes, the state file, and what to tell whom.
    ///
    ///     var configuration = ScriptSession.Configuration(script: "menu.lua")
    ///     configuration.stateFile = "state.json"
    ///     configuration.printing = .captured           // print arrives as .log events
    public struct Configuration: Sendable {
        /// The script's path; nil: no script (the REPL's lines run in a fresh environment).
        public var script: String?
        /// How each load runs the script: the sandbox, the limits, plugins, its arguments and
        /// input. Its `printDescriptor`, `warn`, `store` and `filesUsed` are the session's.
        public var options: MenuRuntime.Options
        /// Where the script's `print` goes.
        public var printing: Printing = .to(1)
        /// `--state FILE`: the state and the store are read from it before the first load,
        /// saved to it by ``ScriptSession/save()`` and ``ScriptSession/close()``, and by the
        /// watchdog; its lock is held from the start to ``ScriptSession/close()``.
        public var stateFile: String?
        /// How long this session holds the state file: others wait for a session that runs
        /// once, and are refused at once by one that holds it until it ends (see
        /// ``StateFileLock``).
        public var tenure: StateFileLock.Tenure = .untilItEnds
        /// Who this is, for a luamenu that finds the state file held; nil: this process's
        /// command line (``ScriptSession/commandLine``), made only when a state file is locked.
        public var holder: String?
        /// Whether the session notices changed files (``ScriptSession/reloadIfChanged()``).
        public var watches = true
        /// How long an operation runs before ``onBusy`` is told.
        public var busyDelay: Duration = .milliseconds(100)
        /// Told, on a thread of its own, when an operation outlasts ``busyDelay`` and when
        /// it ends (see ``Busy``); nil: nobody is.
        public var onBusy: (@Sendable (Busy) -> Void)?
        /// Runs, on the watchdog's thread, before the watchdog ends the process (the session
        /// then saves the state file as the last operation left it): for a front end that owes
        /// its client an answer. It must not touch the session.
        public var beforeWatchdogEnds: (@Sendable (_ message: String, _ status: Int) -> Void)?

        public init(script: String?, options: MenuRuntime.Options = MenuRuntime.Options()) {
            self.script = script
            self.options = options
        }
    }

    /// Where the script's `print` goes.
    public enum Printing: Equatable, Sendable {
        /// To a file descriptor, as it prints (1: stdout).
        case to(Int32)
        /// Into the session, which hands each line on as a ``SessionEvent/log(_:)`` event after
        /// the operation that printed it.
        case captured
        /// Nowhere.
        case discarded
    }

    /// This process's command line, its program named by its last path component
    /// (`luamenu preview menu.lua`).
    public static var commandLine: String {
        let words = CommandLine.arguments
        guard let program = words.first else { return "luamenu" }
        return ([String(program.split(separator: "/").last ?? "luamenu")] + words.dropFirst()).joined(separator: " ")
    }
}
