import MenuLua
import MenuRender

/// What a ``ScriptSession`` tells its front end, on the thread that uses the session, as it
/// happens: what every face needs to show (a new view, the script's log, the load error).
///
///     let session = try ScriptSession(configuration) { event in
///         switch event {
///         case .viewChanged: redraw()
///         case .log(let entry): statusLine = entry.text
///         case .errorSet(let error, _): banner = error.message
///         case .errorCleared: banner = nil
///         case .waitingForStateFile(let holder): print("waiting for \(holder?.description ?? "another luamenu")")
///         }
///     }
public enum SessionEvent: Equatable, Sendable {
    /// The menu may look different now, and why.
    case viewChanged(ViewChange)
    /// A line the script printed (with ``ScriptSession/Printing/captured``), or a warning
    /// about it.
    case log(LogEntry)
    /// The script failed to load (or to load again): the error stands until a load works;
    /// `menuStays`: there is a last good menu, which stays and still answers taps.
    case errorSet(ScriptError, menuStays: Bool)
    /// A load worked after one that failed: the error no longer stands.
    case errorCleared
    /// Another luamenu that runs once holds the state file: the session waits for it (see
    /// ``StateFileLock``); nil when it can't be named.
    case waitingForStateFile(StateFileLock.Holder?)
}

/// Why the view changed.
public enum ViewChange: String, Equatable, Sendable {
    /// The script loaded for the first time.
    case loaded
    /// The script was loaded again when asked (``ScriptSession/reload(keeping:)``).
    case reloaded
    /// A file the script is made from changed, and the script was loaded again.
    case fileChanged
    /// A tap changed the state (and the script's handlers ran).
    case tapped
    /// A search.
    case queried
}

/// One line of a script's log: what it printed, or what it was warned about.
public struct LogEntry: Equatable, Sendable {
    public enum Level: String, Sendable {
        /// A line the script printed.
        case print
        /// A warning about the script as it runs (a label that failed, a disabled item tapped).
        case warning
        /// A mistake in how the script builds its menu, found as it loaded (what `luamenu
        /// check` reports); sent to clients as a warning.
        case problem
        /// The script could not be loaded (a front end's line for ``SessionEvent/errorSet(_:menuStays:)``).
        case error
    }

    public var level: Level
    public var text: String

    public init(_ level: Level, _ text: String) {
        self.level = level
        self.text = text
    }

    /// `{"level":"print","text":"…"}`: a `log` notification's params, a page's log event. A
    /// problem's level is `warning` there.
    public var json: JSONValue {
        .object([("level", .string(level == .problem ? "warning" : level.rawValue)), ("text", .string(text))])
    }
}
