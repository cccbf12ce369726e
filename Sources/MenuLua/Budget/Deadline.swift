/// When a whole run must end: a runtime whose ``MenuRuntime/deadline`` is set ends every
/// operation by it, as well as within the operation's own ``MenuRuntime/Options/timeout``, so
/// a run of many operations (plugins, the script, taps, drawing, the JSON written) ends near
/// `seconds` from when it was set, however many there are.
///
///     var options = MenuRuntime.Options()
///     options.deadline = Deadline(seconds: 5)        // five seconds from now, for the whole run
public struct Deadline: Sendable, Equatable {
    /// When it falls, in seconds of the monotonic clock.
    let instant: Double
    /// How long it was set for, as messages say it ("more than 5 s").
    public let seconds: Double

    /// The deadline `seconds` from now.
    public init(seconds: Double) {
        instant = LuaLimits.now() + seconds
        self.seconds = seconds
    }

    /// Whether it has passed.
    public var hasPassed: Bool { LuaLimits.now() >= instant }
}
