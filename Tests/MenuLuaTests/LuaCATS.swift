/// A LuaCATS type, parsed as lua-language-server parses it: `fun(…): a|b` is one function
/// whose return is `a|b`; only parentheses, `(fun(…): a)|b`, make the function one member.
indirect enum CatsType: Equatable, Sendable {
    /// `string`, `integer`, `any`, an alias or a class (`menu.ItemTable`).
    case name(String)
    /// `"fuzzy"`.
    case literal(String)
    case function(returns: [CatsType])
    case array(CatsType)
    /// `table<K, V>`.
    case table(key: CatsType, value: CatsType)
    /// `{ title?: string }`.
    case record([String: CatsType])
    case union([CatsType])
    /// `T?`.
    case optional(CatsType)
}

/// The classes, aliases and function parameters of a LuaCATS file such as `lua/menu.d.lua`,
/// and what a value of each fits: a small checker for the subset that file uses.
///
///     let cats = LuaCATS(LuaAnnotations.text)
///     let types = cats.types(at: ["match"], in: .name("menu.FilterSpec"))
///     types.contains { cats.accepts($0, kind: "string", literal: "fuzzy") }   // true
struct LuaCATS: Sendable {
    /// A class: its fields, and the value type of a `---@field [string] T` line.
    struct Class: Sendable {
        var fields: [String: CatsType] = [:]
        var stringKeys: CatsType?
    }

    var classes: [String: Class] = [:]
    var aliases: [String: CatsType] = [:]
    /// Each function's parameter types in order, by its name in the file (`Menu:section`, `menu.new`).
    var parameters: [String: [CatsType]] = [:]
    /// Types whose reading depends on the rule that `fun(…): a|b` returns `a|b`.
    var ambiguities: [String] = []

    init(_ text: String) {
        var currentClass: String?
        var pendingParameters: [String: CatsType] = [:]
        for line in text.split(separator: "\n").map(String.init) {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            switch words.first {
            case "---@class" where words.count > 1:
                currentClass = words[1]
                classes[words[1]] = Class()
            case "---@alias" where words.count == 3:
                var parser = TypeParser(words[2])
                aliases[words[1]] = parse(&parser, line: line)
            case "---@field":
                guard let currentClass else { continue }
                var parser = TypeParser(String(line.dropFirst("---@field".count)))
                if parser.skip("[") {
                    _ = parser.parseType()
                    _ = parser.skip("]")
                    let type = parse(&parser, line: line)
                    classes[currentClass]?.stringKeys = type
                } else if case .name(let name)? = parser.next() {
                    let optional = parser.skip("?")
                    let type = parse(&parser, line: line)
                    classes[currentClass]?.fields[name] = optional ? .optional(type) : type
                }
            case "---@param":
                var parser = TypeParser(String(line.dropFirst("---@param".count)))
                guard case .name(let name)? = parser.next() else { continue }
                let optional = parser.skip("?")
                let type = parse(&parser, line: line)
                pendingParameters[name] = optional ? .optional(type) : type
            case "function":
                let signature = words.dropFirst().joined(separator: " ")
                guard let open = signature.firstIndex(of: "("), let close = signature.firstIndex(of: ")") else { continue }
                let names = signature[signature.index(after: open)..<close].split(separator: ",")
                    .map { String($0.filter { $0 != " " }) }
                parameters[String(signature[..<open])] = names.map { pendingParameters[$0] ?? .name("any") }
                pendingParameters = [:]
            default:
                if !line.hasPrefix("---") { currentClass = nil }
            }
        }
    }

    /// The type `parser` reads next; an ambiguous one is noted in ``ambiguities``.
    private mutating func parse(_ parser: inout TypeParser, line: String) -> CatsType {
        let type = parser.parseType()
        if parser.ambiguous { ambiguities.append(line) }
        return type
    }

    /// What a value found at `path` (keys from the outside in) inside a value of `type` may be.
    func types(at path: [String], in type: CatsType) -> [CatsType] {
        path.reduce([type]) { types, key in types.flatMap { step($0, key) } }
    }

    private func step(_ type: CatsType, _ key: String) -> [CatsType] {
        switch type {
        case .optional(let inner): return step(inner, key)
        case .union(let members): return members.flatMap { step($0, key) }
        case .array(let element): return Int(key) == nil ? [] : [element]
        case .table(_, let value): return [value]
        case .record(let fields): return fields[key].map { [$0] } ?? []
        case .function, .literal: return []
        case .name("any"), .name("table"): return [.name("any")]
        case .name(let name):
            if let alias = aliases[name] { return step(alias, key) }
            guard let found = classes[name] else { return [] }
            if let field = found.fields[key] { return [field] }
            return Int(key) == nil ? found.stringKeys.map { [$0] } ?? [] : []
        }
    }

