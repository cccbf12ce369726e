/// What `run -i --record SPEC` or `preview --record SPEC` saw, step by step: each tap that went
/// through and each search (the keys typed into one search are one step, its last text), as the
/// cases of a snapshot spec, each holding every tap so far and the search in force.
///
///     let recorder = SpecRecorder(taps: [], query: nil)
///     recorder.tapped("outfield"); recorder.searched("나"); recorder.searched("나성")
///     recorder.cases.map(\.name)   // ["start", "1. tap outfield", "2. search '나성'"]
final class SpecRecorder {
    /// One case of the spec written: its name, the taps from the start, the search in force.
    struct Case: Equatable {
        var name: String
        var taps: [String]
        var query: String?
    }

    private(set) var cases: [Case]
    /// Whether the last step was a search, which the next key typed into it replaces.
    private var searching = false

    /// A recording that starts after `taps` and with `query` (what `--tap` and `--query` did
    /// before the view showed).
    init(taps: [String], query: String?) {
        cases = [Case(name: "start", taps: taps, query: query)]
    }

    /// A tap that went through, by its path.
    func tapped(_ path: String) {
        let last = cases[cases.count - 1]
        cases.append(Case(name: "\(cases.count). tap \(path)", taps: last.taps + [path], query: last.query))
        searching = false
    }

    /// The search now `text` (nil or blank: none).
    func searched(_ text: String?) {
        let query = text?.allSatisfy(\.isWhitespace) == false ? text : nil
        if searching { cases.removeLast() }
        let last = cases[cases.count - 1]
        guard query != last.query else { return searching = false }
        let name = query.map { "search '\($0)'" } ?? "clear the search"
        cases.append(Case(name: "\(cases.count). \(name)", taps: last.taps, query: query))
        searching = true
    }
}
