import MenuModel

/// The JSON view model of `--format json` and `luamenu serve`: the model a non-terminal front
/// end draws and drives. `docs/view-model.schema.json` is its contract; ``version`` changes
/// when a field changes meaning or goes away (new fields may appear in any version).
///
///     {"version":1,"title":"KIA Tigers","blocks":[{"kind":"section","id":"outfield","title":"외야수",
///       "path":"outfield","open":true,"columns":2,"items":[{"key":"outfield/나성범",
///       "path":"outfield/나성범","id":"나성범","title":"나성범","detail":null,…}]}],…,"warnings":[]}
public enum JSONViewModel {
    /// The version of the document's shape, its first member.
    public static let version = 1

    /// The document: `version`, `title`, `blocks`, `scrolled` (the id of the index the view
    /// scrolls to, or null), `query` (the active search, or null), `submenu` (while one is
    /// open: its path of ids) and `warnings` (what the script was warned about while this
    /// document was made). Every tappable element carries its tap `path`; every item a `key`
    /// unique in the document. `data` gives an item's own data (see ``item(_:)``), nil for none.
    public static func document(_ view: MenuView, warnings: [String] = [],
                                data: (ItemView) -> JSONValue? = { _ in nil }) -> JSONValue {
        let blocks = withoutActuallyEscaping(data) { data in
            var writer = Writer(view: view, data: data)
            return view.blocks.map { writer.block($0) }
        }
        var members: [(String, JSONValue)] = [
            ("version", .int(version)), ("title", .string(view.title)), ("blocks", .array(blocks)),
            ("scrolled", .string(view.scrolledIndex)), ("query", .string(view.query)),
        ]
        if !view.submenu.isEmpty { members.append(("submenu", .array(view.submenu.map(JSONValue.string)))) }
        members.append(("warnings", .array(warnings.map(JSONValue.string))))
        return .object(members)
    }

    /// What stands in for the document when the script could not be run, tapped or drawn:
    /// `{"version":1,"error":{"kind":"tap","message":"…"},"warnings":[…]}`. `kind` is a
    /// `ScriptError.Kind`'s name, or `file` when a file the tool reads or writes failed.
    public static func error(kind: String, message: String, warnings: [String] = []) -> JSONValue {
        .object([("version", .int(version)),
                 ("error", .object([("kind", .string(kind)), ("message", .string(message))])),
                 ("warnings", .array(warnings.map(JSONValue.string)))])
    }

    /// One item alone, as it appears in a section tapped at `path` (its key is then its path):
    /// `{ key, path, id, title, detail, style, styles: {title, detail}, icon }`, then only what
    /// is set: `kind` (for separators and headings), `checked`, `disabled`, `hotkey`, `value`
    /// (a number when the script gave one), `choose`, `submenu`, `selected`, `matches`, `data`.
    static func item(_ item: ItemView, path: TapPath = TapPath(segments: ["section"])) -> JSONValue {
        var writer = Writer(view: MenuView(title: nil, blocks: []), data: { _ in nil })
        return .object(writer.members(of: item, in: path))
    }

    /// One block alone, as it appears in a document of only it.
    static func block(_ block: BlockView) -> JSONValue {
        var writer = Writer(view: MenuView(title: nil, blocks: [block]), data: { _ in nil })
        return writer.block(block)
    }

    /// Writes one document's blocks, handing out each item's key.
    private struct Writer {
        let view: MenuView
        let data: (ItemView) -> JSONValue?
        /// The keys given so far: a key already taken gets "#2", "#3" … after it.
        var keys: Set<String> = []

        mutating func block(_ block: BlockView) -> JSONValue {
            switch block {
            case .section(let section):
                let path = view.tapPath(of: section)
                let header = view.submenu.isEmpty ? path : path.appending("..")
                return .object(head("section", section.id, section.title) + [
                    ("path", .string(header.description)),
                    ("open", .bool(section.open)), ("columns", .int(section.columns)),
                    ("items", .array(section.items.map { self.item($0, in: path) })),
                ] + hotkey(section.hotkey))
            case .selection(let selection):
                return .object(head("selection", selection.id, selection.title) + [
                    ("columns", .int(selection.columns)), ("expanded", .string(selection.expanded)),
                    ("categories", .array(selection.categories.map { category in
                        let path = TapPath(segments: [selection.id, category.id])
                        return .object([("id", .string(category.id)), ("title", .string(category.title)),
                                        ("path", .string(path.description)),
                                        ("expanded", .bool(category.expanded)),
                                        ("selectedCount", .int(category.selectedCount)),
                                        ("items", .array(category.items.map { self.item($0, in: path) }))])
                    })),
                ] + hotkey(selection.hotkey))
            case .filter(let filter):
                return .object(head("filter", filter.id, filter.title) + [
                    ("selected", .string(filter.selected)),
                    ("options", .array(filter.options.map { option in
                        .object([("id", .string(option.id)), ("title", .string(option.title)),
                                 ("path", .string(TapPath(segments: [filter.id, option.id]).description)),
                                 ("selected", .bool(option.selected))])
                    })),
                    ("targets", .array(filter.targets.map(JSONValue.string))),
                ] + hotkey(filter.hotkey))
            case .index(let index):
                return .object(head("index", index.id, index.title) + [
                    ("current", .string(index.current)), ("scroll", .string(index.scrollTarget)),
                    ("letters", .array(index.letters.map(JSONValue.string))),
                    ("jumps", .array(jumps(index))),
                    ("groups", .array(index.groups.map { group in
                        let path = TapPath(segments: [index.id, group.letter])
                        return .object([("letter", .string(group.letter)), ("path", .string(path.description)),
                                        ("items", .array(group.items.map { self.item($0, in: path) }))])
                    })),
                ] + results(index) + hotkey(index.hotkey))
            }
        }

