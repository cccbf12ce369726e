import Testing
@testable import MenuModel
@testable import MenuRender
import TextCore

@Suite("Sanitizing labels")
struct SanitizeTests {
    @Test func spansSanitizeTheirText() {
        #expect(Span("a\u{1B}[2Jb\n", .accent).text == "a\u{FFFD}[2Jb ")
        #expect(Span("a\u{1B}b").cellWidth == 3)
        #expect(Span("evil\u{202E}txt.exe").text == "evil\u{FFFD}txt.exe")
    }

    static let hostile = "red\u{1B}[31mX\u{9B}2J\u{0}a\tb\nc"
    static let shown = "red\u{FFFD}[31mX\u{FFFD}2J\u{FFFD}a b c"

    @Test func hostileItemRendersOnOneLineWithoutControls() throws {
        let view = MenuView(title: nil, blocks: [Fixture.section("s", "S", columns: 1,
                                                                [Fixture.item(Self.hostile)])])
        #expect(try plainLines(view, width: 60) == ["▾ S", "  " + Self.shown])
        let colour = try TextRenderer(width: 60, colors: true).render(view)
        #expect(colour == "▾ \u{1B}[1mS\u{1B}[0m\n  \(Self.shown)\n")
    }

    @Test(arguments: [false, true])
    func everyLabelIsSanitized(colors: Bool) throws {
        let view = Fixture.controls()
        for width in [8, 20, 40, 80, 120] {
            let text = try TextRenderer(width: width, colors: colors).render(view)
            // The only controls left are line breaks and, in colour, our own SGR sequences.
            let bare = strippingSGR(text)
            for scalar in bare.unicodeScalars where scalar != "\n" {
                #expect(!(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)),
                        "U+\(String(scalar.value, radix: 16)) @\(width)")
            }
            // Same line count as the same menu with the controls swapped for harmless text.
            let tame = try TextRenderer(width: width, colors: colors).render(try Self.tamed(view))
            #expect(text.count { $0 == "\n" } == tame.count { $0 == "\n" }, "@\(width)")
            #expect(strippingSGR(text) == strippingSGR(tame), "@\(width)")
        }
    }

    /// The view with every control replaced the way sanitizing promises, done by hand.
    static func tamed(_ view: MenuView) throws -> MenuView {
        func tame(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
                switch scalar.value {
                case 0x09, 0x0A, 0x0D: " "
                case 0x00...0x1F, 0x7F...0x9F: "\u{FFFD}"
                default: scalar
                }
            }))
        }
        func tame(_ item: ItemView) -> ItemView {
            ItemView(id: item.id, title: tame(item.title), detail: item.detail.map(tame),
                     icon: item.icon.map(tame), style: item.style, selected: item.selected)
        }
        var view = view
        view.title = view.title.map(tame)
        view.blocks = try view.blocks.map { block in
            switch block {
            case .section(var s):
                s.title = s.title.map(tame); s.items = ItemViews(try s.items.rows().map(tame))
                return .section(s)
            case .selection(var s):
                s.title = s.title.map(tame)
                s.categories = try s.categories.map { c in
                    var c = c; c.title = tame(c.title); c.items = ItemViews(try c.items.rows().map(tame)); return c
                }
                return .selection(s)
            case .filter(var f):
                f.title = f.title.map(tame)
                f.options = f.options.map { o in var o = o; o.title = tame(o.title); return o }
                return .filter(f)
            case .index(var i):
                i.title = i.title.map(tame)
                // Letters are keys as well as labels: tame them everywhere they appear.
                i.letters = i.letters.map(tame); i.current = i.current.map(tame)
                i.scrollTarget = i.scrollTarget.map(tame)
                i.groups = try i.groups.map { g in .init(letter: tame(g.letter), items: ItemViews(try g.items.rows().map(tame))) }
                return .index(i)
            }
        }
        return view
    }

    @Test func menuTitleUnderlineMatchesTheSanitizedTitle() throws {
        let view = MenuView(title: "a\tb\u{1B}c", blocks: [])
        #expect(try plainLines(view, width: 40) == ["a b\u{FFFD}c", "====="])
    }

    @Test func controlsInChipTitlesCountTowardTheWidth() throws {
        let title = String(repeating: "\t", count: 20) + "x"
        let view = MenuView(title: nil, blocks: [.filter(FilterView(
            id: "f", title: nil, selected: "a",
            options: [.init(id: "a", title: title, selected: true)], targets: []))])
        let lines = try plainLines(view, width: 16)
        #expect(lines == ["  [" + String(repeating: " ", count: 11) + "…]"])
        #expect(lines[0].cellWidth <= 16)
    }
}
