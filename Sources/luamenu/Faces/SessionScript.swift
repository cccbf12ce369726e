import MenuApps
import MenuLua
import MenuModel
import MenuRender
import MenuSession

/// `run -i`'s calls into the script, over its ``ScriptSession``: taps and queries on the last
/// good menu, frames drawn by the session, reloads the session decides on. What the script
/// printed and was warned about meanwhile comes first in each answer, from the
/// ``InteractiveLog``; the warnings kept for JSON documents, which this view doesn't write, are
/// dropped.
///
///     let script = SessionScript(session: session, log: log)
///     script.tap(.header(section: "outfield"))   // [.printed("…"), .tapped(outcome)]
final class SessionScript: InteractiveScript {
    let session: ScriptSession
    let log: InteractiveLog
    /// Where the taps that go through and the searches are noted (`run -i --record`).
    let recorder: SpecRecorder?

    init(session: ScriptSession, log: InteractiveLog, recorder: SpecRecorder? = nil) {
        self.session = session
        self.log = log
        self.recorder = recorder
    }

    func tap(_ target: TapTarget) -> [InteractiveEvent] {
        defer { _ = session.warnings.take() }
        do {
            let outcome = try session.tap(target)
            if !outcome.vetoed { recorder?.tapped(target.path.description) }
            return log.events() + [.tapped(outcome)]
        } catch {
            log.dropWarnings()
            return [.failed(error.message)]
        }
    }

    func query(_ text: String?) -> [InteractiveEvent] {
        defer { _ = session.warnings.take() }
        session.query(text)
        recorder?.searched(text)
        return log.events()
    }

    func frame(width: Int, colors: Bool) -> (frame: Frame, failure: String?) {
        let renderer = TextRenderer(width: width, colors: colors)
        do {
            return (try session.drawing { view in Frame(view: view, renderer: renderer) }, nil)
        } catch {
            return (Frame(view: MenuView(title: session.runtime?.menu.title, blocks: []), renderer: renderer), error.message)
        }
    }

    var hasLiveSections: Bool { session.runtime?.hasLiveSections == true }

    func reloadIfChanged() -> [InteractiveEvent]? {
        guard session.reloadIfChanged() else { return nil }
        return log.events() + [session.loadError.map { .reloadFailed($0.message) } ?? .reloaded]
    }

    func prepareSearches() {
        session.runtime?.prepareSearches()
    }

    func renewDeadline() {
        session.renewDeadline()
    }

    func said() -> [InteractiveEvent] {
        defer { _ = session.warnings.take() }
        return log.events()
    }

    func reading<T>(_ body: () throws(EvaluationStopped) -> T) throws(EvaluationStopped) -> T {
        do {
            return try session.evaluating(body)
        } catch {
            throw EvaluationStopped(error.message)
        }
    }
}
