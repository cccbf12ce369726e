import Foundation
import MenuRender
import Testing
import TextCore

/// Every example runs, and behaves like the seed menu it reproduces.
@Suite struct ExampleTests {
    static let examples = ["tigers", "regions", "cars", "mypage", "contacts", "korean_contacts", "settings", "branches", "cafe"]

    @Test(arguments: examples)
    func exampleRunsAsTextAndJSON(name: String) throws {
        let text = try Luamenu("run", "examples/\(name).lua", "--width", "60")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(!text.stdout.contains("\u{1B}"), "text without a terminal has no colour codes")
        #expect(text.stdout.split(separator: "\n").allSatisfy { $0.cellWidth <= 60 })
        let json = try Luamenu("run", "examples/\(name).lua", "--format", "json")
        #expect(json.status == 0)
        #expect(try json.json()["blocks"] is [Any])
    }

    @Test func everyExampleFileIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Luamenu.root + "/examples")
            .filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }
        #expect(Set(files) == Set(Self.examples))
    }

    @Test func tigersSectionsFoldWhenTheirHeaderIsTapped() throws {
        let open = try Luamenu("run", "examples/tigers.lua", "--width", "60").stdout
        #expect(open.contains("▾ 외야수") && open.contains("나성범"))
        let folded = try Luamenu("run", "examples/tigers.lua", "--tap", "외야수", "--width", "60").stdout
        #expect(folded.contains("▸ 외야수 (5)") && !folded.contains("나성범"))
        let tapped = try Luamenu("run", "examples/tigers.lua", "--tap", "outfield/나성범")
        #expect(tapped.stdout.hasPrefix("버튼 동작: 나성범\n"))
    }

    @Test func regionsFollowTheAllRules() throws {
        func picked(_ taps: String...) throws -> [String] {
            let result = try Luamenu(arguments: ["run", "examples/regions.lua", "--format", "json"]
                + taps.flatMap { ["--tap", "region/서울" + $0] })
            let region = try #require(try result.json().block("region"))
            let seoul = try #require((region["categories"] as? [[String: Any]])?.first { $0["id"] as? String == "서울" })
            return (seoul["items"] as? [[String: Any]] ?? []).filter { $0["selected"] as? Bool == true }.compactMap { $0["id"] as? String }
        }
        #expect(try picked("", "/강남", "/종로") == ["종로", "강남"])
        #expect(try picked("", "/강남", "/전체") == ["전체"])
        #expect(try picked("", "/전체", "/용산") == ["용산"])
        #expect(try picked("", "/전체", "/전체") == [])
        let result = try Luamenu("run", "examples/regions.lua", "--tap", "region/서울/전체")
        #expect(result.stdout.hasPrefix("선택: 서울: 전체\n"), "on_change hears the choice")
    }

    @Test func carsAreFilteredByTheChosenChip() throws {
        let result = try Luamenu("run", "examples/cars.lua", "--tap", "type/luxury", "--format", "json")
        let cars = try #require(try result.json().block("cars"))
        #expect((cars["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["K9", "G90"])
        #expect(result.stderr == "filterCars(by: .luxury)\n", "print goes to stderr with --format json")
        let text = try Luamenu("run", "examples/cars.lua", "--tap", "type/Luxury").stdout
        #expect(text.contains("[Luxury]") && !text.contains("[All]"))
    }

    @Test func myPageShowsTheFillRule() throws {
        let before = try Luamenu("run", "examples/mypage.lua", "--format", "json").json()
        let details = (before["blocks"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
            .map { "\($0["id"]!)=\($0["detail"]!)/\($0["style"]!)/\($0["icon"]!)" }
        #expect(details == ["kakaoTalkId=30실 받기/accent/💬", "mbti=ENFP/muted/🧩", "similarAnimal=30실 받기/accent/🐾",
                            "physicalHeight=181/muted/📏", "emailVerification=인증됨/muted/✉️"])
        let after = try Luamenu("run", "examples/mypage.lua", "--tap", "contact/kakaoTalkId")
        #expect(after.stdout.hasPrefix("didTappedSubViews(view: .kakaoTalkId)\n"))
        #expect(after.stdout.contains("tigers_fan") && after.stdout.components(separatedBy: "30실 받기").count == 2)
    }

    @Test func contactsJumpScrollsTheLetterToTheTop() throws {
        let result = try Luamenu("run", "examples/contacts.lua", "--tap", "contacts/R", "--height", "4", "--width", "40")
        #expect(result.stdout == "scrollTo(R, anchor: .top)\nR\n  👤 Rei\n  👤 Riner\n  👤 Ryaan\n")
        let empty = try Luamenu("run", "examples/contacts.lua", "--tap", "contacts/Q", "--height", "1")
        #expect(empty.stdout.hasSuffix("\nR\n"), "an empty letter scrolls to the next group with items")
    }

    @Test func colourIsUsedOnlyWhenAsked() throws {
        let ansi = try Luamenu("run", "examples/mypage.lua", "--format", "ansi")
        #expect(ansi.stdout.contains("\u{1B}[34m30실 받기\u{1B}[0m"), "accent is blue")
        #expect(ansi.stdout.contains("\u{1B}[90mENFP\u{1B}[0m"), "muted is grey")
        let piped = try Luamenu("run", "examples/mypage.lua", environment: ["NO_COLOR": "1"])
        #expect(!piped.stdout.contains("\u{1B}"))
    }
}
