/// One option of a command, as the parser reads it and the help, the man page and the shell
/// completions list it: one declaration, so none of them can drift from the others.
///
///     CommandOption<RunOptions>(["--width"], value: "N", help: "Fit the text to N cells.") { options, scanner in
///         options.width = try scanner.number(of: "--width", in: 8...100_000)
///     }
struct CommandOption<Options>: Sendable {
    /// Every spelling, short first: `["-i", "--interactive"]`.
    let names: [String]
    /// The value's placeholder in the help (`PATH`); nil for a flag that takes none.
    let value: String?
    /// The placeholder of a value the flag may take after `=` (`--multi[=MAX]`); nil for none.
    let optionalValue: String?
    /// What the value is, for shell completion (by default what the placeholder names).
    let kind: ValueKind
    /// What the option does, one paragraph (the help wraps it).
    let help: String
    /// Applies the option, reading its value from the scanner when it takes one.
    let apply: @Sendable (inout Options, inout ArgumentScanner) throws(CLIError) -> Void

    init(_ names: [String], value: String? = nil, optionalValue: String? = nil, kind: ValueKind? = nil, help: String,
         apply: @escaping @Sendable (inout Options, inout ArgumentScanner) throws(CLIError) -> Void) {
        self.names = names
        self.value = value
        self.optionalValue = optionalValue
        self.kind = kind ?? ValueKind(placeholder: value)
        self.help = help
        self.apply = apply
    }

    /// The option's names and placeholder as the help shows them: `-i, --interactive`, `--tap PATH`.
    var synopsis: String { entry.synopsis }

    /// The option without its parser: what the man page and the completions are written from.
    var entry: OptionEntry {
        OptionEntry(names: names, value: value, kind: kind, help: help, optionalValue: optionalValue)
    }

    /// The same option for a command whose options hold these at `keyPath` (the script
    /// options every running command shares).
    func lifted<Outer>(_ keyPath: WritableKeyPath<Outer, Options> & Sendable) -> CommandOption<Outer> {
        let apply = self.apply
        return CommandOption<Outer>(names, value: value, optionalValue: optionalValue, kind: kind, help: help) {
            outer, scanner throws(CLIError) in
            try apply(&outer[keyPath: keyPath], &scanner)
        }
    }
}

/// An option as documents list it, whatever the command's options type: its names, value
/// placeholder and kind, and help.
struct OptionEntry: Equatable, Sendable {
    let names: [String]
    let value: String?
    let kind: ValueKind
    let help: String
    /// A value the flag may take after `=`: completions offer the flag, the help `[=MAX]`.
    var optionalValue: String? = nil

    /// `-i, --interactive`, `--tap PATH`, `-m, --multi[=MAX]`.
    var synopsis: String {
        names.joined(separator: ", ") + (value.map { " " + $0 } ?? "") + (optionalValue.map { "[=\($0)]" } ?? "")
    }
}
