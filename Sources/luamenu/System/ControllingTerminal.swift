#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuTerminal

/// The controlling terminal, `/dev/tty`, in raw mode: where `run -i` and `pick` draw, as fzf
/// does, so that stdout can go to a pipe (`choice=$(luamenu pick < list)`). Put back when it
/// is released (and by ``RawTerminal`` on every other way out).
final class ControllingTerminal {
    let raw: RawTerminal
    private let descriptor: Int32

    /// Opens it for `what` ("-i", "pick"), whose usage errors name `command`; `hint` follows
    /// the reason when there is no terminal to draw on ("; try --filter"). `alternateScreen`
    /// off draws on the normal screen (inline, `pick --height`); `mouse` turns mouse reports
    /// on; `wakeup` lets other threads end a wait for keys.
    init(for what: String, command: String, hint: String = "", alternateScreen: Bool = true,
         mouse: Bool = false, wakeup: Wakeup? = nil) throws(CLIError) {
        guard Output.capabilities.cursorMovement else {
            throw .usage("\(what) needs a terminal that can move its cursor (TERM is 'dumb')\(hint)", command: command)
        }
        descriptor = open("/dev/tty", O_RDWR)
        guard descriptor >= 0 else { throw .usage("\(what) needs a terminal (cannot open /dev/tty)\(hint)", command: command) }
        do {
            raw = try RawTerminal(input: descriptor, output: descriptor, alternateScreen: alternateScreen,
                                  mouse: mouse, wakeup: wakeup)
        } catch {
            close(descriptor)
            throw .usage("\(what) needs a terminal (\(error))\(hint)", command: command)
        }
    }

    /// Leaves raw mode and the alternate screen, before the answer is printed.
    func restore() {
        raw.restore()
    }

    deinit {
        raw.restore()
        close(descriptor)
    }
}
