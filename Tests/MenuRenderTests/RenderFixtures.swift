import Testing
@testable import MenuModel
@testable import MenuRender
import TextCore

/// Menu views built by hand from the seeds' data (see /work/shared/seeds), so the renderer is
/// tested without the Lua bridge or the view builder.
enum Fixture {
    // MARK: 000 — KIA Tigers roster: four sections, items in 2 columns, Hangul beside Latin

    static func item(_ title: String, detail: String? = nil, icon: String? = nil,
                     style: Style? = nil, selected: Bool? = nil) -> ItemView {
        ItemView(id: title, title: title, detail: detail, icon: icon, style: style, selected: selected)
    }

    static func section(_ id: String, _ title: String?, open: Bool = true, columns: Int = 2,
                        _ items: [ItemView]) -> BlockView {
        .section(SectionView(id: id, title: title, open: open, columns: columns, items: items))
    }

    static func tigers(open: Set<String> = ["manager", "outfield", "infield", "pitchers"]) -> MenuView {
        MenuView(title: "KIA Tigers", blocks: [
            section("manager", "감독", open: open.contains("manager"), [item("이범호")]),
            section("outfield", "외야수", open: open.contains("outfield"),
                    ["나성범", "Socrates", "최원준", "이우성", "김호령", "이창진"].map { item($0) }),
            section("infield", "내야수", open: open.contains("infield"),
                    ["김도영", "김선빈", "Park Chan-ho", "박찬호"].map { item($0) }),
            section("pitchers", "투수", open: open.contains("pitchers"),
                    ["양현종", "James Naile", "정해영"].map { item($0) }),
        ])
    }

    // MARK: 001 — regions in rows of 4, one expanded, children multi-select with 전체

    static func category(_ id: String, expanded: Bool = false, _ children: [String],
                         selected: Set<String> = []) -> SelectionView.CategoryView {
        SelectionView.CategoryView(id: id, title: id, expanded: expanded,
                                   items: children.map { item($0, selected: selected.contains($0)) })
    }

    static let districts: [String: [String]] = [
        "서울": ["전체", "종로", "중구", "용산", "성동", "광진", "강남"],
        "인천": ["전체", "중구", "동구", "미추홀", "연수"],
        "경기": ["전체", "수원", "성남", "고양", "용인", "부천"],
        "강원": ["전체", "춘천", "원주", "강릉"],
        "부산": ["전체", "해운대", "수영", "동래", "부산진", "사하"],
    ]

    static let regionOrder = ["서울", "인천", "경기", "강원", "부산"]

    /// Regions, `expanded` open, `selected` children chosen per region.
    static func regionsView(columns: Int = 4, expanded: String? = nil,
                            selected: [String: Set<String>] = [:]) -> SelectionView {
        SelectionView(id: "regions", title: "지역", columns: columns, expanded: expanded,
                      categories: regionOrder.map { region in
                          category(region, expanded: region == expanded, districts[region]!,
                                   selected: selected[region] ?? [])
                      })
    }

    static func regions(columns: Int = 4, expanded: String? = nil,
                        selected: [String: Set<String>] = [:]) -> MenuView {
        MenuView(title: nil, blocks: [.selection(regionsView(columns: columns, expanded: expanded,
                                                             selected: selected))])
    }

    // MARK: 002 — car filter chips over a list of cars

    static let chipTitles = ["all", "family", "city", "luxury", "supercar"]

    static func chipsView(selected: String? = "all", title: String? = "Cars") -> FilterView {
        FilterView(id: "kind", title: title, selected: selected,
                   options: chipTitles.map { .init(id: $0, title: $0, selected: $0 == selected) },
                   targets: ["cars"])
    }

    static func cars(selected: String = "all") -> MenuView {
        MenuView(title: "Garage", blocks: [
            .filter(chipsView(selected: selected)),
            section("cars", nil, columns: 1, [
                item("Carnival", detail: "family"), item("Mini", detail: "city"),
                item("Bentley", detail: "luxury"), item("Ferrari 296", detail: "supercar", style: .danger),
            ]),
        ])
    }

    // MARK: 003 — my page: single-column items with details, the fill rule's styles

    static func myPage() -> MenuView {
        MenuView(title: "마이페이지", blocks: [
            section("contact", "연락수단", columns: 1, [item("카카오톡 ID", detail: "30실 받기", style: .accent)]),
            section("profile", "내 미팅 프로필", columns: 1, [
                item("성격 유형", detail: "INFJ", style: .muted),
                item("닮은 동물", detail: "30실 받기", style: .accent),
                item("키", detail: "181cm", style: .muted),
            ]),
            section("university", "대학교 인증", columns: 1, [
                item("학교 메일 인증", detail: "인증됨", icon: "✉️", style: .muted),
            ]),
        ])
    }

    // MARK: 004 — contacts A–Z with an index navigator

