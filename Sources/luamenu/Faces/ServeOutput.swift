import MenuRender
import Synchronization

/// `luamenu serve`'s stdout: answers and notifications, a line each, written whole under one
/// lock — the session's thread writes answers and the script's log, a timer's thread the busy
/// notifications, and the watchdog's thread its last answers.
///
///     let output = ServeOutput()
///     output.notify("log", entry.json)       // {"jsonrpc":"2.0","method":"log","params":{…}}
///     output.line(answer)
final class ServeOutput: Sendable {
    private let lock = Mutex(())

    /// Writes `text` and a line end (not `text + "\n"`: a large answer is not copied).
    func line(_ text: String) {
        lock.withLock { _ in
            Output.standard.write(text)
            Output.standard.write("\n")
        }
    }

    /// Writes the notification `method` with `params`.
    func notify(_ method: String, _ params: JSONValue) {
        line(MenuRPC.notification(method, params).text)
    }

    /// Writes `text` and a line end unless another thread is writing (it may be stuck there,
    /// writing to a pipe nobody reads): what the watchdog's thread writes, which must not wait.
    func lineIfFree(_ text: String) {
        _ = lock.withLockIfAvailable { _ in
            Output.standard.write(text)
            Output.standard.write("\n")
        }
    }
}
