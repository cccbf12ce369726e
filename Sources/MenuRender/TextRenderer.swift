import MenuModel
import TextCore

/// Draws a ``MenuView`` as lines of terminal text, plain or with ANSI colour.
///
///     let text = try TextRenderer(width: 40, colors: false).render(view)
///
/// Width is counted in terminal cells (Hangul and emoji take 2). Every line fits `width`:
/// cells are truncated with "…", chips wrap. With a `height`, the output is that many lines,
/// scrolled so that the index group the user last jumped to starts at the top. Drawing reads
/// the view's rows, which may call the script: a limit that stops it makes the drawing throw
/// ``EvaluationStopped``.
public struct TextRenderer: Sendable {
    public var width: Int
    public var height: Int?
    public var colors: Bool

    public init(width: Int = 80, height: Int? = nil, colors: Bool = false) {
        self.width = max(width, 8)
        self.height = height
        self.colors = colors
    }

    /// The whole text, one line per `\n`.
    public func render(_ view: MenuView) throws(EvaluationStopped) -> String {
        var text = ""
        try write(view) { text += $0 }
        return text
    }

    /// Writes the text to `output` a chunk of lines at a time, each line drawn as it is
    /// reached: a million rows stream out without being held, and `output` can count what it
    /// keeps, or stop the writing by throwing. With a `height`, only that many lines, from the
    /// anchor of the group jumped to last.
    public func write(_ view: MenuView, to output: (String) throws(EvaluationStopped) -> Void) throws(EvaluationStopped) {
        let layout = layout(view)
        var range = 0..<layout.count
        if let height = height.map({ max($0, 0) }) {
            let target = view.scrollAnchor.flatMap { layout.anchors[$0] } ?? 0
            let start = max(0, min(target, layout.count - height))
            range = start..<min(layout.count, start + height)
        }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(1 << 16 + 1024)
        func lineEnded(_ chunk: inout [UInt8]) throws(EvaluationStopped) {
            guard chunk.count >= 1 << 16 else { return }
            try output(String(decoding: chunk, as: UTF8.self))
            chunk.removeAll(keepingCapacity: true)
        }
        if colors {
            for index in range {
                chunk.append(contentsOf: try layout.line(at: index).ansi.utf8)
                chunk.append(0x0A)
                try lineEnded(&chunk)
            }
        } else {
            try layout.appendPlain(linesIn: range, to: &chunk, lineEnded: lineEnded)
        }
        try output(String(decoding: chunk, as: UTF8.self))
    }

    /// The menu's lines, drawn when they are read (see ``Layout``).
    public func layout(_ view: MenuView) -> Layout {
        var segments: [Layout.Segment] = []
        if let title = view.title.map(TerminalSafe.line) {
            segments.append(.lines([Line([Span(title.truncated(toCells: width), .bold)]),
                                    Line([Span(String.copies(of: "=", count: min(title.cellWidth, width)), .muted)])]))
        }
        if let title = view.screenTitle, let back = view.screenBack {
            if !segments.isEmpty { segments.append(.lines([Line()])) }
            segments.append(.lines([header(TerminalSafe.line(title), marker: "‹ ", tap: back)]))
        }
        for block in view.blocks {
            if !segments.isEmpty { segments.append(.lines([Line()])) }
            switch block {
            case .section(let section):
                segments += self.section(section)
            case .selection(let selection): segments += self.selection(selection)
            case .filter(let filter): segments += self.filter(filter)
            case .index(let index): segments += self.index(index)
            }
        }
        if let message = view.noResultsMessage {
            if !segments.isEmpty { segments.append(.lines([Line()])) }
            segments.append(.lines([Line(fit([Span(message, .muted)], width))]))
        }
        return Layout(segments)
    }

    /// Every line of the menu, before scrolling (drawn now: for tests and small menus).
    public func lines(_ view: MenuView) throws(EvaluationStopped) -> [Line] {
        let layout = layout(view)
        return try layout.lines(in: 0..<layout.count)
    }
}

extension MenuView {
    /// The anchor of the group the last jump scrolls to: the jump to its letter.
    public var scrollAnchor: TapTarget? {
        guard let scrolledIndex else { return nil }
        for case .index(let index) in blocks where index.id == scrolledIndex {
            return index.scrollTarget.map { .jump(index: index.id, letter: $0) }
        }
        return nil
    }
}
