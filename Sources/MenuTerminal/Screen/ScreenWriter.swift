/// Draws frames on an output, sending only what changed since the frame it drew last.
///
/// After a resize (or anything else that garbled the screen), ``invalidate()`` makes the
/// next frame a full redraw; a frame of another size is one anyway.
///
///     let writer = ScreenWriter(output: terminal)
///     try writer.draw(view(model, size))             // first frame: clear and draw all
///     try writer.draw(view(update(model, key), size)) // then only the changed rows
public final class ScreenWriter {
    public let output: any TerminalOutput
    /// The frame on the screen now, nil before the first or after ``invalidate()``.
    public private(set) var current: Screen?

    public init(output: any TerminalOutput) {
        self.output = output
    }

    /// Writes what turns the screen into `screen`; nothing when it already shows it.
    public func draw(_ screen: Screen) throws(TerminalError) {
        let bytes = Screen.diff(from: current, to: screen)
        current = nil   // if the write fails half-way, the screen is unknown: redraw next time
        if !bytes.isEmpty { try output.write(bytes) }
        current = screen
    }

    /// Forgets what is on the screen, so the next ``draw(_:)`` redraws everything.
    public func invalidate() {
        current = nil
    }
}
