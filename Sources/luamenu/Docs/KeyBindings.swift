import MenuApps

/// The keys of the full-screen views, `run -i` and `pick`, as their help pages, the man page's
/// KEYS and the manual's key tables write them: from each view's ``KeyTable``, which is made
/// from the keymaps its key handling reads (``InteractiveKeys``, ``PickerKeys``).
enum KeyBindings {
    /// `run -i`'s keys.
    static let run = InteractiveKeys.table

    /// What `run -i`'s keys leave out: how Esc and Alt are told apart.
    static let runNote = "Esc then a key typed after it are two keys; in one read (as Alt sends them), Alt with that key."

    /// `pick`'s keys: fzf's.
    static let pick = PickerKeys.table

    /// The table as a help page's section: one row each, the explanation beside the keys, a
    /// section's title before its rows.
    static func section(_ table: KeyTable, note: String? = nil) -> String {
        table.sections.map { section in
            (section.title.map { "\n  \($0):\n" } ?? "") + section.rows.map { HelpLayout.row($0.keys, $0.does, column: 36) }.joined()
        }.joined() + (note.map { "\n" + HelpLayout.paragraph($0) } ?? "")
    }

    /// The table as the man page's rows: a tagged paragraph each, a section's title before its rows.
    static func roff(_ table: KeyTable, note: String? = nil) -> String {
        table.sections.map { section in
            (section.title.map { ".PP\n" + Roff.escaped($0) + ":\n" } ?? "")
                + section.rows.map { ".TP\n" + Roff.escaped($0.keys) + "\n" + Roff.escaped($0.does) + "\n" }.joined()
        }.joined() + (note.map { ".PP\n" + Roff.escaped($0) + "\n" } ?? "")
    }

    /// The table as the manual's Markdown: a table for each section, its title before it.
    static func markdown(_ table: KeyTable) -> String {
        table.sections.map { section in
            (section.title.map { "\($0):\n\n" } ?? "") + "| key | what it does |\n|---|---|\n"
                + section.rows.map { "| \(cell($0.keys)) | \(cell($0.does)) |\n" }.joined()
        }.joined(separator: "\n")
    }

    /// Text for a Markdown table's cell: `|` escaped, `--options` and key names left as they are.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
