import MenuRender
import TextCore

/// One problem `luamenu check` found, read from its message's `file:line:` start, as editors
/// and CI read it: a JSON object or a quickfix line. luamenu knows the line of a problem, not
/// its column: the column given is 1.
///
///     CheckProblem(message: "menu.lua:2: unknown field 'colums' …", script: "menu.lua").quickfix
///     // "menu.lua:2:1: error: unknown field 'colums' …"
struct CheckProblem: Equatable {
    var file: String
    /// nil when the message names no line (it is then about the whole script).
    var line: Int?
    var message: String
    /// Every problem fails `check`.
    var severity = "error"

    /// The problem `text` says, placed where it starts (`file:line: …`), else in `script`.
    init(message text: String, script: String) {
        var rest = text[...]
        while let colon = rest.firstIndex(of: ":") {
            let digits = text[text.index(after: colon)...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, text[digits.endIndex...].first == ":", colon > text.startIndex {
                file = String(text[..<colon])
                line = Int(digits)
                message = String(text[text.index(after: digits.endIndex)...].drop { $0 == " " })
                return
            }
            rest = text[text.index(after: colon)...]
        }
        file = script
        message = text
    }

    /// `file:line:1: error: message`, as editors' quickfix lists read it (`file: error: …` without a line).
    var quickfix: String {
        let place = line.map { "\(file):\($0):1:" } ?? "\(file):"
        return TerminalSafe.message("\(place) \(severity): \(message)")
    }

    /// `{ "file", "line", "column", "severity", "message" }` (line and column null when not known).
    var json: JSONValue {
        .object([("file", .string(file)), ("line", line.map(JSONValue.int) ?? .null),
                 ("column", line == nil ? .null : .int(1)), ("severity", .string(severity)), ("message", .string(message))])
    }
}
