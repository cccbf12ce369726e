import MenuModel

/// Mistakes Lua accepts but a user would not want, each with its file and line: what
/// `luamenu check` reports and `run` warns about. Groups with many problems are summarised.
final class ProblemLog {
    /// The problems noted, in order.
    private(set) var problems: [String] = []
    /// Problems noted per group, to summarise groups with many (see ``note(_:group:)``).
    private var counts: [String: Int] = [:]
    /// Per list of known names, field → the suggestion for it (or none), so each field name is
    /// judged once. A handful of lists (an item's fields, a section's …), found by `==`, which
    /// for the same array is one pointer comparison: nothing is hashed or joined per item.
    private var suggestions: [(known: [String], byField: [String: String?])] = []

    /// How many problems of one group are listed before the rest are only counted.
    static let problemsPerGroup = 3

    /// Notes `fields`, which `known` doesn't list, at `location` ("tigers.lua:12:"), with a
    /// suggestion when one is close. With `nearMissesOnly` (items, which may carry any data),
    /// only fields that look like a misspelt known one are noted, and not a known one's plural
    /// (`icons`, `values`: data, not typos).
    func noteUnknownFields(_ fields: [String], known: [String], in place: @autoclosure () -> String,
                           nearMissesOnly: Bool = false, at location: @autoclosure () -> String) {
        for field in fields {
            let suggestion = suggestion(for: field, among: known)
            if nearMissesOnly, suggestion == nil || known.contains(where: { Spelling.isPlural(field, of: $0) }) { continue }
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? " (known: \(known.joined(separator: ", ")))"
            let location = location()
            note("\(location) unknown field '\(field)' in \(place())\(hint)", group: "\(location) unknown field '\(field)'")
        }
    }

    /// The known name `field` looks like a typo of, remembered per name: a script's own item
    /// fields (`kind = "city"` on 100,000 cars) are looked at once, not once per item.
    private func suggestion(for field: String, among known: [String]) -> String? {
        let list = suggestions.firstIndex { $0.known == known } ?? {
            suggestions.append((known, [:]))
            return suggestions.count - 1
        }()
        if let remembered = suggestions[list].byField[field] { return remembered }
        let suggestion = Spelling.suggestion(for: field, among: known)
        suggestions[list].byField[field] = .some(suggestion)
        return suggestion
    }

    /// Notes a built menu's own problems (duplicate ids, missing targets …), each placed at
    /// the line that made its block (`origins`, in block order; else `scriptName`), and
    /// summarises the groups.
    func noteProblems(of menu: Menu, origins: [String], scriptName: String) {
        noteProblems(menu.problems(), origins: origins, scriptName: scriptName)
    }

    /// Notes `problems` of a menu, each placed at the line that made its block, and
    /// summarises the groups.
    func noteProblems(_ problems: [Menu.Problem], origins: [String], scriptName: String) {
        for problem in problems {
            let origin = origins.indices.contains(problem.block) ? origins[problem.block] : "\(scriptName):"
            note(origin + " " + problem.message, group: origin + " " + problem.group)
        }
        summarize()
    }

    /// Notes a problem, unless ``problemsPerGroup`` of its group were noted already: then it
    /// is counted, and ``summarize()`` says how many more there were.
    private func note(_ message: String, group: String) {
        let count = counts[group, default: 0]
        counts[group] = count + 1
        if count < Self.problemsPerGroup { problems.append(MessageLimit.bounded(message)) }
    }

    /// Adds "… and N more" for each group with more problems than were listed.
    private func summarize() {
        for (group, count) in counts.sorted(by: { $0.key < $1.key }) where count > Self.problemsPerGroup {
            problems.append("\(group): … and \(count - Self.problemsPerGroup) more like the above")
        }
        counts = [:]
    }
}
