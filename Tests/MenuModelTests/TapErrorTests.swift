import Testing
@testable import MenuModel

/// A tap path that leads nowhere throws a ``TapError`` naming the unknown segment and what
/// was expected there, and leaves the state as it was.
@Suite struct TapErrorTests {
    let menu = Fixtures.everything

    /// A state touched in every kind of block, so that a change by a failed tap would show.
    func busyState() throws -> MenuState {
        var state = MenuState()
        try state.apply("outfield", in: menu)
        try state.apply("region/서울", in: menu)
        try state.apply("region/서울/강남", in: menu)
        try state.apply("region/부산/전체", in: menu)
        try state.apply("type/city", in: menu)
        try state.apply("contacts/R", in: menu)
        try state.apply("alphabet/Q", in: menu)
        return state
    }

    /// Applies `path`, expects it to throw, and checks that the state did not change.
    func failedTap(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> TapError? {
        let before = try busyState()
        var state = before
        do {
            let effects = try state.apply(TapPath(path), in: menu)
            Issue.record("'\(path)' did not throw but gave \(effects)", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(state == before, "'\(path)' changed the state", sourceLocation: sourceLocation)
            #expect(error.path == TapPath(path), sourceLocation: sourceLocation)
            return error
        }
    }

    /// Expects `path` to fail naming `segment` as unknown, with `expected` what may be there.
    func expectUnknown(_ path: String, _ segment: String, expected: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let error = try failedTap(path, sourceLocation: sourceLocation) else { return }
        #expect(error.kind == .unknown && error.segment == segment, "\(error)", sourceLocation: sourceLocation)
        #expect(error.expected == expected, "\(error)", sourceLocation: sourceLocation)
    }

    @Test func unknownBlock() throws {
        try expectUnknown("dugout", "dugout", expected: menu.blocks.map(\.id))
        try expectUnknown("", "", expected: menu.blocks.map(\.id))
    }

    @Test func unknownSectionItem() throws {
        try expectUnknown("outfield/류현진", "류현진", expected: ["나성범", "최원준", "테스형", "김호령", "이창진"])
    }

    @Test func unknownCategory() throws {
        try expectUnknown("region/대구", "대구", expected: Fixtures.regionIDs)
        try expectUnknown("region/대구/전체", "대구", expected: Fixtures.regionIDs)
    }

    @Test func unknownChild() throws {
        // 해운대 is a child of 부산, not of 서울.
        try expectUnknown("region/서울/해운대", "해운대", expected: ["전체", "종로", "중구", "강남", "강동"])
    }

    @Test func unknownOption() throws {
        try expectUnknown("type/truck", "truck", expected: Fixtures.carTypes)
        try expectUnknown("type/truck/small", "truck", expected: Fixtures.carTypes)
    }

    @Test func unknownLetter() throws {
        let small = IndexBlock(id: "team", items: ["Kim", "Nail", "Yang"].map(Item.init))
        let before = MenuState()
        var state = before
        do {
            try state.apply("team/Q", in: Menu(blocks: [.index(small)]))
            Issue.record("'team/Q' did not throw")
        } catch {
            #expect(state == before)
            #expect(error.kind == .unknown && error.segment == "Q" && error.expected == ["K", "N", "Y"])
        }
        try expectUnknown("contacts/Q/Quinn", "Q", expected: Fixtures.contactLetters)
        try expectUnknown("contacts/Nobody", "Nobody", expected: Fixtures.contactLetters)
    }

    @Test func unknownItemUnderALetter() throws {
        try expectUnknown("contacts/R/Ryaan", "Ryaan", expected: ["Rei", "Ryan", "Ryan"])
        // Rei is in the index, but not under A.
        try expectUnknown("contacts/A/Rei", "Rei", expected: ["Adams", "Allyson"])
        try expectUnknown("contacts/R/Ryaan/phone", "Ryaan", expected: ["Rei", "Ryan", "Ryan"])
    }

    @Test func anEmptyLetterHasNoItemsToExpect() throws {
        let error = try #require(try failedTap("alphabet/Q/Quinn"))
        #expect(error.kind == .unknown && error.segment == "Quinn" && error.expected == [])
        #expect(error.message.hasSuffix("(it has none)"), "the words say so too: \(error.message)")
    }

    @Test func longListsOfExpectedNamesAreShortened() throws {
        let error = try #require(try failedTap("alphabet/?"))
        #expect(error.message.contains("'?'"))
        #expect(error.message.contains("expected one of: A, B, C, D, E, F, G, H, I, J, K, L, …"))
        #expect(!error.message.contains("L, M"))
    }

    @Test func theDescriptionQuotesThePathAndTheMessage() throws {
        let error = try #require(try failedTap("region/대구"))
        #expect(error.description
            == "bad tap path 'region/대구': no category '대구' in selection 'region' (expected one of: 서울, 인천, 경기, 강원, 부산)")
    }

    /// A path that goes on past an item, child, option or entry names no unknown segment:
    /// every segment in it is known, so the message must not call one of them unknown.
    @Test(arguments: [
        "outfield/나성범/타율",
        "region/서울/종로/무악",
        "type/city/small",
        "contacts/R/Rei/phone",
    ])
    func aPathThatGoesTooDeepCallsNoKnownSegmentUnknown(path: String) throws {
        let error = try #require(try failedTap(path))
        #expect(error.kind == .tooDeep && error.segment == nil, "\(error)")
        #expect(!error.message.hasPrefix("no "), "\(error.message)")
    }

    /// A path that stops at a block that needs more says what may follow.
    @Test(arguments: [
        ("region", Fixtures.regionIDs),
        ("type", Fixtures.carTypes),
        ("contacts", Fixtures.contactLetters),
    ])
    func aPathThatStopsShortListsWhatMayFollow(path: String, expected: [String]) throws {
        let error = try #require(try failedTap(path))
        #expect(error.kind == .incomplete && error.expected == expected, "\(error)")
        #expect(!error.message.hasPrefix("no "), "\(error.message)")
    }

    @Test func aFailedTapAfterGoodOnesKeepsTheGoodOnes() throws {
        var state = MenuState()
        try state.apply("region/서울/종로", in: menu)
        let before = state
        #expect(throws: TapError.self) { try state.apply("region/서울/없음", in: menu) }
        #expect(state == before)
        #expect(state.selectedChildren(Fixtures.regions, category: "서울") == ["종로"])
    }
}
