/// The expected outputs of a spec's cases, kept as text: each case a `### name` header line
/// followed by its output.
///
///     ### open at start
///     KIA Tigers
///     …
struct SnapshotFile: Equatable {
    var outputs: [String: String] = [:]
    var order: [String] = []

    static let header = "### "

    init() {}

    init(text: String) {
        var name: String?
        var lines: [Substring] = []
        func finish() {
            guard let name else { return }
            if lines.last == "" { lines.removeLast() }         // the newline ending the output
            outputs[name] = lines.joined(separator: "\n") + "\n"
            order.append(name)
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(Self.header) {
                if lines.last == "" { lines.removeLast() }     // the blank line between cases
                finish()
                name = String(line.dropFirst(Self.header.count))
                lines = []
            } else {
                lines.append(line)
            }
        }
        finish()
    }

    mutating func set(_ name: String, _ output: String) {
        if outputs[name] == nil { order.append(name) }
        outputs[name] = output
    }

    /// The file's text: cases in order, each output ending with one newline.
    var text: String {
        order.map { name in
            let output = outputs[name] ?? ""
            return Self.header + name + "\n" + output + (output.hasSuffix("\n") ? "" : "\n")
        }.joined(separator: "\n")
    }
}
