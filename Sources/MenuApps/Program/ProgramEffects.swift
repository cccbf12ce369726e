/// What a terminal program's commands do: the edge where the outside world is touched (a
/// thread started, a file read, the script called). ``ProgramRunner`` hands each command over
/// with the model as it is; what it turns out to be comes back as events, at once (through the
/// ``ProgramContext``) or later from another thread (woken through the terminal's ``Wakeup``,
/// then collected by ``awake()``).
public protocol ProgramEffects<Program> {
    associatedtype Program: TerminalProgram

    /// Runs `command`, asked for by the update that left `model`.
    mutating func perform(_ command: Program.Command, in model: Program.Model,
                          context: inout ProgramContext<Program.Event>)

    /// The runner woke up (keys arrived, a timer ran out, a thread signalled): the events that
    /// other threads left since the last call.
    mutating func awake() -> [Program.Event]
}
