import Testing
@testable import MenuModel

/// Menus built from the seeds' data (see /work/shared/seeds).
enum Fixtures {
    // MARK: Seed 000: the KIA Tigers roster, four sections, all open at start.

    static let staff = SectionBlock(id: "staff", title: "감독", columns: 2,
                                    items: ["이범호"].map(Item.init), ref: ScriptRef(1))
    static let outfield = SectionBlock(id: "outfield", title: "외야수", columns: 2,
                                       items: ["나성범", "최원준", "테스형", "김호령", "이창진"].map(Item.init),
                                       ref: ScriptRef(2))
    static let infield = SectionBlock(id: "infield", title: "내야수", columns: 2,
                                      items: ["김선빈", "이우성", "박찬호", "김도영"].map(Item.init),
                                      ref: ScriptRef(3))
    static let pitchers = SectionBlock(id: "pitchers", title: "투수", columns: 2,
                                       items: ["양현종", "네일", "정해영"].map(Item.init), ref: ScriptRef(4))
    static let tigers = Menu(title: "KIA Tigers", blocks: [
        .section(staff), .section(outfield), .section(infield), .section(pitchers),
    ])

    // MARK: Seed 001: the region picker with the exclusive "전체".

    static let regionIDs = ["서울", "인천", "경기", "강원", "부산"]
    static let districts: [String: [String]] = [
        "서울": ["전체", "종로", "중구", "강남", "강동"],
        "인천": ["전체", "남동", "부평", "연수"],
        "경기": ["전체", "수원", "성남", "고양"],
        "강원": ["전체", "춘천", "강릉"],
        "부산": ["전체", "해운대", "수영", "동래"],
    ]
    static let regions = SelectionBlock(
        id: "region", title: "지역", columns: 4, all: "전체",
        categories: regionIDs.map { .init(id: $0, title: $0, items: districts[$0]!.map(Item.init)) },
        ref: ScriptRef(10))
    static let regionMenu = Menu(title: "지역 선택", blocks: [.selection(regions)])

    /// Every category of `regions` with no child selected, as `.selectionChanged` reports it.
    static var noneSelected: [String: [String]] {
        Dictionary(uniqueKeysWithValues: regionIDs.map { ($0, [String]()) })
    }

    // MARK: Seed 002: filter chips over the car types, filtering a list of cars.

    static let carTypes = ["all", "family", "city", "luxury", "supercar"]
    static let carType = FilterBlock(id: "type", title: "차종", options: carTypes.map(FilterBlock.Option.init),
                                     targets: ["cars"], hasMatch: true, ref: ScriptRef(20))
    /// Each car's type is its detail, which the fake evaluator's match reads.
    static let carList: [(String, String)] = [
        ("Sorento", "family"), ("Carnival", "family"), ("Morning", "city"), ("Ray", "city"),
        ("K9", "luxury"), ("G90", "luxury"), ("F8", "supercar"), ("Huracan", "supercar"),
    ]
    static let cars = SectionBlock(id: "cars", title: "자동차",
                                   items: carList.map { Item(id: $0.0, title: .text($0.0), detail: .text($0.1)) },
                                   ref: ScriptRef(21))
    static let carMenu = Menu(title: "Cars", blocks: [.filter(carType), .section(cars)])

    /// The match a script would give the car filter: "all" lets every car through.
    static func carMatch(_ item: Item, _ filter: FilterBlock, _ option: String) -> Bool {
        option == "all" || item.detail?.text == option
    }

    // MARK: Seed 003: the my-page menu with computed ("30실 받기") details.