        /// Every letter with the path that jumps to it, and whether a group has items there.
        private func jumps(_ index: IndexView) -> [JSONValue] {
            let filled = Set(index.groups.map(\.letter))
            return index.letters.map { letter in
                .object([("letter", .string(letter)),
                         ("path", .string(TapPath(segments: [index.id, letter]).description)),
                         ("filled", .bool(filled.contains(letter)))])
            }
        }

        /// While a query is active, `"results"`: the index's matches as one list, best first,
        /// each item with the `letter` it is filed under (`groups` is then empty); else nothing.
        private mutating func results(_ index: IndexView) -> [(String, JSONValue)] {
            guard let results = index.results else { return [] }
            return [("results", .array(results.map { result in
                let path = TapPath(segments: [index.id, result.letter])
                return .object(members(of: result.item, in: path) + [("letter", .string(result.letter))])
            }))]
        }

        private mutating func item(_ item: ItemView, in path: TapPath) -> JSONValue {
            .object(members(of: item, in: path))
        }

        /// The members of an item's object, in order; `block` is the path its id is appended to.
        mutating func members(of item: ItemView, in block: TapPath) -> [(String, JSONValue)] {
            let path = block.appending(item.id).description
            var members: [(String, JSONValue)] = [
                ("key", .string(key(for: path))), ("path", item.kind == .entry ? .string(path) : .null),
                ("id", .string(item.id)), ("title", .string(item.title)), ("detail", .string(item.detail)),
                ("style", .string(item.style?.rawValue)),
                ("styles", .object([("title", .string(item.titleStyle?.rawValue)),
                                    ("detail", .string(item.detailStyle?.rawValue))])),
                ("icon", .string(item.icon)),
            ]
            if item.kind != .entry { members.append(("kind", .string(item.kind.rawValue))) }
            if let checked = item.checked {
                members.append(("checked", checked == .mixed ? .string("mixed") : .bool(checked == .on)))
            }
            if item.disabled { members.append(("disabled", .bool(true))) }
            if let hotkey = item.hotkey { members.append(("hotkey", .string(hotkey))) }
            if let value = item.value { members.append(("value", Self.value(value, isNumber: item.valueIsNumber))) }
            if item.choose { members.append(("choose", .bool(true))) }
            if item.hasSubmenu { members.append(("submenu", .bool(true))) }
            if let selected = item.selected { members.append(("selected", .bool(selected))) }
            if let matches = item.matches {
                members.append(("matches", .array(matches.map { .array([.int($0.lowerBound), .int($0.upperBound)]) })))
            }
            if let data = data(item) { members.append(("data", data)) }
            return members
        }

        /// `path`, or when another item of the document has it already, `path#2`, `path#3` …
        private mutating func key(for path: String) -> String {
            var key = path
            var count = 1
            while !keys.insert(key).inserted {
                count += 1
                key = "\(path)#\(count)"
            }
            return key
        }

        /// A value as the script gave it: a number stays one (`7`, `7.5`); a number JSON can't
        /// write (`inf`, `nan`) stays text.
        private static func value(_ text: String, isNumber: Bool) -> JSONValue {
            guard isNumber else { return .string(text) }
            if let integer = Int(text) { return .int(integer) }
            if let number = Double(text), number.isFinite { return .number(number) }
            return .string(text)
        }

        /// `"hotkey"` when the block has one, else nothing.
        private func hotkey(_ key: String?) -> [(String, JSONValue)] {
            key.map { [("hotkey", .string($0))] } ?? []
        }

        private func head(_ kind: String, _ id: String, _ title: String?) -> [(String, JSONValue)] {
            [("kind", .string(kind)), ("id", .string(id)), ("title", .string(title))]
        }
    }
}
