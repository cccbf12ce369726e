@testable import MenuApps
import MenuTerminal
import Testing

/// `jump` and `jump-accept`: the rows in view get `--jump-labels`, the next key, a label,
/// moves to its row (and accepts); any other key only ends the mode, as fzf's.
@Suite struct PickerJumpTests {
    typealias Picker = PickerStateTests.Picker

    @Test func aLabelMovesToItsRowAndAnyKeyEndsTheMode() throws {
        var picker = try PickerActionTests.picker("ctrl-j:jump,ctrl-a:jump-accept")
        picker.press(.ctrl("j"))
        #expect(picker.state.jumping == .move)
        picker.press(.character("d"))
        #expect(picker.state.cursor == 2 && picker.state.jumping == nil && picker.state.query.text == "",
                "d is the third of asdf…: the third row; it types nothing")
        picker.press(.ctrl("j"), .character("Z"))
        #expect(picker.state.cursor == 2 && picker.state.jumping == nil, "Z labels no row in view: the mode ends")
        picker.press(.ctrl("j"), .escape)
        #expect(picker.state.outcome == nil && picker.state.jumping == nil, "Esc ends the mode; it doesn't cancel")
        picker.press(.ctrl("a"), .character("s"))
        #expect(picker.state.outcome == .accepted([20]))
    }

    @Test func labelsCountFromTheFirstRowInViewWithinTheMatches() throws {
        let matches = Array(0..<30).map { $0 * 10 }
        var options = PickerOptions()
        try PickerBindings.parse("ctrl-j:jump", into: &options.bindings)
        options.jumpLabels = Array("xy")
        var picker = Picker(options, matches: matches)
        for _ in 0..<12 { picker.press(.up) }
        #expect(picker.state.scroll > 0)
        let first = picker.state.scroll
        picker.press(.ctrl("j"), .character("y"))
        #expect(picker.state.cursor == first + 1, "y, the second label, is the second row in view")
        picker.press(.ctrl("j"), .character("a"))
        #expect(picker.state.cursor == first + 1, "a is no label with --jump-labels xy")
        var few = Picker(options, matches: [10])
        few.press(.ctrl("j"), .character("y"))
        #expect(few.state.cursor == 0, "y labels no match")
        var none = Picker(options, matches: [])
        none.press(.ctrl("j"))
        #expect(none.state.jumping == nil, "nothing to jump to: no jump mode")
    }

    @Test func aClickOnlyEndsTheMode() throws {
        var picker = try PickerActionTests.picker("ctrl-j:jump")
        picker.press(.ctrl("j"))
        picker.send(.mouse(MouseEvent(button: .left, pressed: true, row: 5, column: 3), clicks: 2))
        #expect(picker.state.jumping == nil && picker.state.outcome == nil && picker.state.cursor == 0)
    }

    @Test func jumpModeDrawsTheLabelsInThePointersColumnStriped() throws {
        var options = PickerOptions()
        try PickerBindings.parse("ctrl-j:jump", into: &options.bindings)
        var picker = Picker(options, matches: [10, 20, 30])
        picker.press(.up)
        let rows = ["one", "two", "three"].map { PickerState.Row(text: ANSIText(plain: $0)) }
        let inverse = "\u{1B}[0;1;7m"
        let before = picker.state.screen(rows: rows, palette: .noColor).lines
        #expect(before[5...7].map(PickerScreenTests.plain) == ["  three", "> two", "  one"])
        #expect(before[6].contains(inverse) && !before[7].contains(inverse))
        picker.press(.ctrl("j"))
        let lines = picker.state.screen(rows: rows, palette: .noColor).lines
        #expect(lines[5...7].map(PickerScreenTests.plain) == ["d three", "s two", "a one"])
        #expect(lines[7].contains(inverse) && !lines[6].contains(inverse) && lines[5].contains(inverse),
                "every other row from the first is drawn as the cursor's, the cursor's own as any other")
    }
}
