import MenuApps
import MenuLua
import MenuSession
import MenuModel
import MenuTerminal

/// Where `run -i` gets the focused item's preview: asked for an item, it makes the preview
/// now or on another thread, and the session takes what it made (a thread that makes it later
/// wakes the session through the ``Wakeup`` it was given).
///
/// `--preview CMD` is a ``CommandPreviewer``; the script's own `preview` (on a block or an
/// item) is a ``ScriptPreviewer``.
protocol ItemPreviewer {
    /// Starts making the preview of `target` for a box of `columns` × `lines` (the last one
    /// is no longer wanted); nil only stops it.
    func preview(_ target: TapTarget?, query: String, columns: Int, lines: Int)
    /// What was made since the last call, if anything.
    func take() -> (target: TapTarget, lines: [ANSIText], finished: Bool)?
    /// Stops what is being made (the view ends).
    func stop()
}

/// Previews made by a shell command (`run -i --preview CMD`): `{}` is the item's id, `{q}`
/// the query, each quoted; run as `pick`'s previews are (``PreviewRunner``).
struct CommandPreviewer: ItemPreviewer {
    let template: PreviewTemplate
    let runner: PreviewRunner<TapTarget>

    init(command: String, wakeup: Wakeup) {
        template = PreviewTemplate(command)
        runner = PreviewRunner(wakeup: wakeup)
    }

    func preview(_ target: TapTarget?, query: String, columns: Int, lines: Int) {
        guard let target, let id = target.itemID else {
            runner.run(nil, for: .back(submenu: []), columns: columns, lines: lines)
            return
        }
        let command = template.command(current: PreviewTemplate.Entry(line: id, index: 0), marked: [], query: query)
        runner.run(command, for: target, columns: columns, lines: lines)
    }

    func take() -> (target: TapTarget, lines: [ANSIText], finished: Bool)? {
        runner.take().map { ($0.key, $0.lines, $0.finished) }
    }

    func stop() {
        runner.stop()
    }
}

/// Previews the script writes (an item's `preview`, else its block's): made at once, on the
/// session's thread, under the script's limits, as labels are. The text may carry colours
/// (SGR sequences), as a command's output does; a failure shows its message.
final class ScriptPreviewer: ItemPreviewer {
    /// The session whose items are previewed (its last good menu's).
    let session: ScriptSession
    private var made: (target: TapTarget, lines: [ANSIText], finished: Bool)?

    init(session: ScriptSession) {
        self.session = session
    }

    func preview(_ target: TapTarget?, query: String, columns: Int, lines: Int) {
        guard let target else { return made = nil }
        do {
            made = (target, try session.runtime?.preview(of: target).map(ANSIText.lines) ?? [], true)
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
