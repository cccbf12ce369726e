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
    /// scrolls to, or null), `query` (the active search, or null), `noResults` (while a query
    /// matched nothing in the blocks it searches: "No results for '…'"), `submenu` (while one is
    /// open: its path of ids), `screen` (while the open submenu is a screen of blocks, which are
    /// then `blocks`: `{"title", "path"}`, its title and the path that goes back), `warnings` (what the script was warned about while this
    /// document was made) and, while the script on disk fails to load and this is its last good
    /// menu, `loadError` (`{"kind", "message"}`). Every tappable element carries its tap `path`;
    /// every item a `key` unique in the document. `data` gives an item's own data (see
    /// ``item(_:)``), nil for none.
    ///
    /// - Throws: ``EvaluationStopped`` when a limit stops the script while rows are made.
    public static func document(_ view: MenuView, warnings: [String] = [], loadError: Problem? = nil,
                                data: (ItemView) throws(EvaluationStopped) -> JSONValue? = { _ in nil })
        throws(EvaluationStopped) -> JSONValue {
        var sink = JSONTreeSink()
        try write(view, warnings: { warnings }, loadError: loadError, data: data, into: &sink)
        return sink.result ?? .null
    }

    /// Writes the document (see ``document(_:warnings:data:)``) as compact text to `output`, in
    /// chunks of about 64 KiB, each row made (its labels evaluated, its data read) as it is
    /// reached: nothing but the row being written and the chunk being filled is held, so
    /// `output` can count what it keeps, or stop the writing by throwing. `warnings` is asked
    /// for last, so it includes what making the rows warned about.
    ///
    /// - Throws: ``EvaluationStopped`` when a limit stops the script, or `output` stops.
    public static func write(_ view: MenuView, warnings: () -> [String], loadError: Problem? = nil,
                             data: (ItemView) throws(EvaluationStopped) -> JSONValue? = { _ in nil },
                             to output: @escaping (String) throws(EvaluationStopped) -> Void) throws(EvaluationStopped) {
        var sink = JSONTextSink(output: output)
        try write(view, warnings: warnings, loadError: loadError, data: data, into: &sink)
        try sink.finish()
    }

    /// Writes the document into `sink`.
    private static func write<Sink: JSONSink>(_ view: MenuView, warnings: () -> [String], loadError: Problem?,
                                              data: (ItemView) throws(EvaluationStopped) -> JSONValue?,
                                              into sink: inout Sink) throws(EvaluationStopped) {
        try withoutActuallyEscaping(data) { data throws(EvaluationStopped) in
            var writer = Writer(data: data)
            try sink.beginObject()
            try sink.members([("version", .int(version)), ("title", .string(view.title))])
            try sink.key("blocks")
            try sink.beginArray()
            for block in view.blocks { try writer.block(block, into: &sink) }
            try sink.end()
            try sink.members([("scrolled", .string(view.scrolledIndex)), ("query", .string(view.query))])
            if let message = view.noResultsMessage { try sink.members([("noResults", .string(message))]) }
            if !view.submenu.isEmpty { try sink.members([("submenu", .array(view.submenu.map(JSONValue.string)))]) }
            if let title = view.screenTitle, let back = view.screenBack {
                try sink.members([("screen", .object([("title", .string(title)), ("path", .string(back.path.description))]))])
            }
            try sink.members([("warnings", .array(warnings().map(JSONValue.string)))])
            if let loadError { try sink.members([("loadError", loadError.json)]) }
            try sink.end()
        }
    }

    /// What stands in for the document when the script could not be run, tapped or drawn:
    /// `{"version":1,"error":{"kind":"tap","message":"…"},"warnings":[…]}`. `kind` is a
    /// `ScriptError.Kind`'s name, or `file` when a file the tool reads or writes failed.
    public static func error(kind: String, message: String, warnings: [String] = []) -> JSONValue {
        .object([("version", .int(version)),
                 ("error", Problem(kind: kind, message: message).json),
                 ("warnings", .array(warnings.map(JSONValue.string)))])
    }

    /// What went wrong, as a document says it: `{"kind": "load", "message": "menu.lua:3: …"}`.
    public struct Problem: Equatable, Sendable {
        /// A `ScriptError.Kind`'s name, or `file`.
        public var kind: String
        /// For people: `FILE:LINE: what went wrong`.
        public var message: String

        public init(kind: String, message: String) {
            self.kind = kind
            self.message = message
        }

        public var json: JSONValue { .object([("kind", .string(kind)), ("message", .string(message))]) }
    }

    /// One item alone, as it appears in a section `section` (its key is then its path):
    /// `{ key, path, id, title, detail, style, styles: {title, detail}, icon }`, then only what
    /// is set: `subtitle`, `kind` (for separators and headings), `control` (`"switch"`), `checked`,
    /// `disabled`, `hotkey`, `value` (a number when the script gave one), `choose`, `submenu`, `selected`, `matches`, `data`.
    static func item(_ item: ItemView, section: String = "section") -> JSONValue {
        var writer = Writer(data: { _ in nil })
        var sink = JSONTreeSink()
        // Neither a tree nor an item without data can stop the writing.
        try? writer.object(of: item, path: TapTarget.item(section: section, submenu: [], id: item.id).path.description,
                           into: &sink)
        return sink.result ?? .null
    }

    /// One block alone, as it appears in a document of only it.
    static func block(_ block: BlockView) throws(EvaluationStopped) -> JSONValue {
        var writer = Writer(data: { _ in nil })
        var sink = JSONTreeSink()
        try writer.block(block, into: &sink)
        return sink.result ?? .null
    }

    /// Writes one document's blocks, handing out each item's key.
    private struct Writer {
        let data: (ItemView) throws(EvaluationStopped) -> JSONValue?
        /// The keys given so far: a key already taken gets "#2", "#3" … after it.
        var keys: Set<String> = []

        mutating func block<Sink: JSONSink>(_ block: BlockView, into sink: inout Sink) throws(EvaluationStopped) {
            try sink.beginObject()
            switch block {
            case .section(let section):
                // An open submenu's id is its ids as a path (the document's version 1 says so):
                // its opener's.
                let id = section.openerTarget?.path.description ?? section.id
                try sink.members(head("section", id, section.title) + [
                    ("path", .string(section.headerTarget.path.description)),
                    ("open", .bool(section.open)), ("columns", .int(section.columns)),
                ])
                try sink.key("items")
                try items(section.items, under: TapPath(segments: [section.id] + section.submenu), into: &sink)
                try sink.members(hotkey(section.hotkey))
            case .selection(let selection):
                try sink.members(head("selection", selection.id, selection.title) + [
                    ("columns", .int(selection.columns)), ("expanded", .string(selection.expanded)),
                ])
                try sink.key("categories")
                try sink.beginArray()
                for category in selection.categories {
                    let target = TapTarget.category(selection: selection.id, id: category.id)
                    try sink.beginObject()
                    try sink.members([
                        ("id", .string(category.id)), ("title", .string(category.title)),
                        ("path", .string(target.path.description)),
                        ("expanded", .bool(category.expanded)),
                        ("selectedCount", .int(category.selectedCount)),
                    ])
                    try sink.key("items")
                    try items(category.items, under: TapPath(segments: [selection.id, category.id]), into: &sink)
                    try sink.end()
                }
                try sink.end()
                try sink.members(hotkey(selection.hotkey))
            case .filter(let filter):
                try sink.members(head("filter", filter.id, filter.title) + [
                    ("selected", .string(filter.selected)),
                    ("options", .array(filter.options.map { option in
                        .object([("id", .string(option.id)), ("title", .string(option.title)),
                                 ("path", .string(TapTarget.option(filter: filter.id, id: option.id).path.description)),
                                 ("selected", .bool(option.selected))])
                    })),
                    ("targets", .array(filter.targets.map(JSONValue.string))),
                ] + (filter.style == .chips ? [] : [("style", .string(filter.style.rawValue))]) + hotkey(filter.hotkey))
            case .index(let index):
                try sink.members(head("index", index.id, index.title) + [
                    ("current", .string(index.current)), ("scroll", .string(index.scrollTarget)),
                    ("letters", .array(index.letters.map(JSONValue.string))),
                    ("jumps", .array(jumps(index))),
                ])
                try sink.key("groups")
                try sink.beginArray()
                for group in index.groups {
                    let jump = TapTarget.jump(index: index.id, letter: group.letter)
                    try sink.beginObject()
                    try sink.members([("letter", .string(group.letter)), ("path", .string(jump.path.description))])
                    try sink.key("items")
                    try items(group.items, under: TapPath(segments: [index.id, group.letter]), into: &sink)
                    try sink.end()
                }
                try sink.end()
                try results(index, into: &sink)
                try sink.members(hotkey(index.hotkey))
            }
            try sink.end()
        }

        /// Every letter with the path that jumps to it, and whether a group has items there.
        private func jumps(_ index: IndexView) -> [JSONValue] {
            let filled = Set(index.groups.map(\.letter))
            return index.letters.map { letter in
                .object([("letter", .string(letter)),
                         ("path", .string(TapTarget.jump(index: index.id, letter: letter).path.description)),
                         ("filled", .bool(filled.contains(letter)))])
            }
        }

        /// While a query is active, `"results"`: the index's matches as one list, best first,
        /// each item with the `letter` it is filed under (`groups` is then empty); else nothing.
        private mutating func results<Sink: JSONSink>(_ index: IndexView, into sink: inout Sink) throws(EvaluationStopped) {
            guard let results = index.results else { return }
            try sink.key("results")
            try sink.beginArray()
            for position in 0..<results.count {
                let result = try results.result(at: position)
                let target = TapTarget.entry(index: index.id, letter: result.letter, id: result.item.id)
                try object(of: result.item, path: target.path.description, letter: result.letter, into: &sink)
            }
            try sink.end()
        }

        /// The items of a list as an array, each made as it is reached; `list` is the path of
        /// the list (`names`, `region/서울`), an item's is that path and its id (`names/Ryan`).
        private mutating func items<Sink: JSONSink>(_ items: ItemViews, under list: TapPath,
                                                    into sink: inout Sink) throws(EvaluationStopped) {
            let prefix = list.description + "/"
            keys.reserveCapacity(keys.count + items.count)
            try sink.beginArray()
            for index in items.indices {
                let item = try items.row(at: index, keeping: false)
                try object(of: item, path: prefix + TapPath.escaped(item.id), into: &sink)
            }
            try sink.end()
        }

        /// Writes an item's object: its members, its `data`, then the `letter` it is filed
        /// under when it has one; `path` is its tap path. Written member by member, so a long
        /// list makes no value per row.
        mutating func object<Sink: JSONSink>(of item: ItemView, path: String, letter: String? = nil,
                                             into sink: inout Sink) throws(EvaluationStopped) {
            try sink.beginObject()
            try sink.member("key", .string(key(for: path)))
            try sink.member("path", item.kind == .entry ? .string(path) : .null)
            try sink.member("id", .string(item.id))
            try sink.member("title", .string(item.title))
            if item.detail == nil, item.style == nil, item.titleStyle == nil, item.detailStyle == nil, item.icon == nil {
                try sink.members(Self.plain)                                        // most rows of a long list
            } else {
                try sink.member("detail", .string(item.detail))
                try sink.member("style", .string(item.style?.rawValue))
                try sink.key("styles")
                try sink.beginObject()
                try sink.member("title", .string(item.titleStyle?.rawValue))
                try sink.member("detail", .string(item.detailStyle?.rawValue))
                try sink.end()
                try sink.member("icon", .string(item.icon))
            }
            if let subtitle = item.subtitle { try sink.member("subtitle", .string(subtitle)) }
            if item.kind != .entry { try sink.member("kind", .string(item.kind.rawValue)) }
            if item.isSwitch { try sink.member("control", .string("switch")) }
            if let checked = item.checked {
                try sink.member("checked", checked == .mixed ? .string("mixed") : .bool(checked == .on))
            }
            if item.disabled { try sink.member("disabled", .bool(true)) }
            if let hotkey = item.hotkey { try sink.member("hotkey", .string(hotkey)) }
            if let value = item.value { try sink.member("value", Self.value(value, isNumber: item.valueIsNumber)) }
            if item.choose { try sink.member("choose", .bool(true)) }
            if item.hasSubmenu { try sink.member("submenu", .bool(true)) }
            if let selected = item.selected { try sink.member("selected", .bool(selected)) }
            if let matches = item.matches {
                try sink.member("matches", .array(matches.map { .array([.int($0.lowerBound), .int($0.upperBound)]) }))
            }
            if let data = try data(item) { try sink.member("data", data) }
            if let letter { try sink.member("letter", .string(letter)) }
            try sink.end()
        }

        /// What a row without detail, style or icon has in their place.
        static let plain = JSONSinkFragment([
            ("detail", .null), ("style", .null), ("styles", .object([("title", .null), ("detail", .null)])), ("icon", .null),
        ])

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
