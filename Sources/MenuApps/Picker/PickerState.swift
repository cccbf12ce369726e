import MenuTerminal

/// The picker's own state (`luamenu pick`): the window's size, the query being typed, the
/// cursor's place in the ranked matches, what is scrolled into view, the marked lines, how far
/// reading and searching have come, the pane, the spinner's timer, and how it ended. Changed
/// only by ``update(with:index:)``, which takes events and gives back commands for the host
/// (the bubbletea shape: ``PickerProgram`` holds it with the lines and the results it counts,
/// and the effects at the edge run the commands and report how they went as events).
public struct PickerState: Equatable, Sendable {
    public let options: PickerOptions
    /// The query the picker started with: `--select-1` and `--exit-0` act only for it.
    public let startQuery: String
    /// The window's size (the picker's rows of it, inline).
    public internal(set) var size = TerminalSize(rows: 24, columns: 80)
    /// The query line; its text is the search.
    public internal(set) var query: TextField
    /// The cursor's position among the matches, best first (0 is the best).
    public internal(set) var cursor = 0
    /// The first match shown.
    public internal(set) var scroll = 0
    /// The store indices of the marked lines, in the order they were marked.
    public internal(set) var marked: [Int] = []
    /// How many lines match the query as last searched, and how many there are.
    public internal(set) var matches = 0
    public internal(set) var total = 0
    /// Lines the input gave before the matches (`--header-lines`).
    public internal(set) var inputHeader: [String] = []
    /// Whether lines are still arriving.
    public internal(set) var reading = true
    /// Whether a search for the query as it is now is running.
    public internal(set) var searching = false
    /// The spinner's frame, while reading or searching.
    public internal(set) var spinner = 0
    /// Whether a tick was asked for and has not come yet.
    public internal(set) var ticking = false
    /// Whether `--select-1` and `--exit-0` had their say (once the input ended and its first
    /// search did).
    public internal(set) var startSettled = false
    /// Whether the pane is shown (the toggle key flips it): drawn, as fzf's, once it has a
    /// command or a `preview(…)` filled it.
    public internal(set) var paneShown: Bool
    /// What the pane shows, what it was made for, and how far it is scrolled.
    public internal(set) var pane = Pane()
    /// The queries Ctrl-P and Ctrl-N go through: `--history`'s, then the one being typed, each
    /// as last edited while shown (fzf keeps such edits until it ends, and never saves them).
    public internal(set) var recalled: [String]
    /// Where Ctrl-P/Ctrl-N are in ``recalled`` (its last: the query being typed).
    public internal(set) var historyPosition: Int
    /// What the pane's command was last run for (or would have been, as a `preview(…)` ran in
    /// its place): it runs again once that changed (the line under the cursor, or what else
    /// it reads); nil when it shows nothing.
    public internal(set) var paneAsked: PaneKey?
    /// How the picker ended; nil while it runs.
    public internal(set) var outcome: Outcome?
    /// The `--expect` key that accepted, by its name ("" for Enter).
    public internal(set) var acceptedKey: String?
    /// The prompt before the query (`change-prompt` changes it).
    public internal(set) var prompt: String
    /// The labels on the border and on the pane's border (`change-border-label`,
    /// `change-preview-label` change them).
    public internal(set) var borderLabel: String
    public internal(set) var previewLabel: String
    /// Whether the query filters the lines (`disable-search` stops it).
    public internal(set) var searchEnabled: Bool
    /// What is searched for: the query; while search is disabled, as fzf's, the query last
    /// searched (nothing with `--disabled` or after a reload: every line matches).
    public internal(set) var searchText: String
    /// Whether the matches are ranked (`toggle-sort` flips it).
    public internal(set) var sorted: Bool
    /// The bound keys and events that `unbind` stopped.
    public internal(set) var unbound: Set<PickerTrigger> = []
    /// The pane's command: `--preview`'s, till `change-preview` changes it.
    public internal(set) var paneCommand: String?
    /// The pane's window as actions left it (`change-preview-window`, `toggle-preview-wrap`):
    /// `--preview-window`'s at the start; nil when there is no pane.
    public internal(set) var paneWindow: PaneWindow?
    /// How many times each `change-preview-window(…)` binding was applied, by its slot: its
    /// next turn applies its next `|`-separated spec.
    public internal(set) var paneWindowTurns: [String: Int] = [:]
    /// While `jump` (`jump-accept`) waits for a label key; nil otherwise.
    public internal(set) var jumping: Jump?
    /// The `execute` commands of the update that ended the picker, for the host to run after it.
    public internal(set) var leftToRun: [PickerCommand] = []
    /// How many reloads replaced the lines: the lines and searches of an earlier one are stale.
    public internal(set) var loads = 0
    /// The number the running `reload-sync` will have once its lines all arrived; nil when none runs.
    public internal(set) var pendingLoad: Int?
    /// The command that gave the lines, when it failed (fzf then writes `[Command failed: …]`
    /// in place of the count while there are no lines).
    public internal(set) var failedCommand: String?
    /// What a `lua:FILE` (or a transform's chain of actions) failed with, shown in place of the
    /// count until the next key.
    public internal(set) var failure: String?
    /// Whether the `start` and `load` events were sent.
    public internal(set) var started = false
    public internal(set) var loaded = false

    /// What the label key does in jump mode: move to its row, or move there and accept.
    public enum Jump: Equatable, Sendable {
        case move, accept
    }

