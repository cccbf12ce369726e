import MenuModel

/// A list of items as lines, drawn when read: one item a line (its detail right-aligned), or
/// a grid of columns; a separator or heading takes a line of its own and ends a grid's row.
/// Its line count and its targets (the entries, in reading order) are known from the items'
/// kinds alone, without drawing or evaluating any row.
struct ItemRowsLayout {
    /// How the items are drawn.
    enum Style {
        /// Rows when there is one column, else a grid; separators and headings break it.
        case entries
        /// A selection's children: always a grid of cells, each with its `[x]` mark.
        case children
    }

    /// The tap path an item's id is appended to.
    enum Paths {
        /// The same for every item: the block's (or an index letter's).
        case fixed(TapPath)
        /// A searched index's results: the index's path, then each result's letter.
        case byLetter(TapPath, IndexResults)
    }

    /// Items in one run: entries laid out together, or one divider (separator or heading).
    struct Run {
        var start: Int
        var count: Int
        var divider: Bool
    }

    let renderer: TextRenderer
    let items: ItemViews
    let style: Style
    let columns: Int
    let indent: Int
    let paths: Paths
    private let runs: [Run]
    /// Each run's first line, and the line count.
    private let runLines: [Int]
    /// Each run's first target, and the target count.
    private let runTargets: [Int]

    init(renderer: TextRenderer, items: ItemViews, style: Style, columns: Int, indent: Int, paths: Paths) {
        self.renderer = renderer
        self.items = items
        self.style = style
        self.indent = indent
        self.paths = paths
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
        self.runs = runs
        var lines = [0], targets = [0]
        let columns = self.columns
        for run in runs {
            lines.append(lines.last! + (run.divider ? 1 : (run.count + columns - 1) / columns))
            targets.append(targets.last! + (run.divider ? 0 : run.count))
        }
        runLines = lines
        runTargets = targets
    }

    var lineCount: Int { runLines.last! }
    var targetCount: Int { runTargets.last! }

    /// Whether rows (not a grid) are drawn: one column of entries.
    private var drawsRows: Bool { style == .entries && columns == 1 }

    /// The line at `local` (0-based within the list), drawn now.
    func line(at local: Int) -> Line {
        let runIndex = Self.find(local, in: runLines, count: runs.count)
        let run = runs[runIndex]
        if run.divider {
            let item = items[run.start]
            return item.kind == .separator ? renderer.separator(indent: indent) : renderer.heading(item, indent: indent)
        }
        let row = local - runLines[runIndex]
        if drawsRows {
            let index = run.start + row
            return renderer.rowLine(items[index], indent: indent, path: path(of: index))
        }
        let first = run.start + row * columns
        let cells = (first..<min(first + columns, run.start + run.count)).map { index in
            cell(items[index]).tapping(path(of: index))
        }
        return renderer.gridLine(cells, columns: columns, indent: indent)
    }

    /// The target at `local` (0-based within the list): its path and its line within the list.
    func target(at local: Int) -> (path: TapPath, line: Int) {
        let runIndex = Self.find(local, in: runTargets, count: runs.count)
        let run = runs[runIndex]
        let offset = local - runTargets[runIndex]
        return (path(of: run.start + offset), runLines[runIndex] + offset / columns)
    }

    /// The index (within the list's targets) of the target with `path`, through the items' id
    /// index.
    func targetIndex(of path: TapPath) -> Int? {
        guard let id = path.segments.last, path.segments.count >= 2 else { return nil }
        switch paths {
        case .fixed(let base):
            guard path.segments.count == base.segments.count + 1, path.segments.starts(with: base.segments) else { return nil }
        case .byLetter(let base, _):
            guard path.segments.count == base.segments.count + 2, path.segments.starts(with: base.segments) else { return nil }
        }
        guard let index = items.index(ofID: id), items.kind(at: index) == .entry, self.path(of: index) == path else {
            return nil
        }
        let runIndex = runs.lastIndex { $0.start <= index }!
        return runTargets[runIndex] + index - runs[runIndex].start
    }

    /// The tap path of the item at `index`.
    func path(of index: Int) -> TapPath {
        switch paths {
        case .fixed(let base): base.appending(items.id(at: index))
        case .byLetter(let base, let results): base.appending(results.letter(at: index)).appending(items.id(at: index))
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
