import MenuModel

/// The state file's format: what `--state FILE` saves and loads.
///
///     {"version":1,"open":{"outfield":false},"expanded":{"region":"서울"},
///      "selected":{"region":{"서울":["종로"]}},"filter":{"type":"city"},
///      "current":{"contacts":"R"},"scrolled":"contacts"}
extension MenuState {
    public var json: JSONValue {
        func map<V>(_ map: [String: V], _ value: (V) -> JSONValue) -> JSONValue {
            .object(map.sorted { $0.key < $1.key }.map { ($0.key, value($0.value)) })
        }
        var members: [(String, JSONValue)] = [
            ("version", .int(1)),
            ("open", map(open) { .bool($0) }),
            ("expanded", map(expanded) { .string($0) }),
            ("selected", map(selected) { map($0) { .array($0.map(JSONValue.string)) } }),
            ("filter", map(filter) { .string($0) }),
            ("current", map(current) { .string($0) }),
            ("scrolled", .string(scrolledIndex)),
        ]
        if !submenu.isEmpty { members.append(("submenu", .array(submenu.map(JSONValue.string)))) }
        return .object(members)
    }

    /// Reads a state document; entries of the wrong type are an error naming them.
    public init(json: JSONValue) throws(JSONValue.ParseError) {
        guard case .object = json else { throw Self.bad("the document", "an object") }
        let open = try Self.map(json["open"], "open") { value throws(JSONValue.ParseError) in
            guard case .bool(let flag) = value else { throw Self.bad("an entry of 'open'", "true or false") }
            return flag
        }
        let selected = try Self.map(json["selected"], "selected") { value throws(JSONValue.ParseError) in
            try Self.map(value, "selected") { list throws(JSONValue.ParseError) in
                guard case .array(let ids) = list else { throw Self.bad("an entry of 'selected'", "a list of ids") }
                var texts: [String] = []
                for id in ids { texts.append(try Self.text(id)) }
                return texts
            }
        }
        var scrolled: String?
        if case .string(let index) = json["scrolled"] { scrolled = index }
        var submenu: [String] = []
        switch json["submenu"] {
        case nil, .null?: break
        case .array(let ids)?:
            for id in ids { submenu.append(try Self.text(id)) }
        default: throw Self.bad("'submenu'", "a list of ids")
        }
        self.init(open: open, expanded: try Self.map(json["expanded"], "expanded", Self.text), selected: selected,
                  filter: try Self.map(json["filter"], "filter", Self.text),
                  current: try Self.map(json["current"], "current", Self.text), scrolledIndex: scrolled, submenu: submenu)
    }

    private static func map<V>(_ value: JSONValue?, _ name: String,
                               _ element: (JSONValue) throws(JSONValue.ParseError) -> V) throws(JSONValue.ParseError) -> [String: V] {
        guard let value, value != .null else { return [:] }
        guard case .object(let members) = value else { throw bad("'\(name)'", "an object") }
        var result: [String: V] = [:]
        for (key, member) in members { result[key] = try element(member) }
        return result
    }

    private static func text(_ value: JSONValue) throws(JSONValue.ParseError) -> String {
        guard case .string(let text) = value else { throw bad("a value", "a string") }
        return text
    }

    private static func bad(_ what: String, _ expected: String) -> JSONValue.ParseError {
        JSONValue.ParseError(offset: nil, message: "\(what) is not \(expected)")
    }
}