    static let contactNames = [
        "Chris", "Ryan", "Allyson", "Jonathan", "Brendan", "Ryaan", "Jaxon", "Riner", "Leif",
        "Adams", "Frank", "Conors", "Allyssa", "Bishop", "Justin", "Johnny", "Appleseed",
        "George", "Washingotn", "Abraham", "Lincoln", "Steve", "Jobs", "Woz", "Bill", "Gates",
        "Donald", "Trump", "Darth", "Vader", "Clark", "Kent", "Bruce", "Wayne", "John", "Doe",
        "Jane", "Rei", "Kim", "James", "Elephant", "Julius", "Fucik", "Kane", "Hammersmith",
    ].sorted()

    static let alphabet = (65...90).map { String(UnicodeScalar($0)!) }

    static func contactsView(current: String? = nil, scrollTarget: String? = nil) -> IndexView {
        let groups = alphabet.compactMap { letter -> IndexView.GroupView? in
            let names = contactNames.filter { $0.hasPrefix(letter) }
            return names.isEmpty ? nil : .init(letter: letter, items: names.map { item($0) })
        }
        return IndexView(id: "contacts", title: "Contacts", current: current, letters: alphabet,
                         groups: groups, scrollTarget: scrollTarget)
    }

    static func contacts(current: String? = nil, scrollTarget: String? = nil,
                         jumped: Bool = true) -> MenuView {
        MenuView(title: nil, blocks: [.index(contactsView(current: current, scrollTarget: scrollTarget))],
                 scrolledIndex: jumped && current != nil ? "contacts" : nil)
    }

    // MARK: Hostile text

    static let longTitles = [
        "대한민국프로야구기아타이거즈광주챔피언스필드",
        "👨‍👩‍👧‍👦🇰🇷🏳️‍🌈✉️👍🏽 family emoji everywhere 👨‍👩‍👧‍👦👨‍👩‍👧‍👦",
        "e\u{0301}e\u{0301}e\u{0301}a\u{0308}a\u{0308}o\u{0323}\u{0302} combining marks",
        "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} NFD 한글",
        "Supercalifragilisticexpialidocious-and-then-some-more-text",
    ]

    static func hostile() -> MenuView {
        MenuView(title: longTitles[0] + longTitles[1], blocks: [
            section("long", longTitles[1], columns: 2, longTitles.map { item($0) }),
            section("single", longTitles[2], columns: 1,
                    longTitles.map { item($0, detail: $0, icon: "🏳️‍🌈", style: .accent) }),
            section("closed", longTitles[3], open: false, longTitles.map { item($0) }),
            .selection(SelectionView(id: "s", title: longTitles[0], columns: 3, expanded: longTitles[1],
                                     categories: longTitles.map { t in
                                         category(t, expanded: t == longTitles[1], longTitles,
                                                  selected: [longTitles[2]])
                                     })),
            .filter(FilterView(id: "f", title: longTitles[4], selected: longTitles[1],
                               options: longTitles.map { .init(id: $0, title: $0, selected: $0 == longTitles[1]) },
                               targets: [])),
            .index(IndexView(id: "i", title: longTitles[3], current: "가", letters: ["가", "나", "👍🏽", "e\u{0301}"],
                             groups: [.init(letter: "가", items: longTitles.map { item($0, detail: "상세 설명") })],
                             scrollTarget: "가")),
        ])
    }

    /// Control characters everywhere a label can go: they turn into U+FFFD or a space, which
    /// are one cell wide where the raw controls count zero.
    static let nasty = "red\u{1B}[31mX\u{9B}2J\u{0}a\tb\nc\r\nd\u{7F}e\u{85}f"

    static func controls() -> MenuView {
        let tabs = String(repeating: "\t", count: 30) + "tabs" + String(repeating: "\u{1B}", count: 30)
        return MenuView(title: tabs, blocks: [
            section("c1", nasty, columns: 2, [item(nasty), item(tabs, detail: tabs)]),
            section("c2", tabs, columns: 1, [item(nasty, detail: nasty, icon: "\u{1B}[2J")]),
            .selection(SelectionView(id: "s", title: tabs, columns: 2, expanded: nasty,
                                     categories: [category(nasty, expanded: true, [nasty, tabs],
                                                           selected: [tabs])])),
            .filter(FilterView(id: "f", title: nasty, selected: tabs,
                               options: [nasty, tabs].map { .init(id: $0, title: $0, selected: $0 == tabs) },
                               targets: [])),
            .index(IndexView(id: "i", title: tabs, current: "\u{1B}", letters: ["\u{1B}", "\t", "A"],
                             groups: [.init(letter: "\u{1B}", items: [item(nasty)])],
                             scrollTarget: "\u{1B}")),
        ])
    }

    /// Many columns (scripts may ask for up to 12), so narrow widths leave under 2 cells a column.
    static func wideGrid() -> MenuView {
        MenuView(title: "grid", blocks: [
            section("twelve", "열두 칸", columns: 12, (1...30).map { item("항목\($0)") }),
            .selection(regionsView(columns: 12, expanded: "부산", selected: ["부산": ["수영"]])),
        ])
    }

    // MARK: Richer items — headings, separators, check marks, disabled items, submenus

