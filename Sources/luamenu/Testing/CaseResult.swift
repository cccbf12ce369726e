/// How one case of a snapshot spec came out: passed, or why it failed, and whether its last
/// tap shows in its snapshot at all.
struct CaseResult: Equatable {
    /// Why a case failed.
    enum Failure: Equatable {
        /// The script failed to load, or a tap or the drawing failed, and the snapshot doesn't
        /// keep that error: the message, which a diff would bury.
        case error(String)
        /// The menu draws differently from the snapshot.
        case changed(expected: String, actual: String)
        /// The spec has a case the snapshot file has not.
        case noSnapshot
    }

    /// The spec's path.
    var spec: String
    /// The case's name and line in the spec.
    var name: String
    var line: Int?
    /// nil when the case passed (or `--update` wrote it).
    var failure: Failure?
    /// The case's last tap when the case draws the same without it (its previous step): the
    /// case asserts nothing new, as a restart case whose section starts folded, so that its
    /// snapshot never shows the value it means to keep.
    var unseenTap: String?
    /// How long the case took to run.
    var duration: Duration

    /// `spec.lua:12:`, where the case is, for the start of a message.
    var location: String { spec + ":" + (line.map { "\($0):" } ?? "") }

    /// The verdict on `output` against the snapshot's `expected` (nil: none kept): passed when
    /// they are the same, even an error the snapshot keeps on purpose.
    static func failure(of output: CaseOutput, expected: String?) -> Failure? {
        if expected == output.text { return nil }
        if let error = output.error { return .error(error) }
        guard let expected else { return .noSnapshot }
        return .changed(expected: expected, actual: output.text)
    }

    /// The warning about ``unseenTap``, if any.
    var warning: String? {
        unseenTap.map {
            "\(location) case '\(name)': its last tap '\($0)' changes nothing the snapshot shows (the case draws the same "
                + "without it): it asserts nothing new"
        }
    }
}
