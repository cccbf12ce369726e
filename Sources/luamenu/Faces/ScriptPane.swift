import MenuApps
import MenuLua
import MenuModel
import MenuSession

/// The pane a script fills itself (an item's `preview`, else its block's): made at once, on the
/// session's thread, under the script's limits, as labels are. The text may carry colours (SGR
/// sequences), as a command's output does; a failure shows its message.
final class ScriptPane: PaneSource {
    /// The session whose items fill the pane (its last good menu's).
    let session: ScriptSession
    private var made: (target: TapTarget, lines: [ANSIText], finished: Bool)?

    init(session: ScriptSession) {
        self.session = session
    }

    func fill(_ target: TapTarget?, query: String, columns: Int, lines: Int) {
        guard let target else { return made = nil }
        do {
            made = (target, try session.runtime?.paneContent(of: target).map(ANSIText.lines) ?? [], true)
        } catch {
            made = (target, [ANSIText(plain: "⚠ " + error.message)], true)
        }
    }

    func take() -> (target: TapTarget, lines: [ANSIText], finished: Bool)? {
        defer { made = nil }
        return made
    }

    func stop() {
        made = nil
    }
}
