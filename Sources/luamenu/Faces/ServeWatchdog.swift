import MenuLua
import MenuModel
import MenuRender
import Synchronization

/// What `luamenu serve` owes its client when the watchdog ends the session (a request stuck in
/// a library call well past its deadline, where no limit can stop it): the requests of the line
/// being answered get their error replies, `--state` is saved as the last line that was
/// answered left it (the stuck line is undone, as a failed tap is), and then the watchdog ends
/// the process with its message on stderr and status 1.
///
/// The watchdog runs this on its own thread while the session's thread is stuck, so the
/// session keeps aside, as plain values, what it would need: the ids of the line's requests and
/// the state's text (``answering(_:)``, ``settled(_:)``).
final class ServeWatchdog: Sendable {
    private struct Pending {
        /// The ids of the requests of the line being answered (none for notifications).
        var ids: [JSONValue] = []
        /// The state file's text as the last line answered left it; nil: nothing to save
        /// (the script never loaded).
        var state: String?
    }

    private let pending: Mutex<Pending>
    /// Where `--state` is saved; nil: nowhere.
    private let stateFile: String?

    /// Arms the watchdog's last word for a session whose state (and store) is `saved` now.
    init(stateFile: String?, saved: StateFile.Saved?) {
        self.stateFile = stateFile
        pending = Mutex(Pending(state: saved?.text))
        Watchdog.beforeEnding { [self] message, status in self.end(message: message, status: status) }
    }

    /// Notes the requests of `line` (one, or a batch), which the session is about to answer.
    func answering(_ line: String) {
        let ids: [JSONValue]
        switch try? JSONValue.parse(line) {
        case .array(let batch)?: ids = batch.compactMap { $0["id"] }
        case let request?: ids = request["id"].map { [$0] } ?? []
        case nil: ids = []
        }
        pending.withLock { $0.ids = ids }
    }

    /// Notes that the line was answered, leaving the menu's state and store `saved`.
    func settled(_ saved: StateFile.Saved?) {
        let text = saved?.text
        pending.withLock { $0.ids = []; $0.state = text }
    }

    /// Answers the line's requests with the watchdog's error and saves the state.
    private func end(message: String, status: Int) {
        let (ids, state) = pending.withLock { ($0.ids, $0.state) }
        let error = ScriptError(String(message.trimmingPrefix("luamenu: ")), kind: status == 130 ? .interrupted : .timeLimit)
        let answers = ids.map { ServeSession.response(id: $0, .failure(.script(error, warnings: []))) }
        if answers.count == 1 { Output.standard.write(answers[0].text + "\n") }
        if answers.count > 1 { Output.standard.write(JSONValue.array(answers).text + "\n") }
        if let stateFile, let state { try? FileText.write(state, to: stateFile) }
    }
}
