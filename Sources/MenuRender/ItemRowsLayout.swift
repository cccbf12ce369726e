import MenuModel

/// A list of items as lines, drawn when read: one item a line (its detail right-aligned), or
/// a grid of columns; a separator or heading takes a line of its own and ends a grid's row.
/// An item with a subtitle takes a second line (a grid's row does when one of its cells has
/// one). Its line count and its targets (the entries, in reading order) are known from the
/// items' kinds and subtitles alone, without drawing or evaluating any row.
struct ItemRowsLayout {
    /// How the items are drawn.
    enum Style {
        /// Rows when there is one column, else a grid; separators and headings break it.
        case entries
        /// A selection's children: always a grid of cells, each with its `[x]` mark.
        case children
    }

    /// Whose items the list draws, which says what a tap on each reaches.
    enum Owner {
        /// A section's, or an open submenu's (the ids of the items leading to it).
        case section(String, submenu: [String])
        /// A selection's category's children.
        case category(selection: String, category: String)
        /// An index's group of one letter.
        case group(index: String, letter: String)
        /// A searched index's results, each under its own letter.
        case results(index: String, IndexResults)
    }

    /// Items in one run: entries laid out together, or one divider (separator or heading).
    struct Run {
        var start: Int
        var count: Int
        var divider: Bool
        /// When some of its rows have a subtitle: each row's first line within the run, and
        /// the run's line count last (a row is an item, or a grid's row of cells); nil when
        /// every row is one line.
        var rowLines: [Int]?
    }

    let renderer: TextRenderer
    let items: ItemViews
    let style: Style
    let columns: Int
    let indent: Int
    let owner: Owner
    private let runs: [Run]
    /// Each run's first line, and the line count.
    private let runLines: [Int]
    /// Each run's first target, and the target count.
    private let runTargets: [Int]

    init(renderer: TextRenderer, items: ItemViews, style: Style, columns: Int, indent: Int, owner: Owner) {
        self.renderer = renderer
        self.items = items
        self.style = style
        self.indent = indent
        self.owner = owner
        let available = renderer.width - indent
        self.columns = style == .entries && columns == 1 ? 1 : max(1, min(columns, available / 2))
        var runs: [Run] = []
        if items.allEntries {
            if !items.isEmpty { runs = [Run(start: 0, count: items.count, divider: false)] }
        } else {
            for index in items.indices {
                if items.kind(at: index) != .entry {
                    runs.append(Run(start: index, count: 1, divider: true))
                } else if let last = runs.last, !last.divider {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append(Run(start: index, count: 1, divider: false))
                }
            }
        }
        var lines = [0], targets = [0]
        let columns = self.columns
        let subtitles = items.hasSubtitles
        for index in runs.indices {
            let run = runs[index]
            let rows = run.divider ? 1 : (run.count + columns - 1) / columns
            if subtitles, !run.divider {
                var rowLines = [0]
                for row in 0..<rows {
                    let cells = (run.start + row * columns)..<min(run.start + (row + 1) * columns, run.start + run.count)
                    rowLines.append(rowLines.last! + (cells.contains(where: items.hasSubtitle(at:)) ? 2 : 1))
                }
                if rowLines.last! > rows { runs[index].rowLines = rowLines }
            }
            lines.append(lines.last! + (runs[index].rowLines?.last ?? rows))
            targets.append(targets.last! + (run.divider ? 0 : run.count))
        }
        self.runs = runs
        runLines = lines
        runTargets = targets
    }

    var lineCount: Int { runLines.last! }
    var targetCount: Int { runTargets.last! }

    /// Whether rows (not a grid) are drawn: one column of entries.
    private var drawsRows: Bool { style == .entries && columns == 1 }

