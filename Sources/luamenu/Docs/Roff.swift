/// Writing roff for the man page: text escaped so troff prints it as it is, and help text
/// (paragraphs, rows, examples) turned into man macros.
///
///     Roff.escaped("--tap 'a/b'")   // "\-\-tap \(aqa/b\(aq"
enum Roff {
    /// `text` as troff prints it: backslashes, hyphens, quotes and backquotes escaped, every
    /// character outside ASCII as `\[uXXXX]` (so the page is ASCII whatever the reader's
    /// locale), and a line that would start with `.` guarded by `\&`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "'": result += "\\(aq"
            case "`": result += "\\(ga"
            case "\"": result += "\\(dq"
            case "\n": result += "\n"
            case _ where scalar.value >= 0x80:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") ? "\\&" + $0 : String($0) }
            .joined(separator: "\n")
    }

    /// A paragraph of help text: a `.TP` list when it is ``HelpLayout`` rows, else prose
    /// (`verbatim`: an indented paragraph is an example, kept line for line).
    static func paragraph(_ paragraph: String, indentedIsVerbatim: Bool) -> String {
        let lines = paragraph.split(separator: "\n").map(String.init)
        guard let first = lines.first else { return "" }
        if !first.hasPrefix("  ") { return ".PP\n" + escaped(joined(lines)) + "\n" }
        if let rows = rows(lines) { return rows.map { ".TP\n" + escaped($0.name) + "\n" + escaped($0.text) + "\n" }.joined() }
        if !indentedIsVerbatim { return ".PP\n" + escaped(joined(lines)) + "\n" }
        return ".PP\n.RS 2\n.nf\n" + lines.map { escaped(String($0.dropFirst(2))) + "\n" }.joined() + ".fi\n.RE\n"
    }

    /// Help text of paragraphs separated by blank lines, as man macros.
    static func text(_ text: String, indentedIsVerbatim: Bool) -> String {
        text.split(separator: "\n\n").map { paragraph(String($0), indentedIsVerbatim: indentedIsVerbatim) }.joined()
    }

    /// The lines' words, joined by single spaces.
    private static func joined(_ lines: [String]) -> String {
        lines.flatMap { $0.split(separator: " ") }.joined(separator: " ")
    }

    /// `lines` read as ``HelpLayout/row(_:_:column:)`` rows: each row's name indented by two
    /// spaces and its text after a gap of two or more (or on the lines below, indented deeper).
    /// Nil when they are not rows: a line that is neither, a row without text, or no row
    /// with a gap (then it is prose, or an example).
    private static func rows(_ lines: [String]) -> [(name: String, text: String)]? {
        var rows: [(name: String, text: String)] = []
        var gaps = 0
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if indent == 2 {
                if let gap = body.firstRange(of: "  ") {
                    rows.append((String(body[..<gap.lowerBound]), joined([String(body[gap.upperBound...])])))
                    gaps += 1
                } else {
                    rows.append((String(body), ""))
                }
            } else if indent > 2, !rows.isEmpty {
                rows[rows.count - 1].text += (rows[rows.count - 1].text.isEmpty ? "" : " ") + joined([String(body)])
            } else {
                return nil
            }
        }
        guard gaps > 0, rows.allSatisfy({ !$0.text.isEmpty }) else { return nil }
        return rows
    }
}
