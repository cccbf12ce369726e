import MenuModel
import MenuTerminal

/// `run -i --preview CMD`'s pane: a shell command's output, `{}` being the item's id and `{q}`
/// the query, each quoted; run as `pick`'s are (``PaneRunner``).
public struct CommandPane: PaneSource {
    let command: PaneCommand
    let runner: PaneRunner<TapTarget>

    public init(command: String, wakeup: Wakeup) {
        self.command = PaneCommand(command)
        runner = PaneRunner(wakeup: wakeup)
    }

    public func fill(_ target: TapTarget?, query: String, columns: Int, lines: Int) {
        guard let target, let id = target.itemID else {
            runner.run(nil, for: .back(submenu: []), columns: columns, lines: lines)
            return
        }
        let shell = command.command(current: PaneCommand.Entry(line: id, index: 0), marked: [], query: query)
        runner.run(shell, for: target, columns: columns, lines: lines)
    }

    public func take() -> (target: TapTarget, lines: [ANSIText], finished: Bool)? {
        runner.take().map { ($0.key, $0.lines, $0.finished) }
    }

    public func stop() {
        runner.stop()
    }
}
