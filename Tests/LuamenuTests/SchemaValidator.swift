import Foundation
import MenuRender

/// A JSON Schema (draft 2020-12) validator for the keywords `docs/view-model.schema.json`
/// uses, so the tests need nothing beyond the toolchain: `$ref` (to `#/…` pointers), `type`,
/// `const`, `enum`, `required`, `properties`, `additionalProperties`, `items`, `prefixItems`,
/// `minItems`, `maxItems`, `minimum`, `oneOf`. Any other keyword is reported as unsupported,
/// so the schema can't quietly grow past what is checked. (`scripts/test` also checks the
/// outputs with Python's `jsonschema`, which knows the whole draft.)
struct SchemaValidator {
    let root: JSONValue

    /// Keywords that say what something means and check nothing.
    static let annotations: Set = ["$schema", "$id", "$defs", "title", "description"]

    /// What is wrong with `instance`, one line each with where (`/blocks/0/items/2/key`); empty
    /// when it is valid.
    func errors(in instance: JSONValue) -> [String] {
        var errors: [String] = []
        validate(instance, root, at: "", into: &errors)
        return errors
    }

    private func validate(_ value: JSONValue, _ schema: JSONValue, at place: String, into errors: inout [String]) {
        guard case .object(let keywords) = schema else {
            if schema == .bool(false) { errors.append("\(place): nothing is allowed here") }
            return
        }
        for (keyword, argument) in keywords {
            switch keyword {
            case _ where Self.annotations.contains(keyword): continue
            case "$ref":
                guard case .string(let pointer) = argument, let target = resolve(pointer) else {
                    errors.append("\(place): unresolvable $ref \(argument.text)")
                    continue
                }
                validate(value, target, at: place, into: &errors)
            case "type":
                let types: [JSONValue] = if case .array(let list) = argument { list } else { [argument] }
                if !types.contains(where: { Self.has(value, type: $0) }) {
                    errors.append("\(place): \(value.text.prefix(60)) is not of type \(argument.text)")
                }
            case "const":
                if value != argument { errors.append("\(place): \(value.text.prefix(60)) is not \(argument.text)") }
            case "enum":
                guard case .array(let allowed) = argument else { continue }
                if !allowed.contains(value) { errors.append("\(place): \(value.text.prefix(60)) is not one of \(argument.text)") }
            case "required":
                guard case .array(let names) = argument, case .object = value else { continue }
                for case .string(let name) in names where value[name] == nil {
                    errors.append("\(place): missing '\(name)'")
                }
            case "properties":
                guard case .object(let members) = value else { continue }
                for (name, member) in members {
                    if let property = argument[name] { validate(member, property, at: "\(place)/\(name)", into: &errors) }
                }
            case "additionalProperties":
                guard case .object(let members) = value else { continue }
                for (name, member) in members where schema["properties"]?[name] == nil {
                    validate(member, argument, at: "\(place)/\(name)", into: &errors)
                }
            case "items":
                guard case .array(let elements) = value else { continue }
                let prefix: Int = if case .array(let list)? = schema["prefixItems"] { list.count } else { 0 }
                for (position, element) in elements.enumerated().dropFirst(prefix) {
                    validate(element, argument, at: "\(place)/\(position)", into: &errors)
                }
            case "prefixItems":
                guard case .array(let elements) = value, case .array(let schemas) = argument else { continue }
                for (position, (element, itemSchema)) in zip(elements, schemas).enumerated() {
                    validate(element, itemSchema, at: "\(place)/\(position)", into: &errors)
                }
            case "minItems", "maxItems":
                guard case .array(let elements) = value, case .int(let bound) = argument else { continue }
                if keyword == "minItems" ? elements.count < bound : elements.count > bound {
                    errors.append("\(place): \(elements.count) items (\(keyword) \(bound))")
                }
            case "minimum":
                guard case .int(let bound) = argument else { continue }
                if case .int(let number) = value, number < bound { errors.append("\(place): \(number) < \(bound)") }
            case "oneOf":
                guard case .array(let choices) = argument else { continue }
                var reasons: [[String]] = []
                for choice in choices {
                    var found: [String] = []
                    validate(value, choice, at: place, into: &found)
                    reasons.append(found)
                }
                let passing = reasons.filter(\.isEmpty).count
                if passing != 1 {
                    errors.append("\(place): \(passing) of oneOf's \(choices.count) schemas match")
                    if passing == 0, let closest = reasons.min(by: { $0.count < $1.count }) { errors += closest }
                }
            default:
                errors.append("\(place): the schema uses '\(keyword)', which this validator does not check")
            }
        }
    }

    /// The schema a `#/…` JSON pointer names.
    private func resolve(_ pointer: String) -> JSONValue? {
        guard pointer.hasPrefix("#") else { return nil }
        var target: JSONValue? = root
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            target = target?[name]
        }
        return target
    }

    private static func has(_ value: JSONValue, type: JSONValue) -> Bool {
        switch (type, value) {
        case (.string("null"), .null), (.string("boolean"), .bool), (.string("string"), .string),
             (.string("array"), .array), (.string("object"), .object), (.string("integer"), .int),
             (.string("number"), .int), (.string("number"), .number):
            true
        case (.string("integer"), .number(let number)):
            number == number.rounded()
        default:
            false
        }
    }
}
