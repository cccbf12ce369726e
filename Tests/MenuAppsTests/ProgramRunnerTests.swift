#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MenuApps
import MenuTerminal
import Testing

/// The runner: the size first, events in order, a command's screen drawn before it runs (unless
/// the view waits for it), what it gives applied next, timers, what threads left, the end.
@Suite struct ProgramRunnerTests {
    /// What the runner did, in order: screens written, commands run, waits.
    final class Log {
        var entries: [String] = []
    }

    /// A terminal that hands out prepared batches of events (an empty one: nothing comes within
    /// the timeout, waited out) and then closes; it logs what it was asked to write, its
    /// escape sequences as `|`.
    final class ScriptedTerminal: ProgramTerminal {
        var batches: [[TerminalEvent]]
        let log: Log
        let window = TerminalSize(rows: 10, columns: 20)

        init(_ batches: [[TerminalEvent]], log: Log) {
            self.batches = batches
            self.log = log
        }

        func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
            guard !batches.isEmpty else { throw .inputClosed }
            let batch = batches.removeFirst()
            if batch.isEmpty, let timeout {
                log.entries.append("wait \(timeout <= .milliseconds(10) ? "short" : "long")")
                usleep(UInt32(timeout / .microseconds(1)))   // the terminal stays quiet that long
            }
            return batch
        }

        func write(_ text: String) throws(TerminalError) {
            let shown = text.replacing(/(\u{1B}\[[0-9;?]*[A-Za-z])+/, with: "|").replacing(/\n+/, with: "")
            log.entries.append("write " + shown)
        }

        func size() -> TerminalSize? { window }
        func cursorPosition(timeout: Duration) throws(TerminalError) -> (row: Int, column: Int)? { (row: 8, column: 3) }
    }

    /// A program that shows its events and asks for work by key: `w` for work done after the
    /// screen, `f` for a frame the view waits for, `t` for a timer, `q` to end.
    struct Echo: TerminalProgram {
        struct Model {
            var size = TerminalSize(rows: 0, columns: 0)
            var shown = "-"
            var done = false
        }

        enum Event: TerminalEvents {
            case key(Key)
            case mouse(MouseEvent, clicks: Int)
            case resized(TerminalSize)
            case worked(String)
        }

        enum Command: Equatable {
            case work(String)
            case frame
            case timer
        }

        func update(_ model: inout Model, with event: Event) -> [Command] {
            switch event {
            case .resized(let size):
                model.size = size
            case .mouse(let mouse, let clicks):
                model.shown = "click \(mouse.row) x\(clicks)"
            case .worked(let what):
                model.shown = what
            case .key(.character("q")):
                model.done = true
            case .key(.character(let letter)):
                model.shown = String(letter)
                switch letter {
                case "w": return [.work("worked")]
                case "f": return [.work("after"), .frame]
                case "t": return [.timer]
                default: break
                }
            case .key:
                break
            }
            return []
        }

        func view(_ model: Model) -> Screen {
            Screen(size: model.size, lines: [model.shown])
        }

        func isFinished(_ model: Model) -> Bool { model.done }

        /// Inline and fitting the lines: a digit typed is the rows it takes (nil before).
        func inlineRows(_ model: Model, most: Int) -> Int? { Int(model.shown).map { min($0, most) } }

        func viewWaits(for command: Command) -> Bool { command == .frame }
    }

    struct EchoEffects: ProgramEffects {
        typealias Program = Echo
        let log: Log
        var left: [Echo.Event] = []

        func perform(_ command: Echo.Command, in model: Echo.Model, context: inout ProgramContext<Echo.Event>) {
            log.entries.append("run \(command)")
            switch command {
            case .work(let what): context.send(.worked(what))
            case .frame: context.send(.worked("framed"))
            case .timer: context.after(.milliseconds(10), send: .worked("timed"))
            }
        }

        mutating func awake() -> [Echo.Event] {
            defer { left = [] }
            return left
        }
    }

