import Foundation
@testable import MenuLua
import Testing

/// Every API name the manual documents has its annotation in `lua/menu.d.lua`, read from the
/// manual itself (not from the host's lists, which ``ReferenceTests`` checks): a field, callback,
/// function or method the manual adds shows up here until `luamenu types` covers it.
@Suite struct ManualAnnotationTests {
    /// One name the manual documents, and where the annotations must have it.
    struct Documented: Equatable, CustomStringConvertible {
        enum Place: Equatable {
            /// A field (or callback) of a class, by its key: `menu.SectionSpec`'s `on_query`.
            case field(of: String, key: String)
            /// A function as the file declares it: `function menu.store(`, `function Menu:tap(`.
            case function(String)
            /// A literal of an alias: `"list"` in the filter's style, `false` in `menu.Search`.
            case literal(in: String)
        }

        var name: String
        var place: Place
        /// The manual's line that documents it.
        var line: Int

        var description: String { "docs/manual.md:\(line): \(name) (\(place))" }
    }

    static let manual = (try? String(contentsOf: ReferenceTests.root.appendingPathComponent("docs/manual.md"),
                                     encoding: .utf8)) ?? ""

    /// The class a block's signature (`m:section{ … }`) or a table's header row documents.
    static let signatureClasses = ["m:section": "menu.SectionSpec", "m:selection": "menu.SelectionSpec",
                                   "m:filter": "menu.FilterSpec", "m:index": "menu.IndexSpec",
                                   "menu.new": "menu.MenuSpec"]
    static let tableClasses = ["| field | meaning |": "menu.ItemTable", "| field | holds |": "menu.Target"]