    /// Whether a Lua value of `kind` (`string`, `integer`, `float`, `boolean`, `function`,
    /// `table`, `nil`; `literal` is a string's text, or a boolean's `true` or `false`) fits
    /// `type`.
    func accepts(_ type: CatsType, kind: String, literal: String) -> Bool {
        switch type {
        case .optional(let inner): return kind == "nil" || accepts(inner, kind: kind, literal: literal)
        case .union(let members): return members.contains { accepts($0, kind: kind, literal: literal) }
        case .literal(let text): return kind == "string" && literal == text
        case .function: return kind == "function"
        case .array, .table, .record: return kind == "table"
        case .name(let name):
            if let alias = aliases[name] { return accepts(alias, kind: kind, literal: literal) }
            if classes[name] != nil { return kind == "table" }
            switch name {
            case "any": return true
            case "number": return kind == "integer" || kind == "float"
            case "true", "false": return kind == "boolean" && literal == name
            default: return name == kind
            }
        }
    }
}

/// Reads one LuaCATS type from the start of a text and stops where the type ends (the rest
/// is the description), following lua-language-server's grammar.
struct TypeParser {
    enum Token: Equatable {
        case name(String)
        case string(String)
        case symbol(String)
    }

    private var tokens: [Token]
    private var position = 0
    /// A function outside parentheses was a member of a union, or returned a union outside
    /// parentheses: the reading hangs on the rule that `fun(…): a|b` returns `a|b`.
    private(set) var ambiguous = false
    /// How many parentheses enclose the type being read.
    private var depth = 0

    init(_ text: String) {
        var tokens: [Token] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == " " {
                rest = rest.dropFirst()
            } else if first == "\"" {
                let body = rest.dropFirst().prefix { $0 != "\"" }
                tokens.append(.string(String(body)))
                rest = rest.dropFirst(body.count + 2)
            } else if first.isLetter || first.isNumber || first == "_" {
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                tokens.append(.name(String(name)))
                rest = rest.dropFirst(name.count)
            } else {
                let symbol = rest.hasPrefix("[]") ? "[]" : String(first)
                tokens.append(.symbol(symbol))
                rest = rest.dropFirst(symbol.count)
            }
        }
        self.tokens = tokens
    }

    mutating func next() -> Token? {
        guard position < tokens.count else { return nil }
        position += 1
        return tokens[position - 1]
    }

    private func peek(_ offset: Int = 0) -> Token? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    /// Consumes the symbol if it comes next.
    mutating func skip(_ symbol: String) -> Bool {
        guard peek() == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    /// `unit ('|' unit)*`.
    mutating func parseType() -> CatsType {
        var members: [CatsType] = []
        var bareFunction = false
        repeat {
            bareFunction = bareFunction || peek() == .name("fun")
            guard let unit = parseUnit() else { break }
            members.append(unit)
        } while skip("|")
        if bareFunction && members.count > 1 { ambiguous = true }
        return members.count == 1 ? members[0] : .union(members)
    }

    private mutating func parseUnit() -> CatsType? {
        var unit: CatsType
        switch peek() {
        case .name("fun") where peek(1) == .symbol("("):
            position += 1
            unit = parseFunction()
        case .symbol("("):
            position += 1
            depth += 1
            unit = parseType()
            depth -= 1
            _ = skip(")")
        case .symbol("{"):
            position += 1
            var fields: [String: CatsType] = [:]
            while case .name(let name)? = next() {
                let optional = skip("?")
                _ = skip(":")
                let type = parseType()
                fields[name] = optional ? .optional(type) : type
                if !skip(",") { break }
            }
            _ = skip("}")
            unit = .record(fields)
        case .string(let text):
            position += 1
            unit = .literal(text)
        case .name(let name):
            position += 1
            unit = .name(name)
            if skip("<") {
                let key = parseType()
                let value = skip(",") ? parseType() : key
                _ = skip(">")
                unit = .table(key: key, value: value)
            }
        default:
            return nil
        }
        while true {
            if skip("[]") { unit = .array(unit) } else if skip("?") { unit = .optional(unit) } else { return unit }
        }
    }

    /// `fun(name[?][: type], …)[: [(]type[?], …[)]]`, after `fun`.
    private mutating func parseFunction() -> CatsType {
        _ = skip("(")
        while case .name? = next() {
            _ = skip("?")
            if skip(":") { _ = parseType() }
            if !skip(",") { break }
        }
        _ = skip(")")
        var returns: [CatsType] = []
        if skip(":") {
            let parenthesised = skip("(")
            repeat {
                let type = parseType()
                if case .union = type, !parenthesised, depth == 0 { ambiguous = true }
                returns.append(skip("?") ? .optional(type) : type)
            } while skip(",")
            if parenthesised { _ = skip(")") }
        }
        return .function(returns: returns)
    }
}
