import MenuRender
import TextCore

/// Text another program wrote, with its colours: SGR sequences (`ESC [ … m`) kept as the
/// style of the characters after them, every other escape sequence taken out, and control
/// characters made harmless as ``TerminalSafe`` makes them (a tab kept, to be expanded when
/// drawn). What `pick --ansi` shows of its lines and a pane of a command's output: colours,
/// never a cursor move, a title or a clipboard write.
///
///     let text = ANSIText("\u{1B}[31mred\u{1B}[0m and \u{1B}]0;title\u{7}plain")
///     text.plain          // "red and plain"
///     text.runs           // [Run(text: "red", style: "31"), Run(text: " and plain", style: "")]
public struct ANSIText: Equatable, Sendable {
    /// Characters drawn alike: `style` is the SGR parameters in force ("" for none).
    public struct Run: Equatable, Sendable {
        public var text: String
        public var style: String

        public init(text: String, style: String) {
            self.text = text
            self.style = style
        }
    }

    public private(set) var runs: [Run] = []
    /// The style in force at the end, for the line that follows.
    public private(set) var endStyle = ""

    /// `text` read for its SGR sequences, starting with `style` in force (what the line before ended with).
    public init(_ text: String, style: String = "") {
        var style = style, current = "", runs: [Run] = []
        var scalars = Array(text.unicodeScalars)[...]
        func flush() {
            guard !current.isEmpty else { return }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += current
            } else {
                runs.append(Run(text: current, style: style))
            }
            current = ""
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                current.unicodeScalars.append(Self.safe(scalar))
                continue
            }
            guard let sgr = Self.skipSequence(&scalars) else { continue }
            flush()
            style = Self.style(style, then: sgr)
        }
        flush()
        self.runs = runs
        endStyle = style
    }

    /// `text` as one plain run: no sequence read (an ESC is made harmless like any control).
    public init(plain text: String) {
        guard !text.isEmpty else { return }
        // Bytes that can start something to make safe: C0 controls, DEL, C1 (C2 80–9F), and E2
        // for the bidirectional controls; text without them (most) is kept as it is.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
            runs = [Run(text: text, style: "")]
            return
        }
        var safe = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { safe.append(Self.safe(scalar)) }
        runs = [Run(text: String(safe), style: "")]
    }

    /// The text without its styles: what is searched.
    public var plain: String { runs.map(\.text).joined() }

    /// `text` split into lines at "\n", each line's styles carried into the next.
    public static func lines(_ text: String) -> [ANSIText] {
        var lines: [ANSIText] = [], style = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let parsed = ANSIText(String(line), style: style)
            style = parsed.endStyle
            lines.append(parsed)
        }
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// `text` without escape sequences, its controls made harmless: what `pick --ansi` searches.
    public static func strip(_ text: String) -> String {
        text.utf8.contains(0x1B) ? ANSIText(text).plain : text
    }

    /// A scalar as it may be drawn: a tab kept, a line break a space, other controls and
    /// bidirectional overrides U+FFFD.
    private static func safe(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: scalar
        case 0x0A, 0x0D: " "
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: scalar
        }
    }

    /// Consumes the sequence after an ESC; its parameters when it is SGR with only digits, `;`
    /// and `:`, else nil (dropped): a CSI up to its final byte, a string sequence (OSC, DCS,
    /// APC, PM) up to BEL or `ESC \`, or the one character after the ESC.
    private static func skipSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) -> String? {
        guard let opener = scalars.popFirst() else { return nil }
        switch opener {
        case "[":
            var parameters = ""
            while let scalar = scalars.popFirst() {
                if (0x40...0x7E).contains(scalar.value) {
                    let isSGR = scalar == "m" && parameters.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || $0 == ";" || $0 == ":" }
                    return isSGR ? parameters : nil
                }
                guard (0x20...0x3F).contains(scalar.value) else { return nil }   // broken off
                parameters.unicodeScalars.append(scalar)
            }
            return nil
        case "]", "P", "_", "^":
            while let scalar = scalars.popFirst() {
                if scalar == "\u{7}" { return nil }
                if scalar == "\u{1B}" {
                    if scalars.first == "\\" { scalars.removeFirst() }
                    return nil
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// The style after `parameters` apply to `style`: a reset clears it, anything else adds
    /// to it (later codes win when the terminal reads them), kept short.
    private static func style(_ style: String, then parameters: String) -> String {
        if parameters.isEmpty || parameters == "0" { return "" }
        if parameters.hasPrefix("0;") { return String(parameters.dropFirst(2)) }
        let combined = style.isEmpty ? parameters : style + ";" + parameters
        return combined.utf8.count > 96 ? parameters : combined
    }
}

extension ANSIText {
    /// The text as a terminal line of at most `width` cells: tabs expanded to `tabstop`, the
    /// characters at `matches` (offsets into ``plain``, a tab one character) in `style`'s
    /// `matched`, the others in its `text`, the text's own colours kept unless `style` drops
    /// them (see ``TextStyle``). When the last match would end past the edge, the
    /// start is cut and marked "…", so that it shows; with `ellipsis`, a row is cut as fzf cuts
    /// it (``fzfCut``), marked with it, keeping `hscrollOff` cells after the last match (nil:
    /// fzf's `--no-hscroll`, the end cut whatever matched), or with `keepRight` and no match its
    /// end shown. `padded`, it is blanks in `style`'s `blank` to the width.
    public func line(width: Int, tabstop: Int = 8, matches: [Range<Int>] = [], style: TextStyle,
                     padded: Bool = false, ellipsis: String? = nil, hscrollOff: Int? = 10, keepRight: Bool = false) -> String {
        // Each character drawn: its text, its cells, its run, whether it matched.
        var characters: [Character] = [], widths: [Int] = [], runOf: [Int] = [], matched: [Bool] = []
        var column = 0, offset = 0, lastMatched = -1, pending = matches[...]
        // Without matches (or keeping the end) nothing past the edge is needed.
        let stop = matches.isEmpty && !(keepRight && ellipsis != nil) ? width : Int.max
        var cutAtStop = false
        scan: for (number, run) in runs.enumerated() {
            for character in run.text {
                while let range = pending.first, range.upperBound <= offset { pending.removeFirst() }
                let isMatched = pending.first?.contains(offset) ?? false
                let cells = character == "\t" ? max(1, tabstop) - column % max(1, tabstop) : character.cellWidth
                if column + cells > stop {
                    cutAtStop = true
                    break scan
                }
                characters.append(character == "\t" ? " " : character)
                widths.append(cells)
                runOf.append(number)
                matched.append(isMatched)
                if isMatched { lastMatched = characters.count - 1 }
                column += cells
                offset += 1
            }
        }
        let cut = ellipsis.map { Self.fzfCut(widths: widths, width: width, lastMatched: lastMatched, ellipsis: $0,
                                             beyond: cutAtStop, hscrollOff: hscrollOff, keepRight: keepRight && matches.isEmpty) }
            ?? Self.cut(widths: widths, width: width, lastMatched: lastMatched)
        let start = cut.start, end = cut.end
        var output = TextStyle.paint(cut.left, style.text), room = width - cut.left.cellWidth - cut.right.cellWidth
        var group: (run: Int, matched: Bool)?, text = ""
        func emit() {
            guard let group, !text.isEmpty else { return }
            let own = style.ownColors ? runs[group.run].style : ""
            let (first, last) = group.matched ? (own, style.matched) : (style.text, own)
            output += TextStyle.paint(text, first.isEmpty ? last : last.isEmpty ? first : first + ";" + last)
            text = ""
        }
        for index in start..<end {
            guard widths[index] <= room else { break }
            room -= widths[index]
            if group.map({ $0.run != runOf[index] || $0.matched != matched[index] }) ?? true {
                emit()
                group = (runOf[index], matched[index])
            }
            if widths[index] > 1, characters[index] == " " {
                text += Self.spaces(widths[index])   // an expanded tab
            } else {
                text.append(characters[index])
            }
        }
        emit()
        output += TextStyle.paint(cut.right, style.text)
        return padded && room > 0 ? output + TextStyle.paint(Self.spaces(room), style.blank) : output
    }

    /// The characters a line shows (`start..<end`) and the marks either side: the start cut,
    /// marked "…", when the last match would end past the edge.
    private static func cut(widths: [Int], width: Int, lastMatched: Int) -> (start: Int, end: Int, left: String, right: String) {
        guard lastMatched >= 0 else { return (0, widths.count, "", "") }
        var used = widths[...lastMatched].reduce(0, +), start = 0
        guard used > width else { return (0, widths.count, "", "") }
        while start < lastMatched, used + 1 > width {
            used -= widths[start]
            start += 1
        }
        return (start, widths.count, "…", "")
    }

    /// The characters a row shows and its marks as fzf cuts a row too wide for `width`: the
    /// last match and `hscrollOff` cells after it must show; when they fit (or `hscrollOff` is
    /// nil), the end is cut (`Stri..`); else the start, and the end too when more follows
    /// (`..ri..`); `keepRight`, the start (`..ing`). `beyond`: the characters given stop at the
    /// edge, and more follow.
    private static func fzfCut(widths: [Int], width: Int, lastMatched: Int, ellipsis: String, beyond: Bool,
                               hscrollOff: Int?, keepRight: Bool) -> (start: Int, end: Int, left: String, right: String) {
        let total = widths.reduce(0, +)
        guard beyond || total > width else { return (0, widths.count, "", "") }
        let marker = String(ellipsis.prefix(max(0, width / 2))), markerWidth = marker.cellWidth
        let budget = width - markerWidth
        if keepRight, hscrollOff != nil {                   // ..ing
            var start = 0, used = total
            while start < widths.count, used > budget {
                used -= widths[start]
                start += 1
            }
            return (start, widths.count, marker, "")
        }
        let matchEnd = min(widths.count, lastMatched + 1 + min(width / 2 - markerWidth, hscrollOff ?? 0))
        if hscrollOff == nil || widths[..<matchEnd].reduce(0, +) <= budget {     // Stri..
            var end = 0, used = 0
            while end < widths.count, used + widths[end] <= budget {
                used += widths[end]
                end += 1
            }
            return (0, end, "", marker)
        }
        let trimsRight = widths[matchEnd...].reduce(0, +) > markerWidth
        let end = trimsRight ? matchEnd : widths.count
        var start = 0, used = widths[..<end].reduce(0, +) + (trimsRight ? markerWidth : 0)
        while start < end, used > budget {                // ..ri..
            used -= widths[start]
            start += 1
        }
        return (start, end, marker, trimsRight ? marker : "")
    }

    /// `count` spaces (none for a count of zero or less).
    static func spaces(_ count: Int) -> String { String.copies(of: " ", count: count) }

    /// The text cut into lines of at most `width` cells each (tabs expanded to `tabstop`),
    /// for a pane that wraps.
    public func wrapped(width: Int, tabstop: Int = 8) -> [ANSIText] {
        var lines: [ANSIText] = [], line = ANSIText(plain: ""), used = 0
        for run in runs {
            for character in run.text {
                let piece = character == "\t" ? String.copies(of: " ", count: max(1, tabstop) - used % max(1, tabstop)) : String(character)
                let cells = character == "\t" ? piece.count : character.cellWidth
                if used + cells > width, used > 0 {
                    lines.append(line)
                    line = ANSIText(plain: "")
                    used = 0
                }
                if let last = line.runs.last, last.style == run.style {
                    line.runs[line.runs.count - 1].text += piece
                } else {
                    line.runs.append(Run(text: piece, style: run.style))
                }
                used += cells
            }
        }
        lines.append(line)
        return lines
    }
}
