import MenuApps
import MenuLua
import MenuModel

/// The pane a script fills itself (an item's `preview`, else its block's): made at once, on the
/// session's thread, under the script's limits, as labels are. The text may carry colours (SGR
/// sequences), as a command's output does; a failure shows its message.
final class ScriptPane: PaneSource {
    /// The runtime whose items fill the pane: the session's, replaced when it reloads.
    var runtime: MenuRuntime
    private var made: (target: TapTarget, lines: [ANSIText], finished: Bool)?

    init(runtime: MenuRuntime) {
        self.runtime = runtime
    }

    func fill(_ target: TapTarget?, query: String, columns: Int, lines: Int) {
        guard let target else { return made = nil }
        do {
            made = (target, try runtime.paneContent(of: target).map(ANSIText.lines) ?? [], true)
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
