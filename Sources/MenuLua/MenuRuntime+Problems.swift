import CLua
import LuaShim
import MenuModel

/// Collecting mistakes Lua accepts but a user would not want, each with its file and line:
/// what `luamenu check` reports and `run` warns about.
extension MenuRuntime {
    /// "tigers.lua:12:", where the script called the host function that is running.
    func callerLocation() -> String {
        lm_pushwhere(L, 1)
        defer { stack.pop() }
        var location = stack.string(at: -1) ?? ""
        while location.last == " " { location.removeLast() }
        return location
    }

    /// Notes the fields of `reader`'s table that `known` doesn't list, with a suggestion when
    /// one is close. With `nearMissesOnly` (items, which may carry any data), only fields that
    /// look like a misspelt known one are noted, and not a known one's plural (`icons`,
    /// `values`: data, not typos).
    func noteUnknownFields(_ reader: TableReader, known: [String], in place: @autoclosure () -> String,
                           nearMissesOnly: Bool = false) {
        noteUnknownFields(reader.unknownFields(known: known), known: known, in: place(), nearMissesOnly: nearMissesOnly)
    }

    /// Notes `fields`, which `known` doesn't list (see the other form).
    func noteUnknownFields(_ fields: [String], known: [String], in place: @autoclosure () -> String,
                           nearMissesOnly: Bool = false) {
        for field in fields {
            let suggestion = suggestion(for: field, among: known)
            if nearMissesOnly, suggestion == nil || known.contains(where: { Spelling.isPlural(field, of: $0) }) { continue }
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? " (known: \(known.joined(separator: ", ")))"
            let location = callerLocation()
            noteProblem("\(location) unknown field '\(field)' in \(place())\(hint)",
                        group: "\(location) unknown field '\(field)'")
        }
    }

    /// The known name `field` looks like a typo of, remembered per name: a script's own item
    /// fields (`kind = "city"` on 100,000 cars) are looked at once, not once per item.
    private func suggestion(for field: String, among known: [String]) -> String? {
        let key = known.joined(separator: ",") + ":" + field
        if let remembered = suggestions[key] { return remembered }
        let suggestion = Spelling.suggestion(for: field, among: known)
        suggestions[key] = .some(suggestion)
        return suggestion
    }

    /// Adds the built menu's own problems (duplicate ids, missing targets …), each placed at
    /// the line that made its block.
    func noteMenuProblems() {
        guard let current else { return }
        let origins = documents[current].origins
        for problem in documents[current].menu.problems() {
            let origin = origins.indices.contains(problem.block) ? origins[problem.block] : "\(scriptName):"
            noteProblem(origin + " " + problem.message, group: origin + " " + problem.group)
        }
        summarizeProblems()
    }

    /// How many problems of one group are listed before the rest are only counted.
    static let problemsPerGroup = 3

    /// Notes a problem, unless ``problemsPerGroup`` of its group were noted already: then it
    /// is counted, and ``summarizeProblems()`` says how many more there were.
    func noteProblem(_ message: String, group: String) {
        let count = problemCounts[group, default: 0]
        problemCounts[group] = count + 1
        if count < Self.problemsPerGroup { problems.append(message) }
    }

    /// Adds "… and N more" for each group with more problems than were listed.
    func summarizeProblems() {
        for (group, count) in problemCounts.sorted(by: { $0.key < $1.key }) where count > Self.problemsPerGroup {
            problems.append("\(group): … and \(count - Self.problemsPerGroup) more like the above")
        }
        problemCounts = [:]
    }
}
