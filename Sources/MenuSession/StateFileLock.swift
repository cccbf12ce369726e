#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock on a state file, `FILE.lock` beside it, which says who holds it.
///
/// Two luamenus never use one state file at once: each takes `flock` on `FILE.lock` before it
/// reads the state and keeps it until it has saved for the last time. The holder writes into
/// the lock file who it is and for how long it holds it (``Holder``), so another luamenu that
/// finds the file held can say so at once: it waits for a holder that runs once (`luamenu run
/// --state FILE` takes turns with another such run) and refuses, naming the holder, one that
/// holds the file until it ends (a preview, `serve`, `run -i`, `run --watch`, the REPL).
/// The holder removes the lock file when it lets go.
///
/// The lock is on a file of its own because saving replaces the state file, and a lock on the
/// old one would guard nothing. Removing the lock file while another luamenu waits on it is
/// safe: a waiter that gets the lock checks that the file it locked is still the one at the
/// path, and starts again when it isn't.
///
///     let lock = StateFileLock(stateFile: "state.json")
///     try lock.acquire(as: .init(command: "luamenu run s.lua", tenure: .oneRun)) { holder in
///         print("waiting for \(holder)")
///     }
///     defer { lock.release() }
public final class StateFileLock {
    /// How long a holder keeps the state file.
    public enum Tenure: String, Sendable {
        /// For one run, loaded, tapped and saved: others wait their turn.
        case oneRun = "one run"
        /// Until it ends (a preview, a server, a full-screen view, a watch, a REPL): others
        /// are refused at once.
        case untilItEnds = "until it ends"
    }

    /// Who holds a state file: what the lock file says.
    public struct Holder: Equatable, Sendable, CustomStringConvertible {
        public var pid: Int32
        /// The holder's command line, as it was started (`luamenu preview menu.lua`).
        public var command: String
        public var tenure: Tenure

        /// This process, holding the file for `tenure`.
        public init(command: String, tenure: Tenure) {
            self.init(pid: getpid(), command: command, tenure: tenure)
        }

        public init(pid: Int32, command: String, tenure: Tenure) {
            self.pid = pid
            self.command = command
            self.tenure = tenure
        }

        /// `luamenu preview menu.lua (pid 4242)`.
        public var description: String { "\(command) (pid \(pid))" }

        /// The lock file's text: `pid`, `tenure` and `command` lines.
        var text: String { "pid \(pid)\ntenure \(tenure.rawValue)\ncommand \(command)\n" }

        /// The holder a lock file's text names; nil for text that names none (a holder that
        /// has not written it yet, or an older luamenu).
        init?(text: String) {
            var fields: [Substring: Substring] = [:]
            for line in text.split(separator: "\n") {
                guard let space = line.firstIndex(of: " ") else { continue }
                fields[line[..<space]] = line[line.index(after: space)...]
            }
            guard let pid = fields["pid"].flatMap({ Int32($0) }), let tenure = fields["tenure"].flatMap({ Tenure(rawValue: String($0)) })
            else { return nil }
            self.init(pid: pid, command: String(fields["command"] ?? "luamenu"), tenure: tenure)
        }
    }

    /// The state file's path.
    public let stateFile: String
    /// The lock file's path: the state file's, with `.lock`.
    public var path: String { stateFile + ".lock" }
    private var descriptor: Int32 = -1

    public init(stateFile: String) {
        self.stateFile = stateFile
    }

    deinit { release() }

    /// Whether this lock is held (acquired and not released).
    public var isHeld: Bool { descriptor >= 0 }

    /// How long a holder may take to write who it is after it locked the file.
    private static let introductionPatience = 2.0

    /// Takes the lock. When another luamenu holds it for one run, `waiting` is told who (once)
    /// and this waits for it; when one holds it until it ends, this throws at once, naming it.
    ///
    /// - Throws: ``FileError`` with the ``FileError/holder`` when the file is held until its
    ///   holder ends, or without when the lock file can't be opened.
    public func acquire(as holder: Holder, waiting: (Holder?) -> Void) throws(FileError) {
        guard descriptor < 0 else { return }
        var told = false
        var unknownSince: Double?
        while true {
            let file = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
            guard file >= 0 else {
                throw FileError("\(path): cannot lock the state file: \(String(cString: strerror(errno)))")
            }
            if flock(file, LOCK_EX | LOCK_NB) != 0 {
                let other = Holder(text: Self.text(of: file))
                if let other, other.tenure == .untilItEnds {
                    close(file)
                    throw FileError("\(stateFile): \(other) is using it until it ends; stop it, or use another --state file",
                                    holder: other)
                }
                if other == nil {
                    // The holder may not have written who it is yet: look again for a moment
                    // before waiting on a holder nobody can name.
                    let now = Self.seconds()
                    unknownSince = unknownSince ?? now
                    if now - unknownSince! < Self.introductionPatience {
                        close(file)
                        usleep(10_000)
                        continue
                    }
                }
                if !told { waiting(other) }
                told = true
                while flock(file, LOCK_EX) != 0 && errno == EINTR {}
            }
            guard Self.isStill(file, at: path) else {      // its holder removed it as it let go
                close(file)
                continue
            }
            Self.write(holder.text, to: file)
            descriptor = file
            return
        }
    }

    /// Lets the next luamenu have the file, and removes the lock file.
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(path)                           // while held: a waiter that locks the old file sees it is gone
        close(descriptor)                      // closing releases the flock
        descriptor = -1
    }

    /// Whether the file open as `descriptor` is the one at `path` now.
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var open = stat(), named = stat()
        return fstat(descriptor, &open) == 0 && lstat(path, &named) == 0
            && open.st_ino == named.st_ino && open.st_dev == named.st_dev
    }

    /// What the lock file open as `descriptor` says (a few KiB at most).
    private static func text(of descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        _ = ftruncate(descriptor, 0)
        var text = text
        _ = text.withUTF8 { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    private static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
