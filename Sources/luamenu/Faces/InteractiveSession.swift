import MenuApps
import MenuLua
import MenuModel
import MenuRender
import MenuSession
import MenuTerminal

/// `luamenu run SCRIPT -i`: the menu full-screen on the terminal's alternate screen, driven by
/// keys and the mouse, until `q` or a `choose` item finishes it, or Esc or Ctrl-C cancels it.
/// An adapter: ``ProgramRunner`` runs ``InteractiveProgram`` (the view, pure) with
/// ``InteractiveEffects`` at the edge, which call the script through a ``SessionScript`` over
/// the ``ScriptSession``. With NO_COLOR it draws no colour; with TERM=dumb (no cursor movement)
/// it refuses to start. The script's life is the session's: with `--watch` it loads the script
/// again when a file changes, keeping the state, the query and the submenu (the scroll and the
/// cursor are this view's, and stay).
struct InteractiveSession {
    let session: ScriptSession
    /// The terminal, opened (and shown the loading screen) before the script ran.
    let tty: ControllingTerminal
    /// What the script printed (it goes to the session, not the screen) and was warned about
    /// (a failing label, a disabled item tapped): the last of each since an event shows in the
    /// status line.
    let log: InteractiveLog
    /// What fills the pane for the focused item, and where the pane goes; nil: no pane.
    var paneSource: (any PaneSource)?
    var paneWindow = PaneWindow()
    /// Where the steps are noted for `--record`; nil: not recorded.
    var recorder: SpecRecorder?

    /// How the session ended: finished, with what to print (see ``answer(_:)``); cancelled
    /// (Esc at the top, Ctrl-C), which prints nothing; or finished but the script's
    /// `on_finish` failed. Either way the state is what the taps made it, for the caller to
    /// save.
    enum Ending {
        case finished(String)
        case cancelled
        case failed(CLIError)
    }

    /// Runs until the user finishes or cancels.
    ///
    /// - Throws: ``CLIError/io(_:)`` when the terminal fails.
    func run() throws(CLIError) -> Ending {
        defer { paneSource?.stop() }
        let script = SessionScript(session: session, log: log, recorder: recorder)
        let colors = Output.capabilities.colors
        var runner = ProgramRunner(program: InteractiveProgram(reader: script, colors: colors),
                                   effects: InteractiveEffects(script: script, pane: paneSource, colors: colors),
                                   terminal: tty.raw)
        let start = InteractiveModel(pane: paneSource == nil ? nil : paneWindow, watches: session.configuration.watches)
        session.renewDeadline()
        let model: InteractiveModel
        do {
            model = try runner.run(start, after: log.events().map(InteractiveProgram.Event.view))   // what it said as it loaded
        } catch {
            throw .io("the terminal failed: \(error)")
        }
        tty.restore()
        return model.state.cancelled ? .cancelled : answer(model.state)
    }

    /// What finishing prints: what the menu's `on_finish` returns, when it has one (a string
    /// as it is, anything else as JSON, nil nothing); else the item chosen last (its value,
    /// else its path); else the selected children of every selection, one per line (their
    /// values, else their paths); else the state as JSON.
    private func answer(_ state: InteractiveState) -> Ending {
        do {
            switch try session.finish(choice: state.chosen) {
            case .notDecided: return .finished(plainAnswer(state))
            case .result(.nil): return .finished("")
            case .result(.string(let text)): return .finished(text + "\n")
            case .result(let value): return .finished(JSONValue(value).text + "\n")
            }
        } catch {
            return .failed(CLIError(error))
        }
    }

    /// What finishing prints when the menu doesn't decide it.
    private func plainAnswer(_ state: InteractiveState) -> String {
        if let chosen = state.chosen { return chosen + "\n" }
        if let selected = try? session.drawing({ view throws(EvaluationStopped) in try view.selectedTargets() }),
           !selected.isEmpty {
            return selected.map { ($0.item.value ?? $0.target.path.description) + "\n" }.joined()
        }
        return session.state.json.text + "\n"
    }
}
