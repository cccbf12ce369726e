import Testing
@testable import MenuModel

/// Building the view model: computed labels evaluated, the winning style, filters applied,
/// the state folded in.
@Suite struct MenuViewBuildTests {
    /// An item drawn with its fixed title and detail.
    func plain(_ item: Item, selected: Bool? = nil) -> ItemView {
        ItemView(id: item.id, title: item.title.text ?? "", detail: item.detail?.text, icon: item.icon,
                 style: item.style, selected: selected)
    }

    func section(_ block: SectionBlock, open: Bool = true, items: [Item]? = nil) -> BlockView {
        .section(SectionView(id: block.id, title: block.title, open: open, columns: block.columns,
                             items: (items ?? Array(block.items)).map { plain($0) }))
    }

    func carFilter(_ chosen: String, hasMatch: Bool = true) -> BlockView {
        .filter(FilterView(id: "type", title: "차종", selected: chosen,
                           options: Fixtures.carTypes.map {
                               .init(id: $0, title: FilterBlock.Option($0).title, selected: $0 == chosen)
                           },
                           targets: ["cars"]))
    }

    func cars(_ types: Set<String>) -> [Item] {
        Fixtures.cars.items.filter { types.contains($0.detail?.text ?? "") }
    }

    // MARK: Labels and styles

