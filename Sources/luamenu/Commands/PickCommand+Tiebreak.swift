import TextCore

/// fzf's `--tiebreak` and `--scheme`: how pick orders matches of equal score.
extension PickCommand {
    /// `--tiebreak CRI[,…]` and `--scheme default|path|history`.
    static let orderOptions: [CommandOption<PickCommand>] = [
        CommandOption(["--tiebreak"], value: "CRI[,..]", help: "How matches of equal score are ordered, as fzf's: "
                      + "up to three of length (the shorter line; the default), begin (the match nearer the start), "
                      + "end (nearer the end), chunk (the shorter run of non-spaces around the match), then index "
                      + "(the input's order, always last).") { command, scanner throws(CLIError) in
            command.tiebreaks = try tiebreaks(try scanner.value(of: "--tiebreak"), scanner: scanner)
        },
        CommandOption(["--scheme"], value: "SCHEME", kind: .choices(["default", "path", "history"]),
                      help: "fzf's scoring schemes: history keeps equal matches in the input's order (as "
                      + "--tiebreak=index); path scores as default.") { command, scanner throws(CLIError) in
            let scheme = try scanner.choice(of: "--scheme", among: ["default", "path", "history"])
            command.historyScheme = scheme == "history"
        },
    ]

    /// The criteria of a `--tiebreak` value, with fzf's rules: each once, `index` last, at most three besides it.
    ///
    ///     PickCommand.tiebreaks("begin,length,index", scanner: scanner)   // [.begin, .length]
    static func tiebreaks(_ text: String, scanner: ArgumentScanner) throws(CLIError) -> [Tiebreak] {
        var criteria: [Tiebreak] = [], seen: Set<String> = []
        for word in text.lowercased().split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard word == "index" || Tiebreak(rawValue: word) != nil else {
                throw scanner.usage("bad --tiebreak '\(text)': invalid sort criterion '\(word)' (expected "
                                    + "\(ValueKind.list(Tiebreak.allCases.map(\.rawValue) + ["index"])))")
            }
            guard !seen.contains(word) else { throw scanner.usage("bad --tiebreak '\(text)': '\(word)' is given twice") }
            guard !seen.contains("index") else {
                throw scanner.usage("bad --tiebreak '\(text)': index must be the last criterion")
            }
            seen.insert(word)
            if let criterion = Tiebreak(rawValue: word) { criteria.append(criterion) }
        }
        guard criteria.count <= 3 else { throw scanner.usage("bad --tiebreak '\(text)': at most 3 criteria besides index") }
        return criteria
    }
}
