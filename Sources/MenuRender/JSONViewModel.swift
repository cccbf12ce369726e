import MenuModel

/// The JSON view model of `--format json`: the model a non-terminal front end draws.
///
///     {"title":"KIA Tigers","blocks":[{"kind":"section","id":"outfield","title":"외야수",
///       "open":true,"columns":2,"items":[{"id":"나성범","title":"나성범","detail":null,…}]}]}
public enum JSONViewModel {
    /// The document: title, blocks, `scrolled` (the index the view scrolls to, or null) and
    /// `query` (the search, or null). While a query is active, items carry `matches`: the
    /// matched characters of the title as `[start, end]` character offsets.
    public static func document(_ view: MenuView) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("title", .string(view.title)), ("blocks", .array(view.blocks.map(block))),
            ("scrolled", .string(view.scrolledIndex)), ("query", .string(view.query)),
        ]
        if !view.submenu.isEmpty { members.append(("submenu", .array(view.submenu.map(JSONValue.string)))) }
        return .object(members)
    }

    static func block(_ block: BlockView) -> JSONValue {
        switch block {
        case .section(let section):
            return .object(head("section", section.id, section.title) + [
                ("open", .bool(section.open)), ("columns", .int(section.columns)),
                ("items", .array(section.items.map(item))),
            ] + hotkey(section.hotkey))
        case .selection(let selection):
            return .object(head("selection", selection.id, selection.title) + [
                ("columns", .int(selection.columns)), ("expanded", .string(selection.expanded)),
                ("categories", .array(selection.categories.map { category in
                    .object([("id", .string(category.id)), ("title", .string(category.title)),
                             ("expanded", .bool(category.expanded)),
                             ("items", .array(category.items.map(item)))])
                })),
            ] + hotkey(selection.hotkey))
        case .filter(let filter):
            return .object(head("filter", filter.id, filter.title) + [
                ("selected", .string(filter.selected)),
                ("options", .array(filter.options.map { option in
                    .object([("id", .string(option.id)), ("title", .string(option.title)),
                             ("selected", .bool(option.selected))])
                })),
                ("targets", .array(filter.targets.map(JSONValue.string))),
            ] + hotkey(filter.hotkey))
        case .index(let index):
            return .object(head("index", index.id, index.title) + [
                ("current", .string(index.current)), ("scroll", .string(index.scrollTarget)),
                ("letters", .array(index.letters.map(JSONValue.string))),
                ("groups", .array(index.groups.map { group in
                    .object([("letter", .string(group.letter)), ("items", .array(group.items.map(item)))])
                })),
            ] + results(index.results) + hotkey(index.hotkey))
        }
    }

    /// While a query is active, `"results"`: the index's matches as one list, best first, each
    /// item with the `letter` it is filed under (`groups` is then empty); else nothing.
    private static func results(_ results: IndexResults?) -> [(String, JSONValue)] {
        guard let results else { return [] }
        return [("results", .array(results.map { .object(members(of: $0.item) + [("letter", .string($0.letter))]) }))]
    }

    /// `"hotkey"` when the block has one, else nothing.
    private static func hotkey(_ key: String?) -> [(String, JSONValue)] {
        key.map { [("hotkey", .string($0))] } ?? []
    }

    private static func head(_ kind: String, _ id: String, _ title: String?) -> [(String, JSONValue)] {
        [("kind", .string(kind)), ("id", .string(id)), ("title", .string(title))]
    }

    /// `{ id, title, detail, style, icon }`, then only what is set: `kind` (for separators
    /// and headings), `checked`, `disabled`, `hotkey`, `value`, `choose`, `submenu`, `selected`, `matches`.
    static func item(_ item: ItemView) -> JSONValue {
        .object(members(of: item))
    }

    /// The members of an item's object, in order.
    private static func members(of item: ItemView) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("id", .string(item.id)), ("title", .string(item.title)), ("detail", .string(item.detail)),
            ("style", .string(item.style?.rawValue)), ("icon", .string(item.icon)),
        ]
        if item.kind != .entry { members.append(("kind", .string(item.kind.rawValue))) }
        if let checked = item.checked {
            members.append(("checked", checked == .mixed ? .string("mixed") : .bool(checked == .on)))
        }
        if item.disabled { members.append(("disabled", .bool(true))) }
        if let hotkey = item.hotkey { members.append(("hotkey", .string(hotkey))) }
        if let value = item.value { members.append(("value", .string(value))) }
        if item.choose { members.append(("choose", .bool(true))) }
        if item.hasSubmenu { members.append(("submenu", .bool(true))) }
        if let selected = item.selected { members.append(("selected", .bool(selected))) }
        if let matches = item.matches {
            members.append(("matches", .array(matches.map { .array([.int($0.lowerBound), .int($0.upperBound)]) })))
        }
        return members
    }
}
