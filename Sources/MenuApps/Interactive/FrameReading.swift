import MenuModel

/// How `run -i` reads a frame's rows: a row's labels may be the script's functions, so rows
/// are read inside the script's drawing operation (its budget, its rule that a label changes
/// no menu). A frame made from plain values is read as it is.
///
///     try reader.reading { try frame.layout.line(at: 40) }
public protocol FrameReading {
    /// Runs `body`, which reads rows of a frame.
    ///
    /// - Throws: ``EvaluationStopped`` when a limit stops a label, with the limit's message.
    func reading<T>(_ body: () throws(EvaluationStopped) -> T) throws(EvaluationStopped) -> T
}
