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

    /// The same option for a command whose options hold these where `reach` hands them to a
    /// change (the script options every running command shares):
    ///
    ///     option.lifted { $1(&$0.scriptOptions) }
    ///
    /// (A closure, not a key path: a key path is made at its first use, some 60,000
    /// instructions of a cold start.)
    func lifted<Outer>(_ reach: @escaping Reach<Outer, Options>) -> CommandOption<Outer> {
        let apply = self.apply
        return CommandOption<Outer>(names, value: value, optionalValue: optionalValue, kind: kind, help: help) {
            outer, scanner throws(CLIError) in
            var failure: CLIError?
            reach(&outer) { options in
                do throws(CLIError) { try apply(&options, &scanner) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }
}

/// How a command's options reach a part of them: the closure applies a change to the part
/// (`{ $1(&$0.scriptOptions) }`).
typealias Reach<Outer, Inner> = @Sendable (inout Outer, (inout Inner) -> Void) -> Void

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
