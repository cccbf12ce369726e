import Testing
@testable import MenuModel
@testable import MenuRender

/// What the drawn lines tap names ids with `/` or `\` escaped, as `--tap` reads them back.
@Suite struct TapPathLayoutTests {
    @Test func everyKindOfBlockEscapesTheIdsItsTapsName() throws {
        let view = MenuView(title: nil, blocks: [
            .section(SectionView(id: "git/branches", title: "B", open: true, columns: 2,
                                 items: [ItemView(id: "feature/login", title: "feature/login")])),
            .selection(SelectionView(id: "sel", title: nil, columns: 4, expanded: "a/b", categories: [
                .init(id: "a/b", title: "AB", expanded: true, items: [ItemView(id: #"c\d"#, title: "CD", selected: false)]),
            ])),
            .filter(FilterView(id: "f", title: nil, selected: "x/y",
                               options: [.init(id: "x/y", title: "XY", selected: true)], targets: [])),
        ])
        let taps = try Set(TextRenderer(width: 60).lines(view).flatMap { $0.spans.compactMap { $0.tap?.description } })
        #expect(taps == [#"git\/branches"#, #"git\/branches/feature\/login"#, #"sel/a\/b"#, #"sel/a\/b/c\\d"#, #"f/x\/y"#])
        #expect(try view.itemTargets().map(\.target.description) == [#"git\/branches/feature\/login"#, #"sel/a\/b/c\\d"#])
        for tap in taps { #expect(TapPath(tap).description == tap) }
    }

    @Test func anOpenSubmenuWhoseIdsHaveSlashesTapsItsOwnPath() throws {
        let view = MenuView(title: nil, blocks: [
            .section(SectionView(id: "s", title: "AB", open: true, columns: 1, items: [ItemView(id: "c/d", title: "CD")],
                                 submenu: ["a/b"])),
        ], submenu: ["s", "a/b"])
        let taps = try TextRenderer(width: 40).lines(view).flatMap { $0.spans.compactMap { $0.tap?.description } }
        #expect(Set(taps) == [#"s/a\/b/.."#, #"s/a\/b/c\/d"#])
        #expect(try view.itemTargets().map(\.target.description) == [#"s/a\/b/c\/d"#])
    }
}
