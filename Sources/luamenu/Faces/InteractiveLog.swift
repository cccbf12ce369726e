import MenuApps
import MenuSession

/// What the session told `run -i` since the full screen last looked, for its status line: the
/// last line the script printed, and the last warning.
///
///     let log = InteractiveLog()
///     let session = try ScriptSession(configuration) { log.take($0) }
///     try session.tap("outfield/나성범")
///     log.events()                       // [.printed("나성범")]
final class InteractiveLog {
    private var printed: String?
    private var warning: String?

    /// Keeps what `event` says for the status line.
    func take(_ event: SessionEvent) {
        guard case .log(let entry) = event else { return }
        switch entry.level {
        case .print where !entry.text.isEmpty: printed = entry.text
        case .print: break
        case .warning, .problem, .error: warning = entry.text
        }
    }

    /// What was printed and warned since the last look, as the full screen's events.
    func events() -> [InteractiveEvent] {
        defer { (printed, warning) = (nil, nil) }
        return (printed.map { [.printed($0)] } ?? []) + (warning.map { [.warned($0)] } ?? [])
    }

    /// Forgets the warnings since the last look (a failed tap says its own error).
    func dropWarnings() {
        warning = nil
    }
}
