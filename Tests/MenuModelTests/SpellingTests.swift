@testable import MenuModel
import Testing

/// "Did you mean …?": the closest known name within one or two edits, for short names only.
@Suite struct SpellingTests {
    @Test func aTypoGetsTheClosestKnownName() {
        #expect(Spelling.suggestion(for: "colums", among: ["columns", "items"]) == "columns")
        #expect(Spelling.suggestion(for: "titel", among: ["title", "detail"]) == "title", "a swap is one edit")
        #expect(Spelling.suggestion(for: "iconz", among: ["icon", "items"]) == "icon")
        #expect(Spelling.suggestion(for: "idd", among: ["id", "title"]) == "id")
    }

    @Test func farNamesAndTheNameItselfGetNone() {
        #expect(Spelling.suggestion(for: "price", among: ["title", "detail"]) == nil)
        #expect(Spelling.suggestion(for: "title", among: ["title"]) == nil)
        #expect(Spelling.suggestion(for: "ab", among: ["abcd"]) == nil, "two edits are too many for a short name")
    }

    @Test func longNamesAreNotCompared() {
        let long = String(repeating: "title", count: 20_000)
        #expect(Spelling.suggestion(for: long, among: ["title"]) == nil)
        #expect(Spelling.suggestion(for: "title", among: [long + "x", "titles"]) == "titles", "nor long known names")
        let edge = String(repeating: "a", count: Spelling.longestName)
        #expect(Spelling.suggestion(for: edge + "b", among: [edge]) == nil, "one byte past the longest name")
        #expect(Spelling.suggestion(for: String(edge.dropLast()) + "b", among: [edge]) == edge)
    }
}
