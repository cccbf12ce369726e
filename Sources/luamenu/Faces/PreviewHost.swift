import MenuLua
import MenuModel
import MenuRender
import MenuWeb

/// What `luamenu preview` runs on the menu's thread: the menu's session, which answers the
/// page's requests (the JSON-RPC of `serve`), and the events every open page is sent — a new
/// view after any change, whichever tab or file made it; the error of a reload that failed;
/// what the script printed and was warned about.
///
/// Everything here is used from that one thread only (see ``MenuJobs``), hence unchecked.
///
/// Events (`GET /events`), each `data` one line of JSON:
/// - `view`: `{"revision": N, "view": DOCUMENT}`, N counting the changes; a page keeps the
///   newest (an answer to `POST /rpc` says its revision in `X-Luamenu-Revision`);
/// - `status`: `{"error": null}` or `{"error": {"kind", "message"}}`, the load error standing;
/// - `log`: `{"level": "print" | "warning" | "error", "text"}`;
/// - `busy`: `{"busy": true, "method", "path"}` while a request goes unanswered past 0.1 s,
///   then `{"busy": false}` (published around each request by ``BusyEvents``, not here).
/// A page that connects gets the latest `view`, `status` and `busy`, then the last log lines.
final class PreviewHost: @unchecked Sendable {
    let session: ServeSession
    let hub: EventHub
    /// How many views were published: the newest view's revision.
    private(set) var revision = 0
    private var watcher: FileWatcher
    /// The status last published (nil: none yet), so a status is sent only when it changes.
    private var status: JSONValue?

    /// Loads the script (from `saved`, a state file's state and store), and publishes its
    /// first view or its error.
    init(script: String, arguments: [String], options: ScriptOptions, saved: StateFile.Saved?, hub: EventHub) {
        self.hub = hub
        // Stamped before the load, so an edit made while it runs is seen.
        let started = FileWatcher.now()
        watcher = FileWatcher(WatchedFiles.of(script: script, required: [], plugins: options.plugins), since: started)
        let log = ScriptLog { entry in hub.publish(ServerEvent("log", entry.json, replay: .recent)) }
        session = ServeSession(script: script, arguments: arguments, options: options, saved: saved, log: log)
        watcher.watch(watchedFiles, since: started)
        session.onUpdate = { [unowned self] update in
            switch update {
            case .view(let document): publish(document)
            case .failed(let error): publish(error: error)
            }
        }
        if case .success(let document) = session.view() { publish(document) }
        publish(error: session.loadError)
    }

    /// The answer to the body of a `POST /rpc` (a request, or a batch; a notification answers
    /// nothing: 204), with the revision of the view it leaves.
    func answer(_ body: String) -> WebResponse {
        let answer = session.answer(to: body)
        let headers = [("X-Luamenu-Revision", String(revision))]      // after it: the view it left
        guard let answer else {
            return WebResponse(status: 204, contentType: "application/json", body: [], headers: headers)
        }
        return .json(answer, headers: headers)
    }

    /// Reloads the menu when a file it is made from changed since the last look.
    func reloadIfChanged() {
        guard watcher.changed() else { return }
        let started = FileWatcher.now()
        session.reload()
        watcher.watch(watchedFiles, since: started)
    }

    /// The script, what it required, and the files of its folder and the plugin folders.
    private var watchedFiles: [String] {
        WatchedFiles.of(script: session.script, required: session.runtime?.requiredFiles ?? [],
                        plugins: session.options.plugins)
    }

    private func publish(_ document: JSONValue) {
        revision += 1
        hub.publish(ServerEvent("view", .object([("revision", .int(revision)), ("view", document)]), replay: .latest))
        publish(error: nil)
    }

    private func publish(error: ScriptError?) {
        let status: JSONValue = .object([("error", error.map {
            .object([("kind", .string($0.kind.rawValue)), ("message", .string($0.message))])
        } ?? .null)])
        guard status != self.status else { return }
        self.status = status
        hub.publish(ServerEvent("status", status, replay: .latest))
    }
}
