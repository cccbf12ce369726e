#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuModel
import MenuTerminal
import TextCore

/// A file descriptor written in whole chunks: the menu goes out in one `write` loop.
struct Output {
    let descriptor: Int32

    static let standard = Output(descriptor: 1)
    static let error = Output(descriptor: 2)
    /// A descriptor that swallows what is written to it (/dev/null), opened once.
    static let nullDescriptor: Int32 = open("/dev/null", O_WRONLY)

    /// Writes `text`; on stderr, made terminal-safe first (``TerminalSafe/message(_:)``):
    /// what goes there is messages, often quoting a script (its error, a field name, a tap
    /// path), and no script may drive the terminal through them.
    func write(_ text: String) {
        var text = descriptor == 2 ? TerminalSafe.message(text) : text
        text.withUTF8(write)
    }

    /// Writes `bytes` as they are (lines read from stdin, invalid UTF-8 included).
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer(write)
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < bytes.count {
            let written = unistdWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }

    /// Lets every signal through: a parent (a test runner's thread, say) may have started us
    /// with SIGINT or SIGTERM blocked, and then Ctrl-C or `kill` would not reach us.
    static func unblockSignals() {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
    }

    /// Waits `milliseconds`.
    static func sleep(milliseconds: Int) { usleep(useconds_t(milliseconds * 1000)) }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never { processExit(status) }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The terminal's width in cells, if the descriptor is a terminal that tells.
    var terminalWidth: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The value of an environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables among `names` that are set, by name.
    static func environment(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.compactMap { name in environment(name).map { (name, $0) } })
    }

    /// What NO_COLOR and TERM say the terminal can do.
    static var capabilities: TerminalCapabilities { TerminalCapabilities(environment: environment) }

    /// Whether what is written here may be coloured: a terminal, and colour not turned off.
    var wantsColors: Bool { isTerminal && Self.capabilities.colors }
}

private let unistdWrite = write
private let processExit = exit
