import MenuLua
import MenuRender
import Synchronization

/// What `luamenu serve` owes its client when the watchdog ends the session (a request stuck in
/// a library call well past its deadline, where no limit can stop it): the requests of the line
/// being answered get their error replies, before the session saves `--state` as the last line
/// answered left it and the watchdog ends the process with its message on stderr and status 1.
///
/// The watchdog runs ``answer(message:status:)`` on its own thread while the session's thread
/// is stuck, so the ids of the line's requests are kept aside as plain values (``answering(_:)``).
final class ServeWatchdog: Sendable {
    /// The ids of the requests of the line being answered (none for notifications).
    private let pending = Mutex<[JSONValue]>([])
    private let output: ServeOutput

    init(output: ServeOutput) {
        self.output = output
    }

    /// Notes the requests of `line` (one, or a batch), which the session is about to answer.
    func answering(_ line: String) {
        let ids: [JSONValue]
        switch try? JSONValue.parse(line) {
        case .array(let batch)?: ids = batch.compactMap { $0["id"] }
        case let request?: ids = request["id"].map { [$0] } ?? []
        case nil: ids = []
        }
        pending.withLock { $0 = ids }
    }

    /// Notes that the line was answered.
    func answered() {
        pending.withLock { $0 = [] }
    }

    /// Answers the line's requests with the watchdog's error.
    func answer(message: String, status: Int) {
        let ids = pending.withLock { $0 }
        let error = ScriptError(String(message.trimmingPrefix("luamenu: ")), kind: status == 130 ? .interrupted : .timeLimit)
        let answers = ids.map { MenuRPC.response(id: $0, .failure(.script(error, warnings: []))) }
        if answers.count == 1 { output.lineIfFree(answers[0].text) }
        if answers.count > 1 { output.lineIfFree(JSONValue.array(answers).text) }
    }
}
