@testable import MenuApps
import MenuTerminal
import Testing

/// The picker's frame as fzf lays it out: --margin, the border of each style with its label,
/// --padding, and the pane's box and its text's place.
@Suite struct PickerFrameTests {
    static func options(_ change: (inout PickerOptions) throws -> Void) rethrows -> PickerOptions {
        var options = PickerOptions()
        try change(&options)
        return options
    }

    static let size = TerminalSize(rows: 12, columns: 60)

    @Test func marginsAndPaddingTakeOneToFourValuesAsCSSDoes() throws {
        #expect(try Spacing("2").cells(in: Self.size) == [2, 2, 2, 2])
        #expect(try Spacing("1,3").cells(in: Self.size) == [1, 3, 1, 3])
        #expect(try Spacing("1,3,2").cells(in: Self.size) == [1, 3, 2, 3])
        #expect(try Spacing("1,2,3,4").cells(in: Self.size) == [1, 2, 3, 4])
        #expect(try Spacing("25%,10%").cells(in: Self.size) == [3, 6, 3, 6], "a share of the height, of the width")
        #expect(throws: SpacingError(value: "50%")) { try Spacing("50%") }
        #expect(throws: SpacingError(value: "x")) { try Spacing("1,x") }
        #expect(throws: SpacingError(value: "1,2,3,4,5")) { try Spacing("1,2,3,4,5") }
    }

