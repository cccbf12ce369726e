/// What running a command may ask of ``ProgramRunner``: events to apply next (a command's
/// outcome), events to apply after a while (a timer), a screen drawn whole again.
///
///     context.send(.tapped(outcome))
///     context.after(.milliseconds(150), send: .keysPaused(3))
public struct ProgramContext<Event> {
    /// Events to apply next, in order, before any other.
    public private(set) var sent: [Event] = []
    /// Events to apply once their time has come.
    public private(set) var timers: [(delay: Duration, event: Event)] = []
    /// Whether the next screen is drawn whole, not as a diff.
    public private(set) var redraws = false

    public init() {}

    /// Applies `event` next.
    public mutating func send(_ event: Event) {
        sent.append(event)
    }

    /// Applies `event` after `delay`.
    public mutating func after(_ delay: Duration, send event: Event) {
        timers.append((delay, event))
    }

    /// Draws the next screen whole (the terminal may show something else: Ctrl-L).
    public mutating func redraw() {
        redraws = true
    }
}