    static func run(_ batches: [[TerminalEvent]], height: InlineHeight? = nil,
                    left: [Echo.Event] = []) throws -> (log: [String], model: Echo.Model) {
        let log = Log()
        var runner = ProgramRunner(program: Echo(), effects: EchoEffects(log: log, left: left),
                                   terminal: ScriptedTerminal(batches, log: log), height: height)
        let model = try runner.run(Echo.Model())
        return (log.entries, model)
    }

    @Test func theSizeComesFirstAndEachEventsScreenIsDrawnBeforeItsWorkRuns() throws {
        let run = try Self.run([[.key(.character("a")), .key(.character("w"))], [.key(.character("q"))]])
        #expect(run.model.size == TerminalSize(rows: 10, columns: 20) && run.model.done)
        #expect(run.log == ["write |-", "write |w", "run work(\"worked\")", "write |worked"],
                "a is applied and not drawn alone; w is drawn, then its work runs, and what it gave is drawn")
    }

    @Test func whatTheViewWaitsForRunsFirstAndTheRestAfterTheScreen() throws {
        let run = try Self.run([[.key(.character("f"))], [.key(.character("q"))]])
        #expect(run.log == ["write |-", "run frame", "write |framed", "run work(\"after\")", "write |after"])
    }

    @Test func aTimerIsWaitedForBesideTheKeys() throws {
        let run = try Self.run([[.key(.character("t"))], [], [.key(.character("q"))]])
        #expect(run.log == ["write |-", "write |t", "run timer", "wait short", "write |timed"],
                "the read waits no longer than the timer, then the timer's event is applied")
    }

    @Test func whatThreadsLeftIsAppliedWhenTheRunnerWakes() throws {
        let run = try Self.run([[], [.key(.character("q"))]], left: [.worked("from a thread")])
        #expect(run.log == ["write |-", "write |from a thread"])
    }

    @Test func inlineTheRowsStartUnderTheCursorClicksCountFromThereAndAreBlankedAtTheEnd() throws {
        let click = MouseEvent(button: .left, pressed: true, row: 7, column: 1)
        let run = try Self.run([[.key(.mouse(click)), .key(.mouse(click))], [.key(.character("q"))]], height: .rows(3))
        #expect(run.model.size == TerminalSize(rows: 3, columns: 20))
        #expect(run.model.shown == "click 0 x2",
                "row 7 is the program's first: the cursor was within row 8 of 10, so the screen went up two rows")
        #expect(run.log.last == "write |", "its rows blanked")
    }

    @Test func inlineFittingTheLinesNothingIsDrawnUntilTheProgramTellsItsRows() throws {
        let fitting = InlineHeight(size: .rows(6), fitsLines: true)
        let click = MouseEvent(button: .left, pressed: true, row: 8, column: 1)
        let run = try Self.run([[.key(.character("a"))], [.key(.character("2"))], [.key(.mouse(click))], [.key(.character("q"))]],
                               height: fitting)
        #expect(run.model.size == TerminalSize(rows: 2, columns: 20), "told 2 rows of at most 6")
        #expect(run.log.prefix(2) == ["write |", "write |2|"],
                "a was never drawn: the rows were not known; once told, the screen went up a row for them")
        #expect(run.model.shown == "click 0 x1", "the 2 rows start under the cursor's row, 8")
    }

    @Test func aHeightIsFzfs() {
        #expect(InlineHeight.rows(2).rows(of: 12) == 3, "at least the program's least")
        #expect(InlineHeight.rows(20).rows(of: 12) == 12, "at most the window")
        #expect(InlineHeight.percent(50).rows(of: 12) == 10, "a share takes at least --min-height's 10")
        #expect(InlineHeight(size: .percent(50), minimum: 4).rows(of: 12) == 6)
        #expect(InlineHeight(size: .rows(3), least: 5).rows(of: 12) == 5)
    }
}
