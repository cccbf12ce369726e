import Testing
@testable import MenuModel

/// Tap paths name any id: `\/` is a slash inside a segment, `\\` a backslash; the text form
/// escapes both, so a path survives a round trip through text.
@Suite struct TapPathTests {
    @Test(arguments: [
        ("region/서울/강남", ["region", "서울", "강남"]),
        (#"branches/feature\/login"#, ["branches", "feature/login"]),
        (#"b/a\\b"#, ["b", #"a\b"#]),
        (#"b/C:\tmp"#, ["b", #"C:\tmp"#]),
        (#"b/end\"#, ["b", #"end\"#]),
        (#"\/separator\/3"#, ["/separator/3"]),
        ("a//b", ["a", "", "b"]),
        ("", [""]),
    ])
    func parsesEscapes(text: String, segments: [String]) {
        #expect(TapPath(text).segments == segments)
    }

    @Test func theTextFormEscapesSoEveryPathSurvivesARoundTrip() {
        let paths = [["b", "a/b"], ["b", #"a\b"#], ["x", #"end\"#], ["/", "\\", #"\/"#], ["general", "language", ".."]]
        for segments in paths {
            let path = TapPath(segments: segments)
            #expect(TapPath(path.description) == path, "\(path.description)")
        }
        #expect(TapPath(segments: ["b", "a/b"]).description == #"b/a\/b"#)
        #expect(TapPath(segments: ["b", #"a\b"#]).description == #"b/a\\b"#)
        #expect(TapPath(segments: ["b"]).appending("a/b") == TapPath(#"b/a\/b"#))
    }

    @Test func anItemWhoseIdHasASlashIsTappedWithAnEscapedPath() throws {
        let item = Item("a/b")
        let menu = Menu(blocks: [.section(SectionBlock(id: "b", title: "B", items: [Item("a"), item]))])
        var state = MenuState()
        #expect(try state.apply(#"b/a\/b"#, in: menu) == [.itemTapped(block: .none, item: item)])
    }

    @Test func errorsListIdsEscapedAsAPathWritesThem() throws {
        let menu = Menu(blocks: [.section(SectionBlock(id: "branches", title: "B",
                                                       items: [Item("feature/login"), Item(#"back\slash"#)]))])
        var state = MenuState()
        expectTapError("branches/feature/login", .unknown, #"no item 'feature' in section 'branches' (expected one of: feature\/login, back\\slash)"#) {
            try state.apply("branches/feature/login", in: menu)
        }
        expectTapError(#"branches/featur\/login"#, .unknown, #"no item 'featur\/login' in section 'branches' (expected one of: feature\/login, back\\slash)"#) {
            try state.apply(#"branches/featur\/login"#, in: menu)
        }
    }

    @Test func onlyIdsWhosePlainSpellingIsMisreadForAnotherReasonThanASlashAreFlagged() {
        #expect(!TapPath.misreads("feature/login"))
        #expect(!TapPath.misreads(#"C:\tmp"#))
        #expect(TapPath.misreads(#"a\\b"#))
        #expect(TapPath.misreads(#"a\/b"#))
        #expect(TapPath.misreads(#"end\"#))
    }
}