    @Test func theBorderGoesInsideTheMarginAndThePaddingInsideIt() throws {
        let plain = PickerFrame(options: try Self.options { $0.margin = try Spacing("1,2,3,4") }, size: Self.size)
        #expect(plain.border == nil && plain.content == ScreenRect(row: 1, column: 4, width: 54, height: 8))
        let boxed = PickerFrame(options: try Self.options { $0.border = .rounded; $0.margin = try Spacing("1")
                                                             $0.padding = try Spacing("1,2") }, size: Self.size)
        #expect(boxed.border == ScreenRect(row: 1, column: 1, width: 58, height: 10))
        #expect(boxed.content == ScreenRect(row: 3, column: 5, width: 50, height: 6),
                "a side is the line and a blank column inside it")
    }

    @Test func eachBorderStyleTakesItsOwnSides() {
        let expected: [BorderShape: (ScreenRect, ScreenRect)] = [
            .horizontal: (ScreenRect(row: 0, column: 0, width: 60, height: 12), ScreenRect(row: 1, column: 0, width: 60, height: 10)),
            .top: (ScreenRect(row: 0, column: 0, width: 60, height: 12), ScreenRect(row: 1, column: 0, width: 60, height: 11)),
            .bottom: (ScreenRect(row: 0, column: 0, width: 60, height: 12), ScreenRect(row: 0, column: 0, width: 60, height: 11)),
            .vertical: (ScreenRect(row: 0, column: 0, width: 60, height: 12), ScreenRect(row: 0, column: 2, width: 56, height: 12)),
            .left: (ScreenRect(row: 0, column: 0, width: 60, height: 12), ScreenRect(row: 0, column: 2, width: 58, height: 12)),
            .right: (ScreenRect(row: 0, column: 0, width: 60, height: 12), ScreenRect(row: 0, column: 0, width: 58, height: 12)),
            .double: (ScreenRect(row: 0, column: 0, width: 60, height: 12), ScreenRect(row: 1, column: 2, width: 56, height: 10)),
        ]
        for (shape, (border, content)) in expected {
            let frame = PickerFrame(options: Self.options { $0.border = shape }, size: Self.size)
            #expect(frame.border == border && frame.content == content, "\(shape)")
        }
        #expect(BorderShape.double.lines(width: 4, height: 3) == ["╔══╗", "║  ║", "╚══╝"])
        #expect(BorderShape.left.lines(width: 3, height: 1) == ["│  "] && BorderShape.right.lines(width: 3, height: 1) == ["  │"])
        #expect(BorderShape.top.lines(width: 3, height: 2) == ["───", "   "])
    }

    @Test func spacesTooBigForTheWindowShrinkInProportionKeepingTheBorder() throws {
        let frame = PickerFrame(options: try Self.options { $0.border = .sharp; $0.margin = try Spacing("5,0")
                                                            $0.padding = try Spacing("1,0") }, size: Self.size)
        // 12 rows less the least 3 leaves 9 for 2 × (5 + 1 border) + 2 × 1 padding = 14 asked.
        #expect(frame.border == ScreenRect(row: 2, column: 0, width: 60, height: 8))
        #expect(frame.content == ScreenRect(row: 3, column: 2, width: 56, height: 6))
    }

    @Test func aLabelIsCentredOrAtItsColumnFromEitherEnd() {
        #expect(LabelPosition("0")?.start(inWidth: 20, length: 6) == 7)
        #expect(LabelPosition("3")?.start(inWidth: 20, length: 6) == 2)
        #expect(LabelPosition("30")?.start(inWidth: 20, length: 6) == 14, "kept inside")
        #expect(LabelPosition("-1")?.start(inWidth: 20, length: 6) == 14)
        #expect(LabelPosition("-30")?.start(inWidth: 20, length: 6) == 0)
        #expect(LabelPosition("-2:bottom") == LabelPosition(column: -2, bottom: true))
        #expect(LabelPosition("bottom,center,top") == LabelPosition())
        #expect(LabelPosition("left") == nil)
        var canvas = ScreenCanvas(rows: 3, columns: 12)
        canvas.border(ScreenRect(row: 0, column: 1, width: 10, height: 3), shape: .sharp, unicode: true, label: " ab ",
                      position: LabelPosition(column: 2, bottom: true), paint: PickerPalette.noColor.border,
                      labelPaint: PickerPalette.noColor.borderLabel, colored: false)
        #expect(canvas.lines == [" ┌────────┐ ", " │        │ ", " └ ab ────┘ "])
    }

    @Test func thePaneTakesFzfsSizeAndItsTextGoesInsideItsBorder() throws {
        let area = ScreenRect(row: 0, column: 0, width: 60, height: 12)
        let right = PickerLayout.split(area, for: try PaneWindow("right,20"), border: .none)
        #expect(right.pane == ScreenRect(row: 0, column: 36, width: 24, height: 12), "20 columns of text and 4 of border")
        #expect(right.main == ScreenRect(row: 0, column: 0, width: 36, height: 12))
        let left = PickerLayout.split(area, for: try PaneWindow("left,50%"), border: .rounded)
        #expect(left.pane.width == 30 && left.main == ScreenRect(row: 0, column: 31, width: 30, height: 12),
                "a blank column between, the right side's blank column the main part's")
        let beside = PickerLayout.split(area, for: try PaneWindow("border-left"), border: .rounded)
        #expect(beside.pane == ScreenRect(row: 0, column: 30, width: 31, height: 12), "a pane without a right side takes it")
        let down = PickerLayout.split(area, for: try PaneWindow("down,90%,border-top"), border: .none)
        #expect(down.pane == ScreenRect(row: 3, column: 0, width: 60, height: 9), "the main part keeps 3 rows")
        #expect(PickerLayout.inside(right.pane, for: .rounded, scrollbar: true) == ScreenRect(row: 1, column: 38, width: 20, height: 10))
        #expect(PickerLayout.inside(right.pane, for: .left, scrollbar: true) == ScreenRect(row: 0, column: 38, width: 21, height: 12),
                "a column for the scroll bar without a right side")
        #expect(PickerLayout.inside(right.pane, for: .none, scrollbar: false) == right.pane)
    }

    @Test func underItsThresholdThePaneTakesTheAlternativeLayout() throws {
        let window = try PaneWindow("right,50%,border-left,<30(up,40%)")
        let wide = PickerLayout(options: PickerOptions(), size: TerminalSize(rows: 12, columns: 80), headerLines: 0, pane: window)
        #expect(wide.window == window && wide.pane?.width == 40, "40 columns beside: not under 30")
        let narrow = PickerLayout(options: PickerOptions(), size: TerminalSize(rows: 12, columns: 50), headerLines: 0, pane: window)
        #expect(narrow.window?.position == .up && narrow.window?.border == .left, "25 columns: above, with the rest of its words")
        #expect(narrow.pane == ScreenRect(row: 0, column: 0, width: 50, height: 4))
        let hidden = try PaneWindow("right,50%,<30(hidden)")
        #expect(PickerLayout(options: PickerOptions(), size: TerminalSize(rows: 12, columns: 50), headerLines: 0, pane: hidden).pane == nil,
                "an alternative that is hidden shows no pane")
    }

    @Test func aHeightThatFitsTheLinesCountsThemWithEverythingAround() throws {
        func rows(_ options: PickerOptions, lines: Int, finished: Bool = true, header: [String] = [], most: Int = 12) -> Int? {
            var state = PickerState(options: options)
            state.update(with: .resized(TerminalSize(rows: most, columns: 60)), index: { _ in nil })
            state.update(with: .read(total: lines, header: header, finished: finished), index: { _ in nil })
            return state.fittedRows(most: most)
        }
        #expect(rows(PickerOptions(), lines: 5) == 7, "5 lines, the prompt and the info line")
        #expect(rows(PickerOptions(), lines: 50) == 12, "no more than the most")
        #expect(rows(PickerOptions(), lines: 5, finished: false) == nil, "lines still arriving, fewer than fit")
        #expect(rows(PickerOptions(), lines: 10, finished: false) == 12, "as many as fit arrived")
        #expect(rows(try Self.options { $0.border = .rounded; $0.margin = try Spacing("1"); $0.info = .inline }, lines: 3,
                     header: ["H"]) == 9, "3 lines, the header, the prompt; 2 rows of margin, 2 of border")
        #expect(rows(try Self.options { $0.pane = try PaneWindow("down,3") }, lines: 2) == 9, "the pane's 3 lines and border")
        #expect(rows(try Self.options { $0.pane = try PaneWindow("up,50%") }, lines: 2) == 8, "twice the rest")
        #expect(rows(try Self.options { $0.pane = try PaneWindow("right") }, lines: 0) == 3, "a line and the pane's border")
    }
}
