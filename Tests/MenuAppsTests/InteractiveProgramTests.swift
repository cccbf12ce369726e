@testable import MenuModel
import MenuRender
@testable import MenuApps
import MenuTerminal
import Testing

/// `run -i` as a program: its start, frames made for its width, the live query's pause, clicks
/// found on the frame, what the script answers, `--watch`'s timer, a frame that can't be drawn
/// — without a terminal, and without Lua (a fake script).
@Suite struct InteractiveProgramTests {
    static let size = TerminalSize(rows: 12, columns: 40)
    static var view: MenuView { MenuView(title: "T", blocks: [
        .section(SectionView(id: "s", title: "S", open: true, columns: 1,
                             items: (1...30).map { ItemView(id: "i\($0)", title: "item \($0)") })),
    ]) }
    static func item(_ n: Int) -> TapTarget { .item(section: "s", submenu: [], id: "i\(n)") }

    /// Reads rows as they are, or fails every read with `failure`.
    struct Reader: FrameReading {
        var failure: String?

        func reading<T>(_ body: () throws(EvaluationStopped) -> T) throws(EvaluationStopped) -> T {
            if let failure { throw EvaluationStopped(failure) }
            return try body()
        }
    }

    /// A script without Lua: it answers from fixed values and notes what it was asked.
    final class FakeScript: InteractiveScript {
        var asked: [String] = []
        var changed = false
        var hasLiveSections = false
        /// What the script "said" while a frame was read, for ``said()``.
        var saying: [InteractiveEvent] = []

        func tap(_ target: TapTarget) -> [InteractiveEvent] {
            asked.append("tap \(target)")
            return [.printed("tapped"), .tapped(TapOutcome(target: target, effects: []))]
        }

        func query(_ text: String?) -> [InteractiveEvent] {
            asked.append("query \(text ?? "nil")")
            return []
        }

        func frame(width: Int, colors: Bool) -> (frame: Frame, failure: String?) {
            asked.append("frame \(width)")
            return (Frame(view: InteractiveProgramTests.view, renderer: TextRenderer(width: width, colors: colors)), nil)
        }

        func reloadIfChanged() -> [InteractiveEvent]? {
            asked.append("reload?")
            return changed ? [.reloaded] : nil
        }

        func prepareSearches() { asked.append("prepare") }
        func renewDeadline() { asked.append("deadline") }

        func said() -> [InteractiveEvent] {
            defer { saying = [] }
            return saying
        }

        func reading<T>(_ body: () throws(EvaluationStopped) -> T) throws(EvaluationStopped) -> T { try body() }
    }

    /// A program started on `size`, its first frame made.
    static func started(pane: PaneWindow? = nil, watches: Bool = false,
                        live: Bool = false) -> (InteractiveProgram, InteractiveModel) {
        let program = InteractiveProgram(reader: Reader(), colors: false)
        var model = InteractiveModel(pane: pane, watches: watches)
        _ = program.update(&model, with: .resized(size))
        let width = model.layout.menu.width
        _ = program.update(&model, with: .framed(Frame(view: view, renderer: TextRenderer(width: width, colors: false)),
                                                 width: width, liveQueries: live))
        return (program, model)
    }

