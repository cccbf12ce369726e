/// Tells a double click from two clicks: a press of the same button on the same cell soon
/// after the last one is the next click of a series; the wheel in between ends the series.
///
///     var clicks = ClickCounter()
///     clicks.count(press, at: clock.now)   // 1
///     clicks.count(press, at: clock.now)   // 2, within half a second on the same cell
public struct ClickCounter: Sendable {
    /// How long after a press the next one still continues its series.
    public let interval: Duration
    private var last: (event: MouseEvent, time: ContinuousClock.Instant, count: Int)?

    public init(interval: Duration = .milliseconds(500)) {
        self.interval = interval
    }

    /// The press's number in its series (1 for a single click, 2 for a double click, …); 0
    /// for a release or the wheel, which start no series (and the wheel ends the last one).
    public mutating func count(_ event: MouseEvent, at time: ContinuousClock.Instant) -> Int {
        guard [.left, .middle, .right].contains(event.button) else {
            last = nil
            return 0
        }
        guard event.pressed else { return 0 }
        var count = 1
        if let last, last.event.button == event.button, last.event.row == event.row,
           last.event.column == event.column, time - last.time <= interval {
            count = last.count + 1
        }
        last = (event, time, count)
        return count
    }
}
