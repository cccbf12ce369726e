import MenuLua
import MenuModel
import MenuRender
import MenuSession
import MenuWeb

/// What `luamenu preview` runs on the menu's thread: the script's session, whose JSON-RPC
/// (``MenuRPC``, `serve`'s) answers the page's requests, and the events every open page is
/// sent — a new view after any change, whichever tab or file made it; the load error standing;
/// what the script printed and was warned about; a request that takes a while.
///
/// Everything here is used from that one thread only (see ``MenuJobs``), hence unchecked.
///
/// Events (`GET /events`), each `data` one line of JSON:
/// - `view`: `{"revision": N, "view": DOCUMENT}`, N counting the changes; a page keeps the
///   newest (an answer to `POST /rpc` says its revision in `X-Luamenu-Revision`). A page that
///   takes patches (`/events?patches=1`) is sent, as they happen, `{"revision": N, "base": B,
///   "patch": PATCH}` instead: the change from view B (the one before) as a ``JSONTextPatch``;
///   its replay is the whole view;
/// - `status`: `{"error": null}` or `{"error": {"kind", "message"}, "menuStays": BOOL}`: the load
///   error standing, until a load works (a tap on the last good menu leaves it standing);
/// - `log`: `{"level": "print" | "warning" | "error", "text"}`;
/// - `busy`: `{"busy": true, "method": "tap", "path": PATH}` when a request (or a reload) has
///   run for 0.1 s, then `{"busy": false}` when it ends (see ``MenuRPC/busy(_:)``).
/// - `server`: which run of the preview this is (MenuWeb sends it first on every stream, so a
///   page tells a restarted server's views from old ones).
/// - `recording`: `{"spec": SPEC}` when `--record SPEC` records the page's taps and searches (the
///   page shows "● Recording to SPEC").
/// A page that connects gets the latest `view`, `status` and `busy`, then the last log lines.
///
/// A `POST /rpc` that says which views its page holds (`X-Luamenu-Views: 12,11`, see
/// ``RPCCall``) is answered, when it answers a view (`view`, `tap`, `query`, `reload`), with
/// `"result": {"base": B, "patch": PATCH}` when a patch from view B is shorter than the view;
/// other clients get `serve`'s answers as they are.
final class PreviewHost: @unchecked Sendable {
    let session: ScriptSession
    let rpc: MenuRPC
    let hub: EventHub
    /// How many views were published: the newest view's revision.
    private(set) var revision = 0
    /// The views published last, to patch from.
    private var history = ViewHistory()
    /// The methods whose answer is a view.
    private static let viewMethods: Set<String> = ["view", "tap", "query", "reload"]

    /// Locks and reads the state file, loads the script, and publishes its first view and
    /// status; with `spec`, notes the taps and searches that go through (``MenuRPC/recorder``)
    /// and tells every page it records to `spec`.
    ///
    /// - Throws: ``MenuSession/FileError`` when the state file can't be read or is held.
    init(configuration: ScriptSession.Configuration, hub: EventHub, recordingTo spec: String? = nil) throws(FileError) {
        self.hub = hub
        var configuration = configuration
        configuration.printing = .captured
        configuration.onBusy = { hub.publish(ServerEvent("busy", MenuRPC.busy($0), replay: .latest)) }
        session = try ScriptSession(configuration) { event in
            for (name, params) in MenuRPC.notices(of: event) {
                hub.publish(ServerEvent(name, params, replay: name == "log" ? .recent : .latest))
            }
        }
        rpc = MenuRPC(session: session, recorder: spec.map { _ in SpecRecorder(taps: [], query: nil) })
        if let spec { hub.publish(ServerEvent("recording", .object([("spec", .string(spec))]), replay: .latest)) }
        if session.loadError == nil { publishView() }
    }

    /// The answer to the body of a `POST /rpc` (a request, or a batch; a notification answers
    /// nothing: 204), with the revision of the view it leaves.
    func answer(_ call: RPCCall) -> WebResponse {
        let answer = rpc.response(to: call.body)
        if let document = rpc.takeChange() { publish(document) }
        let headers = [("X-Luamenu-Revision", String(revision))]      // after it: the view it left
        guard let answer else {
            return WebResponse(status: 204, contentType: "application/json", body: [], headers: headers)
        }
        return .json(patched(answer, for: call).text, headers: headers)
    }

    /// `answer` with its view as a patch from a view the page holds, when it answers a view
    /// and a patch is shorter (see the type's comment).
    private func patched(_ answer: JSONValue, for call: RPCCall) -> JSONValue {
        guard !call.heldViews.isEmpty, case .object(var members) = answer,
              let index = members.firstIndex(where: { $0.0 == "result" }), case .literal(let view) = members[index].1,
              case .string(let method)? = (try? JSONValue.parse(call.body))?["method"], Self.viewMethods.contains(method),
              let (base, patch) = history.patch(to: Array(view.utf8), from: call.heldViews) else { return answer }
        members[index].1 = .object([("base", .int(base)), ("patch", .literal(patch))])
        return .object(members)
    }

    /// Loads the menu again when a file it is made from changed since the last look, and
    /// publishes the new view (a failed load publishes its status, through the session's events).
    func reloadIfChanged() {
        guard session.reloadIfChanged(), session.loadError == nil else { return }
        publishView()
    }

    /// Whether the view could not be drawn last time it was asked for (a limit stopped it):
    /// the page shows that error as the status until a view is drawn again.
    private var viewFailed = false

    /// Publishes the view now, or, when it can't be drawn (a label runs out of memory), its
    /// error as the status, with file and line where there is one, so a page never shows a
    /// blank screen and no error.
    private func publishView() {
        switch rpc.view() {
        case .success(let document):
            publish(document)
        case .failure(let error):
            viewFailed = true
            hub.publish(ServerEvent("status", .object([("error", .object([
                ("kind", error.data?["kind"] ?? .string("runtime")), ("message", .string(error.message))])),
                ("menuStays", .bool(false))]), replay: .latest))
        }
    }

    private func publish(_ document: JSONValue) {
        revision += 1
        let text = Array(document.text.utf8)
        var patch: (base: Int, patch: String)?
        if let newest = history.views.last?.revision { patch = history.patch(to: text, from: [newest]) }
        history.add(revision: revision, text: text)
        hub.publish(ServerEvent("view", .object([("revision", .int(revision)), ("view", document)]), replay: .latest,
                                patch: patch.map { .object([("revision", .int(revision)), ("base", .int($0.base)),
                                                            ("patch", .literal($0.patch))]) }))
        if viewFailed || revision == 1, session.loadError == nil {        // the first view, or drawn again: no error stands
            viewFailed = false
            hub.publish(ServerEvent("status", MenuRPC.status(nil, menuStays: true), replay: .latest))
        }
    }
}
