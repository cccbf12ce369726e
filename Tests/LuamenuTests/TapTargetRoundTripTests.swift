import MenuLua
import MenuModel
import MenuRender
import Testing

/// One tap grammar: for every example, in its first view and in the view after each of its
/// targets is tapped, every tappable element the renderer draws (and every path the JSON view
/// model writes) names itself: resolving its path gives the element back.
@Suite struct TapTargetRoundTripTests {
    /// The example's runtime, loaded as `luamenu run` does (no arguments, no input).
    static func runtime(_ name: String) throws -> MenuRuntime {
        try MenuRuntime(script: Luamenu.root + "/examples/\(name).lua", options: .init(printDescriptor: 2, timeout: 300))
    }

    /// Checks every target drawn at `width` and every path of the JSON document.
    static func expectRoundTrips(_ runtime: MenuRuntime, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let submenu = runtime.state.submenu
        let targets = try runtime.drawing { view in TextRenderer(width: 80).layout(view).targets.map(\.target) }
        #expect(!targets.isEmpty, "\(name): something is tappable", sourceLocation: sourceLocation)
        for target in targets {
            #expect(try runtime.menu.target(at: target.path, openSubmenu: submenu) == target,
                    "\(name): \(target)", sourceLocation: sourceLocation)
            if target.itemID != nil {
                let drawn = try runtime.drawing { view throws(EvaluationStopped) in try view.item(at: target) }
                #expect(drawn?.id == target.itemID, "\(name): the view finds \(target)", sourceLocation: sourceLocation)
            }
        }
        let document = try runtime.drawing { view throws(EvaluationStopped) in try JSONViewModel.document(view) }
        for path in Self.paths(in: document) {
            let target = try runtime.menu.target(at: TapPath(path), openSubmenu: submenu)
            #expect(target.path.description == path, "\(name): JSON path \(path)", sourceLocation: sourceLocation)
        }
        guard !submenu.isEmpty else { return }
        // The open submenu's id is a path too: it names the item that opened the submenu.
        for id in Self.sectionIDs(in: document) {
            let opener = try runtime.menu.target(at: TapPath(id), openSubmenu: submenu)
            #expect(opener.path.description == id && opener.path.segments == submenu,
                    "\(name): the submenu's id \(id)", sourceLocation: sourceLocation)
        }
    }

    /// The `"id"` of every section of a JSON document.
    static func sectionIDs(in document: JSONValue) -> [String] {
        guard case .object(let members) = document, case .array(let blocks)? = members.first(where: { $0.0 == "blocks" })?.1
        else { return [] }
        return blocks.compactMap { block in
            guard case .object(let fields) = block, fields.contains(where: { $0.0 == "kind" && $0.1 == .string("section") }),
                  case .string(let id)? = fields.first(where: { $0.0 == "id" })?.1 else { return nil }
            return id
        }
    }

    /// Every `"path"` string of a JSON document.
    static func paths(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            return members.flatMap { key, member -> [String] in
                if key == "path", case .string(let path) = member { return [path] }
                return paths(in: member)
            }
        case .array(let elements): return elements.flatMap(paths)
        default: return []
        }
    }

    @Test(arguments: ExampleTests.examples)
    func everyDrawnTargetResolvesToItself(name: String) throws {
        let runtime = try Self.runtime(name)
        try Self.expectRoundTrips(runtime, name)
        let start = runtime.state
        let targets = try runtime.drawing { view in TextRenderer(width: 80).layout(view).targets.map(\.target) }
        for target in targets {
            try runtime.restore(start)
            let outcome = try runtime.tap(target)
            #expect(outcome.target == target)
            try Self.expectRoundTrips(runtime, "\(name) after \(target)")
        }
    }

    @Test func aPathByTitleResolvesToTheTargetById() throws {
        let runtime = try Self.runtime("tigers")
        #expect(try runtime.menu.target(at: "외야수/나성범") == .item(section: "outfield", submenu: [], id: "나성범"))
        let regions = try Self.runtime("regions")
        #expect(try regions.menu.target(at: "region/서울/강남") == .child(selection: "region", category: "서울", id: "강남"))
        let contacts = try Self.runtime("contacts")
        let entry = try contacts.menu.target(at: "contacts/R")
        #expect(entry == .jump(index: "contacts", letter: "R"))
    }
}