    /// How a picker ends.
    public enum Outcome: Equatable, Sendable {
        /// Accepted: these lines (store indices, in the order they were marked).
        case accepted([Int])
        /// Esc or Ctrl-C: nothing.
        case cancelled
        /// Accepted with nothing matching, or `--exit-0` found none.
        case noMatch
        /// `print-query`: the query alone.
        case queryOnly
        /// `become`: run this command template for this line in the picker's place.
        case become(String, PaneKey)
    }

    /// A pane's content and what it was made for.
    public struct Pane: Equatable, Sendable {
        /// What the pane was asked for; nil when nothing is shown.
        public internal(set) var key: PaneKey?
        public internal(set) var lines: [ANSIText] = []
        /// Whether the command is still running.
        public internal(set) var running = false
        /// The first line shown (fzf's offset: header lines included).
        public internal(set) var scroll = 0
        /// The line to show first when lines come (`--preview-window +N`), whether they came,
        /// and whether the pane stays at their end as more come (`follow`).
        public internal(set) var start = 0
        public internal(set) var placed = false
        public internal(set) var following = false

        public init() {}
    }

    public init(options: PickerOptions = PickerOptions(), query: String = "") {
        self.options = options
        startQuery = query
        self.query = TextField(query)
        recalled = (options.history ?? []) + [query]
        historyPosition = recalled.count - 1
        paneShown = options.pane.map { !$0.hidden } ?? false
        paneWindow = options.pane
        paneCommand = options.paneCommand
        startSettled = !options.selectOne && !options.exitZero
        prompt = options.prompt
        borderLabel = options.borderLabel
        previewLabel = options.previewLabel
        searchEnabled = options.searchEnabled
        searchText = options.searchEnabled ? query : ""
        sorted = options.sorted
    }


    /// How long the spinner shows each frame.
    public static let tickInterval = Duration.milliseconds(100)

    /// Every line of the header: `--header`'s, then the input's first lines.
    public var header: [String] { options.header + inputHeader }
}

/// What a pane is made for: the line under the cursor, and the query and the marked lines
/// when its command uses them (else empty, so that changing them runs nothing again), and the
/// command when an action set one (nil: `--preview`'s).
public struct PaneKey: Equatable, Sendable {
    public var index: Int
    public var query: String
    public var marked: [Int]
    public var command: String?

    public init(index: Int, query: String = "", marked: [Int] = [], command: String? = nil) {
        self.index = index
        self.query = query
        self.marked = marked
        self.command = command
    }
}

/// What happened, for ``PickerState/update(with:index:)``.
public enum PickerEvent: Equatable, Sendable {
    /// A key pressed, or a paste.
    case key(Key)
    /// The mouse, with the click's number in a series (2 for a double click).
    case mouse(MouseEvent, clicks: Int)
    /// The picker's size: at the start, and whenever the window changed.
    case resized(TerminalSize)
    /// Lines arrived: there are `total` now, after the header lines; `finished` once the input
    /// ended, `failed` naming the command that gave them when it ended with a failure.
    case read(total: Int, header: [String], finished: Bool, failed: String? = nil)
    /// A `reload-sync`'s lines all arrived: they replace the lines read so far now.
    case reloaded
    /// A search for `query` ended with `matches` lines (the host shows its results now), of
    /// the first `lines` lines: fewer than have arrived, and a search of them all is coming.
    case searched(query: String, matches: Int, lines: Int = .max)
    /// A pane's output so far, for `key`; `finished` once its command ended.
    case paneFilled(PaneKey, [ANSIText], finished: Bool)
    /// The line a pane's output for `key` is shown from (`--preview-window +N`, its
    /// placeholders filled in), told as its command starts.
    case paneStarts(PaneKey, line: Int)
    /// The tick asked for came: the spinner turns.
    case tick
    /// The text a ``PickerCommand/transform(_:for:then:)`` worked out for `target`; `then`
    /// are the actions chained after the transform, done next.
    case transformed(PickerTransform.Target, String, then: [PickerAction])
    /// Actions sent from elsewhere (`--listen`), done as a bound key's.
    case posted([PickerAction])
    /// A ``PickerCommand/transform(_:for:then:)`` failed with this message (a `lua:FILE`'s
    /// error); `then` are the actions chained after it, done next.
    case failed(String, then: [PickerAction])
}

/// What the picker asks the host to do.
public enum PickerCommand: Equatable, Sendable {
    /// Search for this query (the last search is no longer wanted), ranked unless the state
    /// says not (``PickerState/sorted``).
    case search(String)
    /// Run the pane's command for this (nil: stop it; nothing to show).
    case pane(PaneKey?)
    /// Draw everything again (Ctrl-L).
    case redraw
    /// Send a ``PickerEvent/tick`` after this long (the spinner's next frame).
    case tick(after: Duration)
    /// Read the lines from `command`'s output (its placeholders filled in for `key`, the line
    /// under the cursor or -1 for none) in place of those read so far.
    case reload(String, for: PaneKey)
    /// As `reload`, the lines published once they all arrived, as the `load`th reload's
    /// (``PickerState/pendingLoad``): until then the lines read so far stay.
    case reloadSync(String, for: PaneKey, load: Int)
    /// Run `command` with its placeholders filled in for `key` (the line under the cursor, the
    /// query, the marked lines), with `$SHELL -c`, waiting for it to end.
    case execute(String, for: PaneKey, silent: Bool)
    /// Work out the text of `transform` for `key` (a command's with its placeholders filled
    /// in, run with `$SHELL -c` and waited for) and send it back as a
    /// ``PickerEvent/transformed(_:_:then:)`` with the actions `then`, before any other event.
    case transform(PickerTransform, for: PaneKey, then: [PickerAction])
}
