import MenuWeb
import Synchronization

/// How `luamenu preview` answers its page's requests: each `POST /rpc` comes on a connection's
/// thread and is handed to the menu's thread (``MenuJobs``), which answers it; when the
/// watchdog is about to end the process (a request stuck in a library call), every request
/// waiting is answered with the watchdog's error instead, and the answers are sent before the
/// process ends — as `serve` answers its line.
///
///     let requests = PreviewRequests()
///     configuration.beforeWatchdogEnds = requests.stop
///     let server = try WebServer(…) { call in requests.answer(call.body) { host.answer(call) } }
///     requests.serving(server)
final class PreviewRequests: Sendable {
    let jobs = MenuJobs()
    private let watchdog = ServeWatchdog()
    private let server = Mutex<WebServer?>(nil)

    /// Notes the server whose answers a stop waits for.
    func serving(_ server: WebServer) {
        self.server.withLock { $0 = server }
    }

    /// The answer to the body of a `POST /rpc`: `work`'s, run on the menu's thread; the
    /// watchdog's error when it ended the process meanwhile; 503 when the preview stopped.
    func answer(_ body: String, by work: @escaping @Sendable () -> WebResponse) -> WebResponse {
        if let answer = jobs.perform(work) { return answer }
        if let stuck = watchdog.answer(to: body) { return .json(stuck) }
        return .text(503, "the preview is stopping")
    }

    /// What the watchdog runs before it ends the process: the requests waiting (the stuck one
    /// too) get its error, and it waits, a second or two at most, until they are sent.
    func stop(message: String, status: Int) {
        _ = watchdog.stop(message: message, status: status)
        jobs.abandon()
        server.withLock { $0 }?.waitForAnswers(seconds: 1)
    }
}