    @Test func computedLabelsAreEvaluatedAndFixedOnesAreNot() throws {
        let evaluator = RecordingEvaluator(labels: [
            "kakaoTalkId": [.detail: EvaluatedLabel(text: "30실 받기", style: .accent)],
            "mbti": [.detail: EvaluatedLabel(text: "INTJ", style: .muted)],
            "similarAnimal": [.detail: EvaluatedLabel(text: "30실 받기", style: .accent)],
            "physicalHeight": [.detail: EvaluatedLabel(text: "180", style: .muted)],
            "emailVerification": [.detail: EvaluatedLabel(text: "인증됨", style: .muted)],
        ])
        let view = try MenuView(menu: Fixtures.myPage, state: MenuState(), evaluator: evaluator)

        func drawn(_ item: Item, _ detail: String, _ style: Style) -> ItemView {
            ItemView(id: item.id, title: item.title.text!, detail: detail, icon: item.icon, style: style)
        }
        let profile = Fixtures.myProfile.items
        #expect(view == MenuView(title: "마이페이지", blocks: [
            .section(SectionView(id: "contactPoint", title: "연락수단", open: true, columns: 1, items: [
                drawn(Fixtures.contactPoint.items[0], "30실 받기", .accent),
            ])),
            .section(SectionView(id: "myProfile", title: "내 미팅 프로필", open: true, columns: 1, items: [
                drawn(profile[0], "INTJ", .muted),
                drawn(profile[1], "30실 받기", .accent),
                drawn(profile[2], "180", .muted),
            ])),
            .section(SectionView(id: "universityVerification", title: "대학교 인증", open: true, columns: 1, items: [
                drawn(Fixtures.universityVerification.items[0], "인증됨", .muted),
            ])),
        ]))
        #expect(Set(evaluator.evaluations) == Set(
            ["kakaoTalkId", "mbti", "similarAnimal", "physicalHeight", "emailVerification"].map {
                RecordingEvaluator.Evaluation(field: .detail, item: $0)
            }))
    }

    @Test func aComputedTitleIsEvaluatedForTheTitleField() throws {
        let item = Item(id: "greeting", title: .computed)
        let evaluator = RecordingEvaluator(labels: ["greeting": [.title: EvaluatedLabel(text: "안녕하세요")]])
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: nil, items: [item]))])
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: evaluator)

        #expect(view.blocks == [.section(SectionView(id: "s", title: nil, open: true, columns: 1,
                                                     items: [ItemView(id: "greeting", title: "안녕하세요")]))])
        #expect(Set(evaluator.evaluations) == [.init(field: .title, item: "greeting")])
    }

    @Test func aDetailComputedAsNothingIsLeftOut() throws {
        let item = Item(id: "kakaoTalkId", title: .text("카카오톡 ID"), detail: .computed)
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: nil, items: [item]))])
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: RecordingEvaluator())

        #expect(view.blocks == [.section(SectionView(id: "s", title: nil, open: true, columns: 1,
                                                     items: [ItemView(id: "kakaoTalkId", title: "카카오톡 ID")]))])
    }

    @Test func detailsStyleWinsOverTitlesOverTheItemsOwn() throws {
        let items = [
            Item(id: "all", title: .computed, detail: .computed, style: .bold),
            Item(id: "titleAndItem", title: .computed, detail: .computed, style: .bold),
            Item(id: "fixedDetail", title: .computed, detail: .text("고정"), style: .bold),
            Item(id: "itemOnly", title: .computed, detail: .computed, style: .bold),
            Item(id: "fixedOnly", title: .text("고정"), style: .danger),
            Item(id: "none", title: .computed, detail: .computed),
        ]
        let evaluator = RecordingEvaluator(labels: [
            "all": [.title: .init(text: "t", style: .accent), .detail: .init(text: "d", style: .muted)],
            "titleAndItem": [.title: .init(text: "t", style: .accent), .detail: .init(text: "d")],
            "fixedDetail": [.title: .init(text: "t", style: .accent)],
            "itemOnly": [.title: .init(text: "t"), .detail: .init(text: "d")],
            "none": [.title: .init(text: "t"), .detail: .init(text: "d")],
        ])
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: nil, items: items))])
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: evaluator)

        #expect(view.blocks == [.section(SectionView(id: "s", title: nil, open: true, columns: 1, items: [
            ItemView(id: "all", title: "t", detail: "d", style: .muted),
            ItemView(id: "titleAndItem", title: "t", detail: "d", style: .accent),
            ItemView(id: "fixedDetail", title: "t", detail: "고정", style: .accent),
            ItemView(id: "itemOnly", title: "t", detail: "d", style: .bold),
            ItemView(id: "fixedOnly", title: "고정", style: .danger),
            ItemView(id: "none", title: "t", detail: "d", style: nil),
        ]))])
    }

    @Test func theFixedEvaluatorGivesEmptyLabelsAndLetsEverythingThrough() throws {
        let item = Item(id: "x", title: .computed, detail: .computed)
        let menu = Menu(blocks: [
            .filter(FilterBlock(id: "f", options: [.init("only")], targets: ["s"], hasMatch: true)),
            .section(SectionBlock(id: "s", title: nil, items: [item])),
        ])
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator())
        #expect(view.blocks.last == .section(SectionView(id: "s", title: nil, open: true, columns: 1,
                                                         items: [ItemView(id: "x", title: "", detail: "")])))
    }

    // MARK: Sections

    @Test func theTitleAndSectionsAreDrawnFromTheMenu() throws {
        let view = try MenuView(menu: Fixtures.tigers, state: MenuState(), evaluator: RecordingEvaluator())
        #expect(view == MenuView(title: "KIA Tigers", blocks: [
            section(Fixtures.staff), section(Fixtures.outfield), section(Fixtures.infield), section(Fixtures.pitchers),
        ]))
    }

    @Test func aClosedSectionStillListsItsItems() throws {
        var state = MenuState()
        try state.apply("outfield", in: Fixtures.tigers)
        let view = try MenuView(menu: Fixtures.tigers, state: state, evaluator: RecordingEvaluator())

        #expect(view == MenuView(title: "KIA Tigers", blocks: [
            section(Fixtures.staff), section(Fixtures.outfield, open: false),
            section(Fixtures.infield), section(Fixtures.pitchers),
        ]))
    }

    // MARK: Filters

    @Test func theFirstOptionFiltersAtStart() throws {
        let evaluator = RecordingEvaluator(match: Fixtures.carMatch)
        let view = try MenuView(menu: Fixtures.carMenu, state: MenuState(), evaluator: evaluator)

        #expect(view == MenuView(title: "Cars", blocks: [carFilter("all"), section(Fixtures.cars)]))
        #expect(Set(evaluator.matches) == Set(Fixtures.cars.items.map { .init(item: $0.id, filter: "type", option: "all") }))
    }

    @Test func theChosenOptionFiltersItsTargetsOnly() throws {
        let others = SectionBlock(id: "others", title: "기타", items: ["Bongo", "Porter"].map {
            Item(id: $0, title: .text($0), detail: .text("truck"))
        })
        let menu = Menu(title: "Cars", blocks: Fixtures.carMenu.blocks + [.section(others)])
        var state = MenuState()
        try state.apply("type/city", in: menu)
        let evaluator = RecordingEvaluator(match: Fixtures.carMatch)
        let view = try MenuView(menu: menu, state: state, evaluator: evaluator)

        #expect(view == MenuView(title: "Cars", blocks: [
            carFilter("city"), section(Fixtures.cars, items: cars(["city"])), section(others),
        ]))
        #expect(Set(evaluator.matches) == Set(Fixtures.cars.items.map { .init(item: $0.id, filter: "type", option: "city") }))
    }

    @Test func aFilterWithoutMatchFiltersNothing() throws {
        var carType = Fixtures.carType
        carType.hasMatch = false
        let menu = Menu(title: "Cars", blocks: [.filter(carType), .section(Fixtures.cars)])
        var state = MenuState()
        try state.apply("type/luxury", in: menu)
        let evaluator = RecordingEvaluator(match: { _, _, _ in false })
        let view = try MenuView(menu: menu, state: state, evaluator: evaluator)

        #expect(view == MenuView(title: "Cars", blocks: [carFilter("luxury"), section(Fixtures.cars)]))
        #expect(evaluator.matches.isEmpty)
    }

    @Test func everyFilterOnABlockMustLetAnItemThrough() throws {
        let price = FilterBlock(id: "price", options: [.init("any"), .init("cheap")], targets: ["cars"], hasMatch: true)
        let menu = Menu(title: "Cars", blocks: [.filter(Fixtures.carType), .filter(price), .section(Fixtures.cars)])
        var state = MenuState()
        try state.apply("type/family", in: menu)
        try state.apply("price/cheap", in: menu)
        let evaluator = RecordingEvaluator(match: { item, filter, option in
            filter.id == "price" ? option == "any" || item.id != "Carnival" : Fixtures.carMatch(item, filter, option)
        })
        let view = try MenuView(menu: menu, state: state, evaluator: evaluator)

        #expect(view.blocks.last == section(Fixtures.cars, items: Fixtures.cars.items.filter { $0.id == "Sorento" }))
        #expect(Set(evaluator.matches.filter { $0.filter == "price" }.map(\.option)) == ["cheap"])
        #expect(Set(evaluator.matches.filter { $0.filter == "type" }.map(\.option)) == ["family"])
    }

    // MARK: Selections

    @Test func selectionChildrenCarryWhetherTheyAreSelected() throws {
        var state = MenuState()
        try state.apply("region/서울/강남", in: Fixtures.regionMenu)
        try state.apply("region/서울/종로", in: Fixtures.regionMenu)
        try state.apply("region/부산/전체", in: Fixtures.regionMenu)
        try state.apply("region/서울", in: Fixtures.regionMenu)
        let view = try MenuView(menu: Fixtures.regionMenu, state: state, evaluator: RecordingEvaluator())

        let chosen = ["서울": ["종로", "강남"], "부산": ["전체"]]
        #expect(view == MenuView(title: "지역 선택", blocks: [
            .selection(SelectionView(id: "region", title: "지역", columns: 4, expanded: "서울",
                                     categories: Fixtures.regions.categories.map { category in
                .init(id: category.id, title: category.title, expanded: category.id == "서울",
                      items: category.items.map { plain($0, selected: chosen[category.id, default: []].contains($0.id)) })
            })),
        ]))
    }

    @Test func aFilterOnASelectionFiltersItsChildren() throws {
        let size = FilterBlock(id: "size", options: [.init("all"), .init("short")], targets: ["region"], hasMatch: true)
        let menu = Menu(blocks: [.filter(size), .selection(Fixtures.regions)])
        var state = MenuState()
        try state.apply("size/short", in: menu)
        let view = try MenuView(menu: menu, state: state, evaluator: RecordingEvaluator(match: { item, _, option in
            option == "all" || item.id.count <= 2
        }))

        guard case .selection(let selection) = view.blocks.last else {
            Issue.record("expected a selection view")
            return
        }
        #expect(try selection.categories.first { $0.id == "부산" }?.items.rows().map(\.id) == ["전체", "수영", "동래"])
    }

    // MARK: Indexes

    @Test func anIndexIsDrawnWithItsGroupsAndNoScrollTargetAtStart() throws {
        let view = try MenuView(menu: Menu(blocks: [.index(Fixtures.alphabet)]), state: MenuState(),
                            evaluator: RecordingEvaluator())
        #expect(view == MenuView(title: nil, blocks: [
            .index(IndexView(id: "alphabet", title: "A–Z", current: nil, letters: Fixtures.aToZ,
                             groups: Fixtures.contactGroups.map { group in
                                 .init(letter: group.letter, items: group.items.map { plain($0) })
                             },
                             scrollTarget: nil)),
        ], scrolledIndex: nil))
    }

    @Test(arguments: [("R", "R"), ("Q", "R"), ("X", "W")])
    func aJumpScrollsToTheNextGroupWithItems(letter: String, target: String) throws {
        var state = MenuState()
        try state.apply(TapPath("alphabet/\(letter)"), in: Fixtures.contactMenu)
        let view = try MenuView(menu: Fixtures.contactMenu, state: state, evaluator: RecordingEvaluator())

        #expect(view.scrolledIndex == "alphabet")
        guard case .index(let alphabet) = view.blocks.last else {
            Issue.record("expected an index view")
            return
        }
        #expect(alphabet.current == letter)
        #expect(alphabet.scrollTarget == target)
    }

    @Test func groupsEmptiedByAFilterDisappearAndTheJumpSkipsThem() throws {
        let hide = FilterBlock(id: "hide", options: [.init(id: "none", title: "None"), .init(id: "R", title: "Hide R")],
                               targets: ["contacts"], hasMatch: true)
        let menu = Menu(title: "Contacts", blocks: [.filter(hide), .index(Fixtures.contacts)])
        var state = MenuState()
        try state.apply("hide/R", in: menu)
        try state.apply("contacts/R", in: menu)
        let evaluator = RecordingEvaluator(match: { item, _, option in
            option == "none" || !item.sortText.hasPrefix(option)
        })
        let view = try MenuView(menu: menu, state: state, evaluator: evaluator)

        #expect(view.scrolledIndex == "contacts")
        #expect(view.blocks.last == .index(IndexView(
            id: "contacts", title: "Contacts", current: "R", letters: Fixtures.contactLetters,
            groups: Fixtures.contactGroups.filter { $0.letter != "R" }.map { group in
                .init(letter: group.letter, items: group.items.map { plain($0) })
            },
            scrollTarget: "S")))
    }
}
