#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuLua
import MenuModel
import MenuRender

/// `--state FILE`: the menu state kept between runs, and the script's store (`menu.store`),
/// as JSON, written atomically (see ``FileText/write(_:to:)``), so a crash never leaves a torn
/// file.
///
///     {"version":1,"open":{"outfield":false},…,"store":{"filled":{"kakaoTalkId":true}}}
///
/// Two luamenus using one state file take turns: the first holds a lock (`flock` on
/// `FILE.lock`, which stays beside it) from before it reads the state until after it saved
/// it, so neither loses the other's taps. The lock is on a file of its own because saving
/// replaces the state file, and a lock on the old one would guard nothing.
final class StateFile {
    let path: String
    /// The most bytes read: a state file larger than the memory limit is an error.
    let limit: Int?
    private var lock: Int32 = -1

    init(path: String, limit: Int?) {
        self.path = path
        self.limit = limit
    }

    deinit { unlock() }

    /// Takes the lock, waiting (and saying so on stderr) while another luamenu holds it.
    func lockForUpdate() throws(CLIError) {
        guard lock < 0 else { return }
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw .io("\(path).lock: cannot lock the state file: \(String(cString: strerror(errno)))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            Output.error.write("luamenu: waiting for \(path): another luamenu is using it\n")
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        lock = descriptor
    }

    /// Lets the next luamenu have the file.
    func unlock() {
        guard lock >= 0 else { return }
        close(lock)                            // closing releases the flock
        lock = -1
    }

    /// What a state file keeps: the menu's state, and the script's store if it made one.
    struct Saved {
        var state: MenuState
        var store: LuaValue?

        /// The file's text: the state's JSON, with the store under `"store"`.
        var text: String {
            var document = state.json
            if let store, case .object(let members) = document {
                document = .object(members + [("store", JSONValue(store))])
            }
            return document.text + "\n"
        }
    }

    /// The saved state and store, or nil when there is no file yet (a file from before stores
    /// has none). A file that can't be read, is not a regular file, is larger than `limit`, or
    /// isn't a state document is an error, and the file is left as it is.
    func load() throws(CLIError) -> Saved? {
        switch FileText.contents(of: path, limit: limit) {
        case .missing:
            return nil
        case .unreadable(let reason):
            throw .io("\(path): cannot read the state file: \(reason)")
        case .text(let text):
            do {
                let document = try JSONValue.parse(text)
                return Saved(state: try MenuState(json: document), store: document["store"].map(\.luaValue))
            } catch {
                throw .io("\(path): not a luamenu state file (\(error)); it was left as it is")
            }
        }
    }

    /// Replaces the file with `state` and `store` (when there is one), all or nothing.
    func save(_ state: MenuState, store: LuaValue?) throws(CLIError) {
        try save(Saved(state: state, store: store))
    }

    /// Replaces the file with `saved`, all or nothing.
    func save(_ saved: Saved) throws(CLIError) {
        try FileText.write(saved.text, to: path)
    }
}