    static let contactPoint = SectionBlock(id: "contactPoint", title: "연락수단", items: [
        Item(id: "kakaoTalkId", title: .text("카카오톡 ID"), detail: .computed, icon: "💬"),
    ], ref: ScriptRef(40))
    static let myProfile = SectionBlock(id: "myProfile", title: "내 미팅 프로필", items: [
        Item(id: "mbti", title: .text("성격 유형"), detail: .computed, icon: "🧩"),
        Item(id: "similarAnimal", title: .text("닮은 동물"), detail: .computed, icon: "🐾"),
        Item(id: "physicalHeight", title: .text("키"), detail: .computed, icon: "📏"),
    ], ref: ScriptRef(41))
    static let universityVerification = SectionBlock(id: "universityVerification", title: "대학교 인증", items: [
        Item(id: "emailVerification", title: .text("학교 메일 인증"), detail: .computed, icon: "✉️"),
    ], ref: ScriptRef(42))
    static let myPage = Menu(title: "마이페이지", blocks: [
        .section(contactPoint), .section(myProfile), .section(universityVerification),
    ])

    // MARK: Seed 004: contacts under an alphabet index.

    static let contactNames = [
        "Chris", "Ryan", "Allyson", "Ryan", "Jonathan", "Brendan", "Jaxon", "Leif", "Adams", "Frank",
        "Bishop", "Steve", "Woz", "Bill", "Gates", "Darth", "Vader", "Clark", "Kent", "Rei", "Kim",
    ]
    /// Each contact's ref is 100 + its position in the script, so the two "Ryan"s differ.
    static let contactItems = contactNames.enumerated().map { offset, name in
        Item(id: name, title: .text(name), ref: ItemRef(list: ScriptRef(Int32(100 + offset)), position: 0))
    }
    static func contact(_ name: String, at offset: Int) -> Item {
        precondition(contactNames[offset] == name)
        return contactItems[offset]
    }
    static func contacts(_ names: String...) -> [Item] {
        names.map { name in contactItems.first { $0.id == name }! }
    }
    /// The first "Ryan" (position 1) and the second (position 3).
    static let ryan1 = contact("Ryan", at: 1)
    static let ryan3 = contact("Ryan", at: 3)

    /// Letters from the items: only the ones that have contacts.
    static let contacts = IndexBlock(id: "contacts", title: "Contacts", items: contactItems, ref: ScriptRef(30))
    /// The full A–Z navigator, empty letters included.
    static let alphabet = IndexBlock(id: "alphabet", title: "A–Z", items: contactItems,
                                     letters: aToZ, ref: ScriptRef(31))
    static let contactMenu = Menu(title: "Contacts", blocks: [.index(contacts), .index(alphabet)])

    /// The groups of the contacts, sorted, as both indexes hold them.
    static let contactGroups: [IndexBlock.Group] = [
        .init(letter: "A", items: contacts("Adams", "Allyson")),
        .init(letter: "B", items: contacts("Bill", "Bishop", "Brendan")),
        .init(letter: "C", items: contacts("Chris", "Clark")),
        .init(letter: "D", items: contacts("Darth")),
        .init(letter: "F", items: contacts("Frank")),
        .init(letter: "G", items: contacts("Gates")),
        .init(letter: "J", items: contacts("Jaxon", "Jonathan")),
        .init(letter: "K", items: contacts("Kent", "Kim")),
        .init(letter: "L", items: contacts("Leif")),
        .init(letter: "R", items: contacts("Rei") + [ryan1, ryan3]),
        .init(letter: "S", items: contacts("Steve")),
        .init(letter: "V", items: contacts("Vader")),
        .init(letter: "W", items: contacts("Woz")),
    ]
    static let contactLetters = ["A", "B", "C", "D", "F", "G", "J", "K", "L", "R", "S", "V", "W"]
    static let aToZ = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    // MARK: Everything at once.

    static let everything = Menu(title: "Everything", blocks:
        tigers.blocks + regionMenu.blocks + carMenu.blocks + contactMenu.blocks)
}

/// Expects `body` to throw a ``TapError`` for `path` of `kind` whose message is `message`.
func expectTapError(_ path: TapPath, _ kind: TapError.Kind, _ message: String,
                    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
    do {
        try body()
        Issue.record("'\(path)' did not throw", sourceLocation: sourceLocation)
    } catch let error as TapError {
        #expect(error.path == path && error.kind == kind, "\(error)", sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
    } catch {
        Issue.record("'\(path)' threw \(error)", sourceLocation: sourceLocation)
    }
}
