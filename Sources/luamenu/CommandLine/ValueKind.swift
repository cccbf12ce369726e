/// What an option's value (or a command's operand) is, so a shell can complete it: free text,
/// a file, a folder, or one of a few words.
///
///     ValueKind(placeholder: "FILE")          // .file(extension: nil)
///     ValueKind.choices(["text", "ansi"])     // completes to text or ansi
enum ValueKind: Equatable, Sendable {
    /// Anything: nothing to complete.
    case text
    /// A path to a file; with an extension, the files that end in it (and folders) are offered.
    case file(extension: String?)
    /// A path to a folder.
    case directory
    /// One of these words.
    case choices([String])
    /// The name of one of luamenu's commands (`help`'s operand).
    case command

    /// The kind a placeholder names: `FILE` a file, `DIR` a folder, `SCRIPT` a `.lua` file,
    /// anything else free text.
    init(placeholder: String?) {
        switch placeholder {
        case "FILE": self = .file(extension: nil)
        case "SCRIPT": self = .file(extension: "lua")
        case "DIR": self = .directory
        default: self = .text
        }
    }

    /// The words as a message lists them: "text, ansi or json".
    static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
