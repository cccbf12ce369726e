import Foundation
import MenuRender
import Testing

/// What a front end needs from the JSON view model beyond the text: tap paths, unique keys,
/// styles per part, typed values, the script's own item data, counts that a search doesn't
/// shrink, warnings.
@Suite struct ViewModelContentTests {
    /// `run --format json` on a script, parsed.
    static func document(_ source: String, _ extra: String...) throws -> JSONValue {
        let run = try Luamenu(arguments: ["run", try Luamenu.script(source), "--format", "json"] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try JSONValue.parse(run.stdout)
        #expect(ViewModelSchemaTests.validator.errors(in: document) == [])
        return document
    }

    /// The items of every block of `document`, in order (a selection's children too).
    static func items(_ document: JSONValue) -> [JSONValue] {
        guard case .array(let blocks)? = document["blocks"] else { return [] }
        return blocks.flatMap { block -> [JSONValue] in
            var lists: [JSONValue?] = [block["items"], block["results"]]
            if case .array(let categories)? = block["categories"] { lists += categories.map { $0["items"] } }
            if case .array(let groups)? = block["groups"] { lists += groups.map { $0["items"] } }
            return lists.flatMap { list -> [JSONValue] in
                if case .array(let items)? = list { return items }
                return []
            }
        }
    }

    @Test func everyTappableThingCarriesThePathThatTapsIt() throws {
        let document = try Self.document("""
            local m = menu.new{}
            m:section{ id = "b", title = "Branches", items = { { id = "feature/login", title = "login" }, "main" } }
            m:selection{ id = "r", title = "R", categories = { { id = "서울", title = "서울", items = { "강남" } } } }
            m:filter{ id = "t", target = "b", options = { { id = "all", title = "All" } } }
            m:index{ id = "c", items = { "Rei" }, letters = { "A", "R" } }
            return m
            """)
        let blocks = try #require(document["blocks"])
        #expect(blocks[0]?["path"] == .string("b"))
        #expect(Self.items(document).map { $0["path"] } == [
            .string(#"b/feature\/login"#), .string("b/main"), .string("r/서울/강남"), .string("c/R/Rei"),
        ])
        #expect(blocks[1]?["categories"]?[0]?["path"] == .string("r/서울"))
        #expect(blocks[2]?["options"]?[0]?["path"] == .string("t/all"))
        #expect(blocks[3]?["jumps"] == JSONValue.array([
            .object([("letter", .string("A")), ("path", .string("c/A")), ("filled", .bool(false))]),
            .object([("letter", .string("R")), ("path", .string("c/R")), ("filled", .bool(true))]),
        ]))
        #expect(blocks[3]?["groups"]?[0]?["path"] == .string("c/R"))
    }

    @Test func keysAreUniqueInTheDocumentWhenIdsRepeat() throws {
        let document = try Self.document("""
            local m = menu.new{}
            m:selection{ id = "r", categories = {
              { id = "서울", title = "서울", items = { "중구", "동구" } },
              { id = "부산", title = "부산", items = { "중구" } } } }
            m:section{ id = "s", title = "S", items = { "a", "a", { separator = true }, "a#2" } }
            return m
            """)
        let keys = Self.items(document).compactMap { item -> String? in
            if case .string(let key)? = item["key"] { return key }
            return nil
        }
        #expect(keys == ["r/서울/중구", "r/서울/동구", "r/부산/중구", "s/a", "s/a#2", #"s/\/separator\/3"#, "s/a#2#2"])
        #expect(Set(keys).count == keys.count)
        #expect(Self.items(document)[5]["path"] == .null, "a separator has no path: taps never reach it")
    }

    @Test func stylesSayWhichPartTheStyleColoursAsTheTerminalDoes() throws {
        let document = try Luamenu("run", "examples/mypage.lua", "--format", "json").stdout
        let kakao = try #require(Self.items(try JSONValue.parse(document)).first { $0["id"] == .string("kakaoTalkId") })
        #expect(kakao["styles"] == .object([("title", .null), ("detail", .string("accent"))]))
        let ansi = try Luamenu("run", "examples/mypage.lua", "--format", "ansi", "--width", "60").stdout
        let line = try #require(ansi.split(separator: "\n").first { $0.contains("30실 받기") })
        #expect(line.contains("\u{1B}[34m30실 받기"), "the detail is blue (accent)")
        #expect(!line.contains("\u{1B}[34m카카오톡"), "the title is not")
        let plain = try Self.document("local m = menu.new{}\nm:section{ title = 'S', items = { { id = 'x', title = 'X', style = 'danger' } } }\nreturn m")
        #expect(Self.items(plain)[0]["styles"] == .object([("title", .string("danger")), ("detail", .null)]))
    }

    @Test func valuesKeepTheirType() throws {
        let document = try Self.document("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { title = "i", value = 7 }, { title = "f", value = 7.5 }, { title = "t", value = "7" },
              { title = "h", value = math.huge } } }
            return m
            """)
        #expect(Self.items(document).map { $0["value"] } == [.int(7), .number(7.5), .string("7"), .string("inf")])
    }

    @Test func theItemsOwnDataComesAlongPlainAndReadWhenTheDocumentIsMade() throws {
        let document = try Self.document("""
            local m = menu.new{}
            local shared = { "x", "y" }
            local loop = { name = "loop" }
            loop.self = loop
            local car = { id = "ray", title = "Ray", kind = "city", price = 15000, used = false, tags = shared,
                          spec = { seats = 4, doors = { 3, 5 } }, loop = loop, call = function() end, mixed = { 1, k = 2 } }
            m:section{ id = "cars", title = "Cars", items = { car, { id = "plain", title = "Plain" } },
              on_tap = function(item) item.price = item.price - 1000 end }
            return m
            """, "--tap", "cars/ray")
        let items = Self.items(document)
        #expect(items[0]["data"] == .object([
            ("kind", .string("city")), ("loop", .object([("name", .string("loop"))])),
            ("mixed", .object([("1", .int(1)), ("k", .int(2))])), ("price", .int(14000)),
            ("spec", .object([("doors", .array([.int(3), .int(5)])), ("seats", .int(4))])),
            ("tags", .array([.string("x"), .string("y")])), ("used", .bool(false)),
        ]), "sorted keys; the function left out; the cycle cut; the price as the handler left it")
        #expect(items[1]["data"] == nil, "an item with no data of its own has none")
    }

    @Test func aSelectedChildHiddenByTheSearchStillCounts() throws {
        let document = try Self.document("""
            local m = menu.new{}
            m:selection{ id = "r", categories = { { id = "서울", title = "서울", items = { "강남", "종로" } } } }
            return m
            """, "--tap", "r/서울/강남", "--tap", "r/서울/종로", "--query", "종")
        let category = try #require(document["blocks"]?[0]?["categories"]?[0])
        #expect(category["selectedCount"] == .int(2))
        #expect(category["items"].map { if case .array(let items) = $0 { items.count } else { 0 } } == 1)
        #expect(document["query"] == .string("종"))
    }

    @Test func warningsOfTheRunAreInTheDocument() throws {
        let document = try Self.document("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { { id = "a", title = function() error("no label") end },
                                           { id = "d", title = "D", disabled = true } } }
            return m
            """, "--tap", "s/d")
        guard case .array(let warnings)? = document["warnings"] else { Issue.record("no warnings"); return }
        #expect(warnings.count == 2)
        #expect(warnings.first == .string("item 'd' of section 's' is disabled"))
        #expect(warnings.dropFirst().first?.text.contains("no label (in the title of item 'a')") == true)
    }
}

extension JSONValue {
    /// The element at `position` of an array.
    subscript(position: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(position) else { return nil }
        return elements[position]
    }
}
