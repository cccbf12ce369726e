/// What a case of a snapshot spec drew: the text its snapshot keeps and, when the script
/// failed to load or a tap or the drawing failed, that error (the text is then `error: …`).
struct CaseOutput: Equatable {
    var text: String
    var error: String?

    /// A drawn menu.
    init(text: String) {
        self.text = text
    }

    /// A case stopped by `message`, kept in the snapshot as `error: message`.
    init(error message: String) {
        text = "error: \(message)\n"
        error = message
    }
}