    /// The line at `local` (0-based within the list), drawn now.
    func line(at local: Int) throws(EvaluationStopped) -> Line {
        let runIndex = Self.find(local, in: runLines, count: runs.count)
        let run = runs[runIndex]
        if run.divider {
            let item = try items.row(at: run.start)
            return item.kind == .separator ? renderer.separator(indent: indent) : renderer.heading(item, indent: indent)
        }
        let (row, second) = Self.row(at: local - runLines[runIndex], in: run)
        if drawsRows {
            let index = run.start + row
            let item = try items.row(at: index)
            return second ? renderer.subtitleLine(item, indent: indent, target: target(of: index))
                          : renderer.rowLine(item, indent: indent, target: target(of: index))
        }
        let first = run.start + row * columns
        var cells: [[Span]] = []
        for index in first..<min(first + columns, run.start + run.count) {
            let item = try items.row(at: index)
            cells.append((second ? renderer.subtitleCell(item, lead: style == .children ? 4 : 0) : cell(item))
                .tapping(target(of: index)))
        }
        return renderer.gridLine(cells, columns: columns, indent: indent)
    }

    /// The row (an item, or a grid's row of cells) of `run` that the run's line `line` is in,
    /// and whether it is that row's second line (its subtitles).
    private static func row(at line: Int, in run: Run) -> (row: Int, second: Bool) {
        guard let rowLines = run.rowLines else { return (line, false) }
        let row = find(line, in: rowLines, count: rowLines.count - 1)
        return (row, line > rowLines[row])
    }

    /// Appends the line at `local` as plain text (no line break) to `out` when it is one
    /// entry's row that ``PlainRowWriter`` can draw straight from the list; false otherwise.
    func appendPlainLine(at local: Int, to out: inout [UInt8]) -> Bool {
        guard drawsRows else { return false }
        let runIndex = Self.find(local, in: runLines, count: runs.count)
        guard !runs[runIndex].divider, runs[runIndex].rowLines == nil,
              let row = items.fixedRow(at: runs[runIndex].start + local - runLines[runIndex]) else { return false }
        return PlainRowWriter(width: renderer.width).append(row, indent: indent, to: &out)
    }

    /// The target at `local` (0-based within the list's targets), its line within the list,
    /// and the cell its row or grid cell starts at.
    func target(at local: Int) -> (target: TapTarget, line: Int, column: Int) {
        let runIndex = Self.find(local, in: runTargets, count: runs.count)
        let run = runs[runIndex]
        let offset = local - runTargets[runIndex]
        let cellWidth = max(2, (renderer.width - indent) / columns)
        let row = offset / columns
        return (target(of: run.start + offset), runLines[runIndex] + (run.rowLines?[row] ?? row),
                indent + (drawsRows ? 0 : offset % columns * cellWidth))
    }

    /// The index (within the list's targets) of `target`, through the items' id index.
    func targetIndex(of target: TapTarget) -> Int? {
        guard let id = target.itemID, let index = items.index(ofID: id), items.kind(at: index) == .entry,
              self.target(of: index) == target else { return nil }
        let runIndex = runs.lastIndex { $0.start <= index }!
        return runTargets[runIndex] + index - runs[runIndex].start
    }

    /// What a tap on the item at `index` reaches.
    func target(of position: Int) -> TapTarget {
        let id = items.id(at: position)
        switch owner {
        case .section(let section, let submenu): return .item(section: section, submenu: submenu, id: id)
        case .category(let selection, let category): return .child(selection: selection, category: category, id: id)
        case .group(let index, let letter): return .entry(index: index, letter: letter, id: id)
        case .results(let index, let results): return .entry(index: index, letter: results.letter(at: position), id: id)
        }
    }

    private func cell(_ item: ItemView) -> [Span] {
        switch style {
        case .entries: return renderer.cell(item)
        case .children:
            let chosen = item.selected == true
            return renderer.cell(item, prefix: [Span(chosen ? "[x] " : "[ ] ", chosen ? .accent : .muted)])
                .map { chosen ? Span($0.text, $0.look.union(.accent)) : $0 }
        }
    }

    /// The run whose range of `starts` holds `value`: the last that starts at or before it
    /// (binary search; a run that holds none shares its start with the next, so the last one
    /// holds `value`).
    private static func find(_ value: Int, in starts: [Int], count: Int) -> Int {
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
