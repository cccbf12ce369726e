#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import MenuApps
import MenuLua
import MenuRender
import MenuTerminal
import Synchronization
import TextCore

/// What `run -i` shows while its script loads: the full-screen view at once, and after a
/// moment the script's name, a spinner and the items read so far, drawn by a thread that also
/// takes the keys: Esc or Ctrl-C there ends luamenu at once (exit 130, no --state saved),
/// however long the script would still take. Other keys typed meanwhile are dropped.
///
///     let loading = LoadingScreen(terminal: tty.raw, wakeup: wakeup, label: "big.lua", progress: progress)
///     let runtime = try MenuRuntime(script: …)
///     loading.stop()   // the terminal is the session's again
final class LoadingScreen: @unchecked Sendable {   // the terminal is used by the thread alone until stop() returns
    private let terminal: RawTerminal
    private let wakeup: Wakeup
    private let stopped = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)

    init(terminal: RawTerminal, wakeup: Wakeup, label: String, progress: LoadProgress, after delay: Duration = .milliseconds(300)) {
        self.terminal = terminal
        self.wakeup = wakeup
        BackgroundThread.start { [self] in
            run(label: label, progress: progress, delay: delay)
            done.signal()
        }
    }

    /// Ends the thread (at once: it is woken) and waits for it.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        wakeup.signal()
        done.wait()
    }

    private func run(label: String, progress: LoadProgress, delay: Duration) {
        let clock = ContinuousClock(), started = clock.now
        var previous: Screen?, frame = 0
        let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
        while !stopped.load(ordering: .relaxed) {
            let events = (try? terminal.readEvents(timeout: .milliseconds(100))) ?? []
            if events.contains(.key(.escape)) || events.contains(.key(.ctrl("c"))) {
                terminal.restore()
                exit(130)
            }
            let elapsed = clock.now - started
            guard elapsed >= delay, !stopped.load(ordering: .relaxed) else { continue }
            let items = progress.itemsRead
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let detail = (items > 0 ? "\(ProgressLine.grouped(items)) items read, " : "") + "\(Int(seconds * 10) / 10).\(Int(seconds * 10) % 10) s"
            let size = terminal.size() ?? TerminalSize(rows: 24, columns: 80)
            let lines = ["", "  \(spinner[frame % spinner.count]) loading \(label)", "    \(detail)", "", "  esc cancels"]
                .map { $0.truncated(toCells: max(0, size.columns - 1)) }
            frame += 1
            let screen = Screen(size: size, lines: lines)
            try? terminal.write(Screen.diff(from: previous, to: screen))
            previous = screen
        }
    }
}
