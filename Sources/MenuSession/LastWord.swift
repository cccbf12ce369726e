import MenuLua
import Synchronization

/// What a session saves when the watchdog ends the process (a script stuck in a library call
/// well past its deadline, where no limit can stop it): the state file as the last operation
/// that ended left it — the stuck one is undone, as a failed tap is. The front end may owe its
/// client something too (`serve`: the error replies of the requests being answered), which it
/// gives first.
///
/// The watchdog runs this on its own thread while the session's thread is stuck, so the
/// session keeps aside, as text, what it would save (``settle(_:)``) after each operation.
final class LastWord: Sendable {
    private let settled: Mutex<String?>
    private let stateFile: String?

    /// The most text kept aside: a state whose text is larger is saved to the file at once
    /// instead (see ``ScriptSession``), so what is kept stays small.
    static let keptLimit = 1 << 20

    /// Arms the watchdog: before it ends the process, `before` runs, then the state file is
    /// saved as last settled.
    init(stateFile: String?, before: (@Sendable (_ message: String, _ status: Int) -> Void)?) {
        self.stateFile = stateFile
        settled = Mutex(nil)
        Watchdog.beforeEnding { [self] message, status in
            before?(message, status)
            if let stateFile, let text = settled.withLock({ $0 }) { try? FileText.write(text, to: stateFile) }
        }
    }

    /// Notes the state file's text as an operation that ended left it; nil: the file holds it
    /// already (nothing to save).
    func settle(_ text: String?) {
        settled.withLock { $0 = text }
    }

    /// Disarms the watchdog's last word (the session has closed).
    func disarm() {
        Watchdog.beforeEnding(nil)
    }
}