    /// The names `markdown` documents: the fields of each block's signature line and of
    /// `menu.new{…}`, the rows of the items' and the tap target's field tables, the module's
    /// functions and fields, the methods, the hooks' events, the search modes, the filter's
    /// styles and the items' styles.
    static func documented(in markdown: String) -> [Documented] {
        var names: [Documented] = []
        var table: String?                                // the header row of the table being read
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            let number = index + 1
            if line.hasPrefix("|") {
                if table == nil { table = line; continue }
            } else {
                table = nil
            }
            if let table, !line.hasPrefix("|---") {
                let first = line.split(separator: "|").first.map(String.init) ?? ""
                names += tableRow(first, header: table, line: number)
                if tableClasses[table] == "menu.ItemTable", code(in: first) == ["style"] {      // the styles' names
                    names += code(in: line).dropFirst().filter { $0.allSatisfy(\.isLetter) }
                        .map { Documented(name: "\"\($0)\"", place: .literal(in: "menu.Style"), line: number) }
                }
            }
            for (signature, fields) in signatures(in: line) {
                guard let place = signatureClasses[signature] else { continue }
                names += fields.map { Documented(name: $0, place: .field(of: place, key: $0), line: number) }
            }
            if line.hasPrefix("`search = ") {
                names += literals(in: line).map { Documented(name: $0, place: .literal(in: "menu.Search"), line: number) }
            }
            if line.contains("`style = \"list\"`") {
                names += ["list", "chips"].map { Documented(name: "\"\($0)\"", place: .literal(in: "menu.FilterSpec"), line: number) }
            }
        }
        return names
    }

    /// What one table row documents, by its table's header.
    static func tableRow(_ first: String, header: String, line: Int) -> [Documented] {
        let names = code(in: first)
        if let place = tableClasses[header] {
            return names.map { Documented(name: $0, place: .field(of: place, key: $0), line: line) }
        }
        switch header {
        case "| event | called | may |":
            return names.map { Documented(name: "\"\($0)\"", place: .literal(in: "menu.Event"), line: line) }
        case "| method | does |":
            return names.compactMap { name in
                guard name.hasPrefix("m:") else { return nil }
                let method = name.dropFirst(2).prefix { $0.isLetter || $0 == "_" }
                return Documented(name: name, place: .function("function Menu:\(method)("), line: line)
            }
        case "| function | does |":
            return names.compactMap { name in
                guard name.hasPrefix("menu.") else { return nil }
                let path = name.prefix { $0.isLetter || $0 == "_" || $0 == "." }.split(separator: ".").map(String.init)
                let called = name.dropFirst(path.joined(separator: ".").count).first.map { "({".contains($0) } ?? false
                switch (path.count, called) {
                case (2, true): return Documented(name: name, place: .function("function menu.\(path[1])("), line: line)
                case (2, false): return Documented(name: name, place: .field(of: "menu", key: path[1]), line: line)
                case (3, true) where path[1] == "hangul":
                    return Documented(name: name, place: .function("function Hangul.\(path[2])("), line: line)
                case (3, true) where path[1] == "json":
                    return Documented(name: name, place: .function("function JSON.\(path[2])("), line: line)
                case (3, false) where path[1] == "json":
                    return Documented(name: name, place: .field(of: "menu.JSON", key: path[2]), line: line)
                default: return Documented(name: name, place: .field(of: "menu", key: path[1]), line: line)   // menu.host.NAME
                }
            }
        default:
            return []
        }
    }

    /// Each `` `NAME{ a?, b = 1, c }` `` in `line`, with its fields' names.
    static func signatures(in line: String) -> [(String, [String])] {
        code(in: line).compactMap { text in
            guard let brace = text.firstIndex(of: "{"), text.hasSuffix("}") else { return nil }
            var fields: [String] = [], depth = 0, part = ""
            for character in text[text.index(after: brace)..<text.index(before: text.endIndex)] {
                if "({".contains(character) { depth += 1 } else if ")}".contains(character) { depth -= 1 }
                if character == ",", depth == 0 { fields.append(part); part = "" } else { part.append(character) }
            }
            fields.append(part)
            let names = fields.map { String($0.drop { $0 == " " }.prefix { $0.isLetter || $0 == "_" }) }
            return (String(text[..<brace]), names.filter { !$0.isEmpty })
        }
    }

    /// The texts in backquotes in `line`.
    static func code(in line: String) -> [String] {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The quoted strings and `false` in a line.
    static func literals(in line: String) -> [String] {
        let quoted = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { "\"\($0.element)\"" }
        return quoted + (line.contains("| false |") ? ["false"] : [])
    }

    /// The documented names that `annotations` has no annotation for.
    static func missing(_ documented: [Documented], in annotations: String) -> [String] {
        let cats = LuaCATS(annotations)
        let lines = annotations.split(separator: "\n").map(String.init)
        return documented.filter { name in
            switch name.place {
            case .field(let owner, let key): cats.classes[owner]?.fields[key] == nil
            case .function(let declaration): !annotations.contains(declaration)
            case .literal(let owner):
                !lines.contains { $0.hasPrefix(owner == "menu.FilterSpec" ? "---@field style? " : "---@alias \(owner) ")
                    && $0.contains(name.name) }
            }
        }.map(\.description)
    }

    @Test func everyNameTheManualDocumentsIsAnnotated() {
        let documented = Self.documented(in: Self.manual)
        #expect(documented.count > 100, "\(documented.count) names read")
        for (name, place) in [("on_query", Documented.Place.field(of: "menu.SectionSpec", key: "on_query")),
                              ("subtitle", .field(of: "menu.ItemTable", key: "subtitle")),
                              ("switch", .field(of: "menu.ItemTable", key: "switch")),
                              ("preview", .field(of: "menu.ItemTable", key: "preview")),
                              ("on_finish", .field(of: "menu.MenuSpec", key: "on_finish")),
                              ("menu.store{ defaults }", .function("function menu.store(")),
                              ("false", .literal(in: "menu.Search")), ("\"list\"", .literal(in: "menu.FilterSpec")),
                              ("m:remove(id)", .function("function Menu:remove(")), ("\"finish\"", .literal(in: "menu.Event")),
                              ("\"danger\"", .literal(in: "menu.Style")),
                              ("item", .field(of: "menu.Target", key: "item"))] {
            #expect(documented.contains { $0.name == name && $0.place == place }, "the manual's \(name) is not read")
        }
        #expect(Self.missing(documented, in: LuaAnnotations.text) == [])
    }

    @Test func aNameTheAnnotationsLackIsNamedWithItsLine() {
        let documented = Self.documented(in: Self.manual)
        let old = LuaAnnotations.text
            .replacingOccurrences(of: "---@field on_query?", with: "---")
            .replacingOccurrences(of: "function menu.store(", with: "function menu.stored(")
            .replacingOccurrences(of: "|\"fuzzy\"|false|", with: "|\"fuzzy\"|")
        let missing = Self.missing(documented, in: old)
        #expect(missing.contains { $0.contains(": on_query (field(of: \"menu.SectionSpec\"") }, "\(missing)")
        #expect(missing.contains { $0.contains("menu.store{ defaults }") }, "\(missing)")
        #expect(missing.contains { $0.hasSuffix(": false (literal(in: \"menu.Search\"))") }, "\(missing)")
    }
}
