import MenuSession
/// `pick --history FILE`: the queries accepted before, oldest first, one per line, and the
/// query accepted now added at the end (not twice in a row), keeping the last `size`.
struct History {
    let path: String
    let size: Int
    private(set) var entries: [String]

    /// The history in `path`, nil without one; a file that can't be read is an error that names it.
    init?(path: String?, size: Int) throws(CLIError) {
        guard let path else { return nil }
        self.path = path
        self.size = size
        switch FileText.contents(of: path) {
        case .text(let text):
            entries = text.split(separator: "\n").map(String.init).suffix(size)
        case .missing:
            entries = []
        case .unreadable(let reason):
            throw .io("cannot read the history file '\(path)': \(reason)")
        }
    }

    /// Adds `query` (unless empty or the last one) and writes the file; a failure is reported on stderr.
    func save(adding query: String) {
        var entries = entries
        if !query.isEmpty, !query.contains("\n"), entries.last != query { entries.append(query) }
        do {
            try FileText.write(entries.suffix(size).map { $0 + "\n" }.joined(), to: path)
        } catch {
            Output.error.write("luamenu: \(error.message)\n")
        }
    }
}
