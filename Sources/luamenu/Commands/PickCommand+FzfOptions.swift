import MenuApps
import TextCore

/// fzf's spellings that `pick` reads as fzf does: a flag and the words that turn it off
/// (`--cycle`, `--no-cycle`; `-1`, `+1`), the `--no-…` words that undo an option given before
/// (in `FZF_DEFAULT_OPTS`, say), and fzf's options that mean nothing to pick yet, accepted so
/// that a user's options run, each listed with why it is ignored.
extension PickCommand {
    /// A flag set by `on` and cleared by `off` (fzf's `--no-…` and `+…` spellings); the last one given wins.
    static func flag(_ on: [String], off: [String], _ keyPath: WritableKeyPath<PickCommand, Bool> & Sendable,
                     help: String) -> CommandOption<PickCommand> {
        CommandOption(on + off, help: help) { command, scanner throws(CLIError) in
            command[keyPath: keyPath] = !off.contains(scanner.current)
        }
    }

    /// Whether `word` is a number an option takes as its optional value (fzf's `-m 3`).
    @Sendable static func isNumber(_ word: String) -> Bool {
        word.first?.isNumber == true
    }

    /// Whether `word` is a value an option takes as its optional value, not the next option
    /// (fzf's `--border rounded`: a word that starts with neither `-` nor `+`).
    @Sendable static func isFzfValue(_ word: String) -> Bool {
        !word.hasPrefix("-") && !word.hasPrefix("+")
    }

    /// `--pointer` or `--marker`: its sign, the first line of the value, one or two cells wide.
    static func sign(_ name: String, _ keyPath: WritableKeyPath<PickCommand, String> & Sendable,
                     help: String) -> CommandOption<PickCommand> {
        CommandOption([name], value: "STR", help: help) { command, scanner throws(CLIError) in
            let text = try scanner.value(of: name)
            let sign = String(text.prefix { $0 != "\n" })
            guard !sign.isEmpty, sign.cellWidth <= 2 else {
                throw scanner.usage("bad \(name) '\(text)' (expected a sign one or two cells wide, such as ▶ or ->)")
            }
            command[keyPath: keyPath] = sign
        }
    }

    /// `--border-label-pos` or `--preview-label-pos`: a column (negative from the right, 0 centred), top or bottom.
    static func labelPosition(_ name: String, _ keyPath: WritableKeyPath<PickCommand, LabelPosition> & Sendable)
        -> CommandOption<PickCommand> {
        CommandOption([name], value: "N[:bottom]", help: "Where the label goes: from column N (1 the first; negative "
                      + "from the right end; 0 centred, the default), on the top line or the bottom one (:bottom).") {
            command, scanner throws(CLIError) in
            let text = try scanner.value(of: name)
            guard let position = LabelPosition(text) else {
                throw scanner.usage("bad \(name) '\(text)' (expected a column such as 2, -3 or 0, then :top or :bottom)")
            }
            command[keyPath: keyPath] = position
        }
    }

    /// `--margin` or `--padding`: 1 to 4 sizes.
    static func spacing(_ name: String, _ keyPath: WritableKeyPath<PickCommand, Spacing> & Sendable,
                        help: String) -> CommandOption<PickCommand> {
        CommandOption([name], value: "SIZES", help: help) { command, scanner throws(CLIError) in
            let text = try scanner.value(of: name)
            do throws(SpacingError) {
                command[keyPath: keyPath] = try Spacing(text)
            } catch {
                throw scanner.usage("bad \(name) '\(text)': no size '\(error.value)' (expected 1 to 4 sizes joined by "
                                    + "commas, each cells such as 2 or a share such as 10%, up to 49%)")
            }
        }
    }

    /// fzf's `--no-…` words for options that take a value: each undoes its option.
    static let undoing = CommandOption<PickCommand>(
        ["--no-expect", "--no-header", "--no-header-lines", "--no-history", "--no-height", "--no-preview",
         "--no-border", "--no-info", "--no-margin", "--no-padding", "--no-border-label", "--no-preview-label"],
        help: "Undo that option, given before (in FZF_DEFAULT_OPTS, say); --no-info hides the count.") {
            command, scanner throws(CLIError) in
            switch scanner.current {
            case "--no-expect": command.picker.expect = [:]
            case "--no-header": command.picker.header = []
            case "--no-header-lines": command.headerLines = 0
            case "--no-history": command.history = nil
            case "--no-height": command.height = nil
            case "--no-preview": command.paneCommand = nil
            case "--no-border": command.picker.border = .none
            case "--no-margin": command.picker.margin = .zero
            case "--no-padding": command.picker.padding = .zero
            case "--no-border-label": command.picker.borderLabel = ""
            case "--no-preview-label": command.picker.previewLabel = ""
            default: command.picker.info = .hidden
            }
        }

    /// fzf's options that pick accepts and does nothing with, grouped by why.
    static let ignoredOptions: [CommandOption<PickCommand>] = [
        ignored(["--algo"], value: "TYPE", "pick scores as fzf's v2 (the default) always"),
        ignored(["--clear", "--no-clear"], "pick always clears its rows"),
    ]

    /// Options read and dropped, their values included; the help says `reason`.
    private static func ignored(_ names: [String], value: String? = nil, optionalValue: String? = nil,
                                _ reason: String) -> CommandOption<PickCommand> {
        CommandOption(names, value: value, optionalValue: optionalValue, help: "fzf's, accepted and ignored: \(reason).") {
            _, scanner throws(CLIError) in
            if value != nil { _ = try scanner.value(of: scanner.current) }
            if optionalValue != nil { _ = scanner.optionalValue(next: isFzfValue) }
        }
    }
}
