import MenuModel

/// A drawn menu whose lines are made when they are read: the renderer knows how many lines
/// each block takes (a list of items in columns takes a line per row) without drawing them,
/// so an interactive view draws a screenful of a million-item menu, and batch output streams
/// every line without holding them.
///
///     let layout = TextRenderer(width: 80).layout(view)
///     layout.count            // lines in all
///     try layout.line(at: 40) // drawn now
///     layout.targets.count    // everything tappable, in reading order
///
/// Taps: every tappable thing is a ``Target``, in reading order (lines top down, left to right
/// within a line); ``targetIndex(of:)`` finds one without a scan. Drawing a line may call the
/// script (a label), which a limit may stop: ``line(at:)`` throws ``EvaluationStopped`` then.
/// A layout reads its view's rows, so like the view it is read on the thread that built it.
public struct Layout {
    /// A part of the layout: fixed lines (titles, headers, chips, a navigator), or a list of
    /// items drawn when read.
    enum Segment {
        case lines([Line])
        case items(ItemRowsLayout)

        var lineCount: Int {
            switch self {
            case .lines(let lines): lines.count
            case .items(let items): items.lineCount
            }
        }

        var targetCount: Int {
            switch self {
            case .lines(let lines): lines.reduce(0) { $0 + $1.targets.count }
            case .items(let items): items.targetCount
            }
        }
    }

    let segments: [Segment]
    /// Each segment's first line, and one past the last line.
    private let lineStarts: [Int]
    /// Each segment's first target, and the number of targets.
    private let targetStarts: [Int]
    /// A jump → the line it scrolls to (the header of the letter's group).
    public let anchors: [TapTarget: Int]

    init(_ segments: [Segment]) {
        self.segments = segments
        var lineStarts = [0], targetStarts = [0]
        var anchors: [TapTarget: Int] = [:]
        for segment in segments {
            if case .lines(let lines) = segment {
                for (offset, line) in lines.enumerated() {
                    if let anchor = line.anchor { anchors[anchor] = lineStarts.last! + offset }
                }
            }
            lineStarts.append(lineStarts.last! + segment.lineCount)
            targetStarts.append(targetStarts.last! + segment.targetCount)
        }
        self.lineStarts = lineStarts
        self.targetStarts = targetStarts
        self.anchors = anchors
    }

    /// How many lines the menu takes.
    public var count: Int { lineStarts.last! }

    /// The line at `index`, drawn now.
    public func line(at index: Int) throws(EvaluationStopped) -> Line {
        let segment = Self.find(index, in: lineStarts)
        let local = index - lineStarts[segment]
        switch segments[segment] {
        case .lines(let lines): return lines[local]
        case .items(let items): return try items.line(at: local)
        }
    }

    /// Appends the lines at `range` as plain text to `out`, calling `lineEnded` after each
    /// line and its line break (to take what `out` holds when it likes): a row that needs
    /// nothing of the script straight from its list's bytes, any other line as ``line(at:)``
    /// draws it. A list is looked up once for all of its lines in `range`, not once a line.
    func appendPlain(linesIn range: Range<Int>, to out: inout [UInt8],
                     lineEnded: (inout [UInt8]) throws(EvaluationStopped) -> Void) throws(EvaluationStopped) {
        var index = range.lowerBound
        while index < range.upperBound {
            let segment = Self.find(index, in: lineStarts)
            let start = lineStarts[segment], end = min(range.upperBound, lineStarts[segment + 1])
            switch segments[segment] {
            case .lines(let lines):
                for line in lines[(index - start)..<(end - start)] {
                    out.append(contentsOf: line.plain.utf8)
                    out.append(0x0A)
                    try lineEnded(&out)
                }
            case .items(let items):
                for local in (index - start)..<(end - start) {
                    if !items.appendPlainLine(at: local, to: &out) {
                        out.append(contentsOf: try items.line(at: local).plain.utf8)
                    }
                    out.append(0x0A)
                    try lineEnded(&out)
                }
            }
            index = end
        }
    }

    /// The lines at `range`, drawn now.
    public func lines(in range: Range<Int>) throws(EvaluationStopped) -> [Line] {
        var lines: [Line] = []
        for index in range { lines.append(try line(at: index)) }
        return lines
    }

    /// Something tappable, the line it is on, and the cell of that line where it starts.
    public struct Target: Equatable, Sendable {
        public var target: TapTarget
        public var line: Int
        public var column: Int
    }

    /// Everything tappable, in reading order, made when read.
    public var targets: Targets { Targets(layout: self) }

    /// The targets of a layout, as a collection.
    public struct Targets: RandomAccessCollection {
        let layout: Layout
        public var startIndex: Int { 0 }
        public var endIndex: Int { layout.targetStarts.last! }
        public subscript(index: Int) -> Target { layout.target(at: index) }
    }

    func target(at index: Int) -> Target {
        let segment = Self.find(index, in: targetStarts)
        let local = index - targetStarts[segment]
        switch segments[segment] {
        case .lines(let lines):
            var skipped = 0
            for (offset, line) in lines.enumerated() {
                let targets = line.targetColumns
                if local < skipped + targets.count {
                    let (target, column) = targets[local - skipped]
                    return Target(target: target, line: lineStarts[segment] + offset, column: column)
                }
                skipped += targets.count
            }
            preconditionFailure("target \(index) is not in its segment")
        case .items(let items):
            let (target, line, column) = items.target(at: local)
            return Target(target: target, line: lineStarts[segment] + line, column: column)
        }
    }

    /// The index of `target`, found through the lists' id indexes, not a scan.
    public func targetIndex(of target: TapTarget) -> Int? {
        for (segment, part) in segments.enumerated() {
            switch part {
            case .lines(let lines):
                var index = targetStarts[segment]
                for line in lines {
                    for candidate in line.targets {
                        if candidate == target { return index }
                        index += 1
                    }
                }
            case .items(let items):
                if let local = items.targetIndex(of: target) { return targetStarts[segment] + local }
            }
        }
        return nil
    }

    /// The first target on `line` or after it, if any.
    public func firstTarget(atOrAfter line: Int) -> Int? {
        var low = 0, high = targets.count
        while low < high {
            let middle = (low + high) / 2
            if target(at: middle).line < line { low = middle + 1 } else { high = middle }
        }
        return low < targets.count ? low : nil
    }

    /// The last target on `line` or before it, if any.
    public func lastTarget(atOrBefore line: Int) -> Int? {
        guard let after = firstTarget(atOrAfter: line + 1) else { return targets.isEmpty ? nil : targets.count - 1 }
        return after > 0 ? after - 1 : nil
    }

    /// The segment holding `index`: the last one that starts at or before it (binary search;
    /// an empty segment shares its start with the next, so the last one is never empty).
    private static func find(_ index: Int, in starts: [Int]) -> Int {
        var low = 0, high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

extension Line {
    /// The targets on this line, in order (adjacent spans of one target count once).
    var targets: [TapTarget] { targetColumns.map(\.target) }

    /// The targets on this line, each with the cell its first span starts at.
    var targetColumns: [(target: TapTarget, column: Int)] {
        var targets: [(target: TapTarget, column: Int)] = []
        var previous: TapTarget?
        var column = 0
        for span in spans {
            if let target = span.tap, target != previous { targets.append((target, column)) }
            previous = span.tap
            column += span.cellWidth
        }
        return targets
    }
}
