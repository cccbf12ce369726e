import Foundation
import MenuRender
import Testing

/// The five plugins of `examples/plugins/cafe`, over `examples/cafe.lua` untouched by them,
/// as a user runs them: recently viewed kept across runs, favourites, a price chip, a badge,
/// and a sold-out veto with its reason.
@Suite struct ExamplePluginsTests {
    static let plugins = "examples/plugins/cafe"

    /// `luamenu run examples/cafe.lua` with the plugins, `--format json`, and `arguments`.
    static func run(_ arguments: String...) throws -> (result: Luamenu, view: JSONValue) {
        let result = try Luamenu(arguments: ["run", "examples/cafe.lua", "--plugin", plugins, "--format", "json"] + arguments)
        return (result, try JSONValue.parse(result.stdout))
    }

    /// The titles of block `id`'s items in a view model.
    static func titles(_ view: JSONValue, _ id: String) -> [String] {
        guard case .array(let blocks)? = view["blocks"],
              let block = blocks.first(where: { $0["id"] == .string(id) }), case .array(let items)? = block["items"] else { return [] }
        return items.compactMap { if case .string(let title)? = $0["title"] { title } else { nil } }
    }

    @Test func recentlyViewedIsKeptAcrossRunsInThePluginsOwnStore() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("cafe-\(UUID().uuidString).json").path
        _ = try Self.run("--state", state, "--tap", "coffee/latte", "--tap", "dessert/마카롱")
        let (result, view) = try Self.run("--state", state, "--tap", "coffee/americano")
        #expect(result.status == 0)
        #expect(Self.titles(view, "recent") == ["아메리카노", "마카롱", "카페 라떼"])
        let saved = try JSONValue.parse(try String(contentsOfFile: state, encoding: .utf8))
        #expect(saved["store"] == .object([("coupon", .bool(false))]), "the cafe's store is the cafe's alone")
        #expect(saved["plugins"]?["recent"]?["recent"]?[0]?["id"] == .string("americano"))
    }

    @Test func aStarredDrinkIsMarkedWhereverItIsDrawn() throws {
        let (_, view) = try Self.run("--tap", "favourites", "--tap", "favourites/star-latte")
        #expect(Self.titles(view, "coffee").contains("★ 카페 라떼"))
        #expect(Self.titles(view, "favourites").first == "아메리카노")
    }

    @Test func thePriceChipFiltersTheDrinksAndTheBadgeMarksTheCheapOnes() throws {
        let (_, view) = try Self.run("--tap", "budget/under5000")
        #expect(Self.titles(view, "coffee") == ["아메리카노", "카페 라떼", "에스프레소"])
        #expect(Self.titles(view, "drinks") == [])
        guard case .array(let blocks)? = view["blocks"] else { Issue.record("no blocks"); return }
        #expect(blocks.map { $0["id"] }.firstIndex(of: .string("budget")) == blocks.map { $0["id"] }.firstIndex(of: .string("recent")).map { $0 - 1 },
                "the chip is placed before the coffee, as the recent section is")
        let coffee = blocks.first { $0["id"] == .string("coffee") }
        #expect(coffee?["items"]?[0]?["icon"] == .string("👍") && coffee?["items"]?[1]?["icon"] == .null)
    }

    @Test func aSoldOutDrinkSaysWhyItCantBeTapped() throws {
        let (result, view) = try Self.run("--tap", "drinks/ade")
        #expect(result.status == 0)
        #expect(result.stderr.contains("tap 'drinks/ade' was vetoed: 오늘 재료 소진 (the tap hook of soldout.lua:"))
        #expect(Self.titles(view, "recent") == ["아직 없어요"], "a vetoed tap is not recently viewed")
    }

    @Test func inThePreviewAVetoIsAnswerAndEveryPagesWarning() throws {
        let preview = try PreviewClient(["examples/cafe.lua", "--plugin", Self.plugins])
        let page = try preview.events()
        _ = try page.wait(for: "view")
        let (refused, _) = try preview.call("tap", .object([("path", .string("drinks/ade"))]))
        #expect(refused["error"]?["data"]?["kind"] == .string("vetoed"))
        #expect(refused["error"]?["data"]?["reason"] == .string("오늘 재료 소진"))
        let warning = try page.wait(for: "log") { $0["level"] == .string("warning") }
        #expect(warning["text"]?.text.contains("was vetoed: 오늘 재료 소진") == true, "\(warning.text)")
        let (tapped, _) = try preview.call("tap", .object([("path", .string("coffee/latte"))]))
        guard case .array(let blocks)? = tapped["result"]?["blocks"] else { Issue.record("no view: \(tapped.text)"); return }
        #expect(Self.titles(.object([("blocks", .array(blocks))]), "recent") == ["카페 라떼"], "the recent section in the page")
        #expect(preview.stop().status == 0)
    }
}
