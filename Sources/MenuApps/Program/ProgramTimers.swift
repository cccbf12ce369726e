/// The events a program asked for later, each with its time: what the runner waits for beside
/// the terminal.
///
///     var timers = ProgramTimers<Event>()
///     timers.add(.tick, at: now + .milliseconds(100))
///     timers.next                         // now + 100 ms: how long the runner may wait
///     timers.takeDue(at: now + .seconds(1)) // [.tick]
struct ProgramTimers<Event> {
    private var pending: [(due: ContinuousClock.Instant, event: Event)] = []

    /// Adds `event`, due at `due`.
    mutating func add(_ event: Event, at due: ContinuousClock.Instant) {
        pending.append((due, event))
    }

    /// When the first one is due; nil when none is waiting.
    var next: ContinuousClock.Instant? { pending.map(\.due).min() }

    /// The events due at `now`, soonest first, taken out.
    mutating func takeDue(at now: ContinuousClock.Instant) -> [Event] {
        let due = pending.enumerated().filter { $0.element.due <= now }.sorted { $0.element.due < $1.element.due }
        pending = pending.filter { $0.due > now }
        return due.map(\.element.event)
    }
}
