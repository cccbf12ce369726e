/// A Lua file `pick` runs where fzf runs a shell command: `lua:FILE` as `--preview`'s command,
/// or as a `preview(…)`, `change-preview(…)`, `transform-query(…)` (and the other
/// `transform-*`) or `transform(…)` action's. The host (``PickSession/scripts``) runs FILE in
/// luamenu's sandbox, under its limits, with this call's values as a table in its `...`, and
/// takes the text it returns: a pane's lines, a transform's text, `transform`'s actions. No
/// subshell starts, and a line reaches Lua as a value, never as code.
///
///     -- upper.lua, for --bind 'ctrl-u:transform-query(lua:upper.lua)'
///     local pick = ...
///     return pick.query:upper()
public struct PickerScriptCall: Equatable, Sendable {
    /// The file, as given after `lua:`.
    public let file: String
    /// The line under the cursor as shown (without colours); nil when there is none.
    public let line: String?
    /// Its number in the input, from 0 (fzf's `{n}`).
    public let index: Int?
    public let query: String
    /// The marked lines, in the order they were marked.
    public let marked: [String]

    public init(file: String, line: String?, index: Int?, query: String, marked: [String]) {
        (self.file, self.line, self.index, self.query, self.marked) = (file, line, index, query, marked)
    }

    /// The file a command names with `lua:` (`lua:preview.lua`, blanks around it dropped), else nil.
    public static func file(in command: String) -> String? {
        guard command.hasPrefix("lua:") else { return nil }
        let file = command.dropFirst(4).drop { $0 == " " }
        return String(file.reversed().drop { $0 == " " }.reversed())
    }
}

/// How the host runs a ``PickerScriptCall``: the text the file returned, or the error's
/// message (its file and line first).
public typealias PickerScripts = @Sendable (PickerScriptCall) -> Result<String, PickerScriptFailure>

/// Why a `lua:FILE` gave no text: its error, with its file and line.
public struct PickerScriptFailure: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
