import Testing
import TextCore

/// Repeated text made in one pass is the text `String(repeating:count:)` makes.
@Suite struct StringCopiesTests {
    @Test(arguments: [" ", "0", "─", "═╌", "가", "👍🏽", "e\u{301}"])
    func copiesAreTheRepeatedText(piece: String) {
        for count in [1, 2, 15, 16, 17, 255, 1000] {
            let made = String.copies(of: piece, count: count)
            #expect(made == String(repeating: piece, count: count), "\(count) × \(piece)")
            #expect(made.utf8.count == piece.utf8.count * count)
        }
    }

    @Test func noCopiesIsEmpty() {
        #expect(String.copies(of: " ", count: 0).isEmpty)
        #expect(String.copies(of: " ", count: -3).isEmpty)
        #expect(String.copies(of: "", count: 5).isEmpty)
    }
}
