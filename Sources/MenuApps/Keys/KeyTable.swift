import MenuTerminal

/// What a person reads about a program's keys: sections of rows, each some keys (or another
/// input: typing, a paste, the mouse) and what they do. A program's table is written from its
/// keymaps, with rows for the input no keymap holds, so the help, the man page and the manual
/// list what the key handling reads.
///
///     KeyTable.rows(TextField.keymap.bindings).first   // Row(keys: "left, Ctrl-B", does: "a character left")
public struct KeyTable: Equatable, Sendable {
    /// Keys, as written (`down, j, Ctrl-J`), or another input, and what it does.
    public struct Row: Equatable, Sendable {
        public let keys: String
        public let does: String

        public init(_ keys: String, _ does: String) {
            self.keys = keys
            self.does = does
        }
    }

    /// Rows under a title (none for the first, general, section).
    public struct Section: Equatable, Sendable {
        public let title: String?
        public let rows: [Row]

        public init(_ title: String?, _ rows: [Row]) {
            self.title = title
            self.rows = rows
        }
    }

    public let sections: [Section]

    public init(_ sections: [Section]) {
        self.sections = sections
    }

    /// One row for each of `bindings`, in their order.
    public static func rows<Action>(_ bindings: [Keymap<Action>.Binding]) -> [Row] {
        bindings.map { Row($0.keys.map(\.shownName).joined(separator: ", "), $0.does) }
    }
}