    @Test func theStartAsksForItsTimersAndAFrameAsWideAsTheMenu() {
        let program = InteractiveProgram(reader: Reader())
        var model = InteractiveModel(watches: true)
        #expect(program.update(&model, with: .resized(Self.size))
                == [.after(InteractiveProgram.readingTime, .readingTime), .after(InteractiveProgram.watchInterval, .watch),
                    .frame(width: 40)])
        #expect(program.viewWaits(for: .frame(width: 40)) && !program.viewWaits(for: .tap(Self.item(1))))
        #expect(program.update(&model, with: .framed(Frame(view: Self.view, renderer: TextRenderer(width: 40)), width: 40,
                                                     liveQueries: false)) == [])
        #expect(model.state.cursor == .header(section: "s"), "the cursor settles on the first target")
        #expect(program.update(&model, with: .timer(.readingTime)) == [.prepareSearches])
        #expect(program.update(&model, with: .timer(.watch)) == [.reloadIfChanged, .after(InteractiveProgram.watchInterval, .watch)])
        #expect(program.update(&model, with: .resized(Self.size)) == [], "the same width: the same frame")
        #expect(program.update(&model, with: .resized(TerminalSize(rows: 12, columns: 30))) == [.frame(width: 30)])
    }

    @Test func aLiveQueryWaitsForTheKeysToPauseAndATapRunsItFirst() {
        var (program, model) = Self.started(live: true)
        #expect(program.update(&model, with: .key(.character("/"))) == [])
        #expect(program.update(&model, with: .key(.character("1"))) == [.after(InteractiveProgram.liveQueryPause, .keysPaused(1))])
        #expect(program.update(&model, with: .key(.character("2"))) == [.after(InteractiveProgram.liveQueryPause, .keysPaused(2))])
        #expect(program.update(&model, with: .timer(.keysPaused(1))) == [], "a key came since: its timer is passed over")
        #expect(program.update(&model, with: .timer(.keysPaused(2))) == [.query("12")])
        #expect(model.pendingQuery == nil)
        _ = program.update(&model, with: .key(.character("3")))
        let click = MouseEvent(button: .left, pressed: true, row: 4, column: 2)   // the title, its rule, a blank, S, item 1
        #expect(program.update(&model, with: .mouse(click, clicks: 1)) == [.query("123"), .tap(Self.item(1))],
                "the tap acts on what the query shows")
        #expect(program.update(&model, with: .timer(.keysPaused(3))) == [])
        var (plain, still) = Self.started()
        _ = plain.update(&still, with: .key(.character("/")))
        #expect(plain.update(&still, with: .key(.character("1"))) == [.query("1")], "no live sections: at once")
    }

    @Test func aClickIsFoundOnTheFrameAndTheWheelScrollsThePaneOverIt() {
        var (program, model) = Self.started(pane: try? PaneWindow("right:20"))
        #expect(model.layout.menu.width == 19, "the pane takes 20 cells and one between")
        let click = MouseEvent(button: .left, pressed: true, row: 4, column: 2)
        #expect(program.update(&model, with: .mouse(click, clicks: 1)) == [.tap(Self.item(1)), .pane(Self.item(1))])
        #expect(program.update(&model, with: .mouse(MouseEvent(button: .left, pressed: true, row: 4, column: 30), clicks: 1)) == [],
                "a click in the pane taps nothing")
        _ = program.update(&model, with: .view(.paneFilled(Self.item(1), ANSIText.lines("a\nb\nc\nd\ne"), finished: true)))
        _ = program.update(&model, with: .mouse(MouseEvent(button: .wheelDown, pressed: true, row: 2, column: 30), clicks: 0))
        #expect(model.state.pane.scroll == 3 && model.state.scroll == 0, "over the pane: the pane scrolls")
        #expect(program.update(&model, with: .key(.ctrl("_"))) == [.pane(nil), .frame(width: 40)], "hidden: the menu widens")
    }

    @Test func theEffectsAskTheScriptAndDrawTheMenuAgainAfterATap() {
        var (program, model) = Self.started()
        let script = FakeScript()
        let effects = InteractiveEffects(script: script, pane: nil, colors: false)
        var context = ProgramContext<InteractiveProgram.Event>()
        effects.perform(.tap(Self.item(3)), in: model, context: &context)
        effects.perform(.reloadIfChanged, in: model, context: &context)
        effects.perform(.after(.milliseconds(150), .keysPaused(1)), in: model, context: &context)
        #expect(script.asked == ["tap s/i3", "frame 40", "reload?"])
        #expect(context.sent.count == 3 && context.timers.count == 1, "printed, tapped, framed; a timer")
        for event in context.sent { _ = program.update(&model, with: event) }
        #expect(model.state.message == "tapped")
        #expect(effects.awake().isEmpty && script.asked.last == "deadline", "woken: a new request's clock")
    }

    @Test func whatTheScriptSaidWhileTheScreenWasDrawnReachesTheStatusLine() {
        var (program, model) = Self.started()
        let script = FakeScript()
        let effects = InteractiveEffects(script: script, pane: nil, colors: false)
        script.saying = [.warned("hook 'render' skipped: hook.lua:1: no milk")]
        let woken = effects.awake()
        #expect(woken.count == 1)
        for event in woken { _ = program.update(&model, with: event) }
        #expect(model.state.message == "hook 'render' skipped: hook.lua:1: no milk")
        #expect(effects.awake().isEmpty, "said once")
    }

    @Test func aLabelThatCantBeDrawnShowsItsErrorAndChangesNothing() {
        var (_, model) = Self.started()
        let failing = InteractiveProgram(reader: Reader(failure: "time limit exceeded"), colors: false)
        let screen = failing.view(model)
        #expect(screen.lines[11].hasPrefix("time limit exceeded") && !screen.lines.joined().contains("item 1"))
        #expect(model.state.message == nil, "the view changes nothing")
        #expect(failing.update(&model, with: .mouse(MouseEvent(button: .left, pressed: true, row: 3, column: 2), clicks: 1)) == [],
                "nor can a click be found")
    }
}