    static func settingsItems(long: Bool = false) -> [ItemView] {
        let tail = long ? " " + longTitles[1] : ""
        return [
            ItemView(id: "/heading/1", title: "연결" + tail, kind: .heading),
            ItemView(id: "wifi", title: "Wi-Fi" + tail, checked: .on, hotkey: "w"),
            ItemView(id: "bluetooth", title: "Bluetooth", checked: .off, hotkey: "b"),
            ItemView(id: "/separator/4", title: "", kind: .separator),
            ItemView(id: "auto", title: "밝기 자동 조절" + tail, detail: "관리자 설정" + tail, checked: .mixed, disabled: true),
            ItemView(id: "language", title: "언어 Language" + tail, detail: "한국어", style: .muted, hotkey: "l",
                     hasSubmenu: true),
            ItemView(id: "about", title: "정보", hasSubmenu: true),
        ]
    }

    static func settings(columns: Int = 1, long: Bool = false) -> MenuView {
        MenuView(title: "설정", blocks: [section("general", "일반", columns: columns, settingsItems(long: long))])
    }

    /// The "언어" submenu open: the view shows it alone.
    static func languageSubmenu() -> MenuView {
        MenuView(title: "설정", blocks: [
            .section(SectionView(id: "general", title: "언어 Language", open: true, columns: 1, items: [
                ItemView(id: "ko", title: "한국어", checked: .on, value: "ko-KR"),
                ItemView(id: "en", title: "English", checked: .off, value: "en-US"),
            ], submenu: ["language"])),
        ], submenu: ["general", "language"])
    }

    /// A cafe's drinks with two-line rows: some items have a subtitle (under the title, after
    /// the check mark and the icon), in `columns` columns, and a selection whose children do.
    static func cafe(columns: Int = 1) -> MenuView {
        MenuView(title: "카페", blocks: [
            section("coffee", "커피", columns: columns, [
                ItemView(id: "latte", title: "카페 라떼", detail: "5,000원", subtitle: "우유 듬뿍"),
                ItemView(id: "americano", title: "아메리카노", detail: "4,000원"),
                ItemView(id: "mocha", title: "카페 모카", icon: "🍫", checked: .on, subtitle: "초콜릿과 휘핑크림"),
                ItemView(id: "blank", title: "오늘의 커피", subtitle: ""),
            ]),
            .selection(SelectionView(id: "size", title: nil, columns: 2, expanded: "hot", categories: [
                .init(id: "hot", title: "따뜻한", expanded: true, items: [
                    ItemView(id: "tall", title: "톨", selected: true, subtitle: "355ml"),
                    ItemView(id: "grande", title: "그란데", selected: false),
                ]),
            ])),
        ])
    }

    /// Every fixture, for properties that hold for all of them.
    static func all() -> [(String, MenuView)] {
        [
            ("tigers", tigers()),
            ("tigers closed", tigers(open: ["outfield"])),
            ("regions", regions()),
            ("regions 부산", regions(expanded: "부산", selected: ["부산": ["해운대", "동래"]])),
            ("regions 서울 3 cols", regions(columns: 3, expanded: "서울", selected: ["서울": ["전체"]])),
            ("cars", cars(selected: "luxury")),
            ("my page", myPage()),
            ("contacts", contacts()),
            ("contacts R", contacts(current: "R", scrollTarget: "R")),
            ("hostile", hostile()),
            ("controls", controls()),
            ("wide grid", wideGrid()),
            ("settings", settings()),
            ("settings in 3 columns", settings(columns: 3)),
            ("long settings", settings(long: true)),
            ("long settings in 2 columns", settings(columns: 2, long: true)),
            ("language submenu", languageSubmenu()),
            ("cafe", cafe()),
            ("cafe in 2 columns", cafe(columns: 2)),
        ]
    }
}

/// Plain-text rendering, split into lines (the trailing "\n" dropped).
func plainLines(_ view: MenuView, width: Int, height: Int? = nil) throws -> [String] {
    var text = try TextRenderer(width: width, height: height, colors: false).render(view)
    #expect(text.last == "\n")
    text.removeLast()
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// The terminal cell where `needle` starts in `line`, or nil when absent.
func cellColumn(of needle: String, in line: String) -> Int? {
    guard let range = line.firstRange(of: needle) else { return nil }
    return line[..<range.lowerBound].cellWidth
}

/// The text with every SGR sequence (ESC [ digits-and-semicolons m) removed; any other ESC stays.
func strippingSGR(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var position = 0
    while position < scalars.count {
        if scalars[position] == "\u{1B}", position + 1 < scalars.count, scalars[position + 1] == "[" {
            var end = position + 2
            while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
            if end < scalars.count, scalars[end] == "m" {
                position = end + 1
                continue
            }
        }
        out.append(scalars[position])
        position += 1
    }
    return String(out)
}

/// Whether `prefix` is `text` cut after a whole grapheme cluster (never inside one), and shorter.
func isClusterPrefix(_ prefix: String, of text: String) -> Bool {
    let count = prefix.count
    guard count < text.count else { return false }
    return Array(String(text.prefix(count)).unicodeScalars) == Array(prefix.unicodeScalars)
}
