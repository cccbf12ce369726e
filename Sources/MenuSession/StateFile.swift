import MenuLua
import MenuModel
import MenuRender

/// `--state FILE`: the menu state kept between runs, and the script's store (`menu.store`),
/// as JSON (written from Lua as it is read, see ``StateFileText``), atomically (see
/// ``FileText/write(_:to:)``), so a crash never leaves a torn file.
///
///     {"version":1,"open":{"outfield":false},…,"store":{"filled":{"kakaoTalkId":true}}}
///
/// A luamenu holds the file's lock (``StateFileLock``) from before it reads the state until
/// after it saved it for the last time, so two never lose each other's taps.
public final class StateFile {
    public let path: String
    /// The most bytes the file may have: a quarter of the memory limit (it is read, parsed and
    /// copied into Lua), both to read and to write; nil: no limit.
    public let sizeLimit: Int?
    public let lock: StateFileLock

    /// The state file at `path`, for a run whose memory limit is `memoryLimit` bytes.
    public init(path: String, memoryLimit: Int?) {
        self.path = path
        sizeLimit = memoryLimit.map { $0 / 4 }
        lock = StateFileLock(stateFile: path)
    }

    /// What a state file keeps: the menu's state, the script's store if it made one, and each
    /// plugin's store, by plugin name (`"plugins": {"recent": {…}}`).
    public struct Saved: Equatable, Sendable {
        public var state: MenuState
        public var store: LuaValue?
        public var plugins: [String: LuaValue]

        public init(state: MenuState, store: LuaValue?, plugins: [String: LuaValue] = [:]) {
            self.state = state
            self.store = store
            self.plugins = plugins
        }
    }

    /// The saved state and store, or nil when there is no file yet (a file from before stores
    /// has none). A file that can't be read, is not a regular file, is larger than
    /// ``sizeLimit``, or isn't a state document is an error, and the file is left as it is.
    public func load() throws(FileError) -> Saved? {
        _ = try FileText.target(of: path)                      // a link it would refuse to save through: now, not at the end
        switch FileText.contents(of: path, limit: sizeLimit) {
        case .missing:
            return nil
        case .unreadable(let reason):
            throw FileError("\(path): cannot read the state file: \(reason)")
        case .text(let text):
            let document: JSONValue, state: MenuState
            do {
                document = try JSONValue.parse(text)
                state = try MenuState(json: document)
            } catch {
                throw FileError("\(path): not a luamenu state file (\(error)); it was left as it is")
            }
            switch document["store"] {
            case nil, .object?: break
            case let store?:
                throw FileError("\(path): not a luamenu state file (its store is \(Self.describe(store)), expected an "
                                + "object); it was left as it is")
            }
            var plugins: [String: LuaValue] = [:]
            switch document["plugins"] {
            case nil: break
            case .object(let members)?:
                for (name, store) in members {
                    guard case .object = store else {
                        throw FileError("\(path): not a luamenu state file (plugin \(name)'s store is \(Self.describe(store)), "
                                        + "expected an object); it was left as it is")
                    }
                    plugins[name] = store.luaValue
                }
            case let other?:
                throw FileError("\(path): not a luamenu state file (its plugins are \(Self.describe(other)), expected an "
                                + "object of stores); it was left as it is")
            }
            return Saved(state: state, store: document["store"].map(\.luaValue), plugins: plugins)
        }
    }

    /// Removes what a save that was interrupted left beside the file (`FILE.tmp-XXXXXX`, see
    /// ``FileText/write(_:to:)``; beside its target when it is the user's link): call it holding
    /// the lock, when no save of ours can be running.
    public func removeLeftovers() {
        FileText.removeTemporaries(of: (try? FileText.target(of: path)) ?? path)
    }

    /// What a JSON value is, for a message: "a list", "a string", "null" ….
    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "true or false"
        case .int, .number, .literal: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// Replaces the file with `text` (see ``StateFileText``), all or nothing.
    public func save(text: String) throws(FileError) {
        try FileText.write(text, to: path)
    }
}
