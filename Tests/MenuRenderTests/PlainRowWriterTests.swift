@testable import MenuModel
@testable import MenuRender
import Testing

/// Batch output draws rows that need nothing of the script straight from the list's bytes:
/// exactly as the general path draws them, at every width.
@Suite struct PlainRowWriterTests {
    /// Items of every shape the writer meets: Latin and Hangul, long and short, with and
    /// without a detail, checked, disabled, opening a submenu, with an icon, with characters
    /// only the general path draws (an emoji, a combining mark, a tab, trailing spaces).
    static func items() -> [Item] {
        var generator = SystemRandomNumberGenerator()
        let words = ["나성범", "Ray", "김도영 3루수", "a", "", "Sorento Hybrid 1.6T", "가나다라마바사아자차카타파하",
                     "x  ", "탭\there", "e\u{301}", "🚗 car", "010-1234-5678", "감독님", "trailing "]
        var items: [Item] = []
        for position in 0..<400 {
            var item = Item(id: "i\(position)", title: .text(words.randomElement(using: &generator)!))
            if Bool.random(using: &generator) { item.detail = .text(words.randomElement(using: &generator)!) }
            if position % 7 == 0 { item.checked = [.on, .off, .mixed].randomElement(using: &generator)! }
            if position % 11 == 0 { item.disabled = true }
            if position % 13 == 0 { item.submenu = [Item("x")] }
            if position % 17 == 0 { item.icon = "💬" }
            items.append(item)
        }
        return items
    }

    @Test func batchTextIsWhatTheGeneralPathDraws() throws {
        let menu = Menu(title: "T", blocks: [.section(SectionBlock(id: "s", title: "S", items: Self.items()))])
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator())
        for width in [8, 9, 10, 12, 15, 20, 27, 33, 40, 60, 80, 120] {
            let renderer = TextRenderer(width: width)
            let general = try renderer.lines(view).map { $0.plain + "\n" }.joined()
            #expect(try renderer.render(view) == general, "at \(width) cells")
            for height in [1, 5, 60] {   // a window that ends in the title, the header, the list
                let window = try renderer.lines(view).prefix(height).map { $0.plain + "\n" }.joined()
                #expect(try TextRenderer(width: width, height: height).render(view) == window, "\(height) lines at \(width) cells")
            }
        }
    }

    /// Output longer than a chunk (64 KiB) comes in chunks that end at line breaks, and is
    /// the same text.
    @Test func longOutputComesInChunksOfWholeLines() throws {
        let items = (0..<40).flatMap { _ in Self.items() }
        let menu = Menu(title: "T", blocks: [.section(SectionBlock(id: "s", title: "S", items: items))])
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator())
        let renderer = TextRenderer(width: 60)
        var chunks: [String] = []
        try renderer.write(view) { chunks.append($0) }
        #expect(chunks.count > 2)
        #expect(chunks.allSatisfy { $0.isEmpty || $0.hasSuffix("\n") })
        #expect(chunks.joined() == (try renderer.lines(view).map { $0.plain + "\n" }.joined()))
    }

    @Test func simpleRowsAreWrittenWithoutTheGeneralPath() throws {
        let writer = PlainRowWriter(width: 40)
        var out: [UInt8] = []
        let row = FixedRow(title: ArraySlice("나성범 Ray".utf8), detail: ArraySlice("010-1234".utf8), icon: nil,
                           checked: .on, disabled: true, hasSubmenu: true)
        #expect(writer.append(row, indent: 2, to: &out))
        #expect(String(decoding: out, as: UTF8.self) == "  [x] 나성범 Ray (disabled)   010-1234 ›")
        var icon = row
        icon.icon = ArraySlice("💬".utf8)
        #expect(!writer.append(icon, indent: 2, to: &out), "an icon: the general path")
        let long = FixedRow(title: ArraySlice(String(repeating: "가", count: 30).utf8), detail: nil, icon: nil,
                            checked: nil, disabled: false, hasSubmenu: false)
        #expect(!writer.append(long, indent: 2, to: &out), "cut to fit: the general path")
        #expect(PlainRowWriter.simpleCells(ArraySlice("e\u{301}".utf8)) == nil)
        #expect(PlainRowWriter.simpleCells(ArraySlice("김 A".utf8)) == 4)
    }

    @Test func rowsWithComputedLabelsOrASearchAreNotFixed() throws {
        var computed = Item("a")
        computed.detail = .computed
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [Item("plain"), computed]))])
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator())
        guard case .section(let section) = view.blocks[0] else { Issue.record("no section"); return }
        #expect(section.items.fixedRow(at: 0) != nil && section.items.fixedRow(at: 1) == nil)
        var searching = MenuState()
        try searching.reduce(.search("pla"), in: menu)
        let searched = try MenuView(menu: menu, state: searching, evaluator: FixedEvaluator())
        guard case .section(let found) = searched.blocks[0] else { Issue.record("no section"); return }
        #expect(found.items.fixedRow(at: 0) == nil, "its matches are drawn: the general path")
    }
}
