@testable import MenuApps
import Testing

/// `--history`: the queries accepted, oldest first, the last `size` kept.
@Suite struct PickHistoryTests {
    @Test func aQueryIsAddedOnceAtTheEndAndTheOldestGo() {
        let history = PickHistory(text: "one\ntwo\nthree\n", size: 3)
        #expect(history.entries == ["one", "two", "three"])
        #expect(history.adding("four").text == "two\nthree\nfour\n")
        #expect(history.adding("three") == history, "not twice in a row")
        #expect(history.adding("") == history && history.adding("a\nb") == history, "nor empty, nor spanning lines")
        #expect(PickHistory(text: "a\nb\nc\n", size: 2).entries == ["b", "c"], "a smaller size keeps the last")
        #expect(PickHistory(text: nil, size: 5).adding("x").text == "x\n")
    }
}
