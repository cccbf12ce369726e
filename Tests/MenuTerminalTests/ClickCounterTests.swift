import Testing
@testable import MenuTerminal

/// Double clicks: the same button on the same cell within the interval.
@Suite struct ClickCounterTests {
    @Test func aSecondPressSoonOnTheSameCellIsADoubleClick() {
        var clicks = ClickCounter(interval: .milliseconds(500))
        let clock = ContinuousClock(), start = clock.now
        let press = MouseEvent(button: .left, pressed: true, row: 3, column: 4)
        #expect(clicks.count(press, at: start) == 1)
        #expect(clicks.count(MouseEvent(button: .left, pressed: false, row: 3, column: 4), at: start) == 0, "a release")
        #expect(clicks.count(press, at: start + .milliseconds(300)) == 2)
        #expect(clicks.count(press, at: start + .milliseconds(1300)) == 1, "too late: a new series")
        var moved = press
        moved.column = 5
        #expect(clicks.count(moved, at: start + .milliseconds(1400)) == 1, "another cell")
        #expect(clicks.count(MouseEvent(button: .wheelUp, pressed: true, row: 3, column: 5), at: start + .milliseconds(1450)) == 0)
        #expect(clicks.count(moved, at: start + .milliseconds(1500)) == 1, "the wheel ended the series")
    }
}
