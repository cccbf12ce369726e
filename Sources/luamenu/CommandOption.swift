/// One option of a command, as the parser reads it and the help lists it: one declaration,
/// so the two can't drift apart.
///
///     CommandOption<RunOptions>(["--width"], value: "N", help: "Fit the text to N cells.") { options, scanner in
///         options.width = try scanner.number(of: "--width", in: 8...100_000)
///     }
struct CommandOption<Options>: Sendable {
    /// Every spelling, short first: `["-i", "--interactive"]`.
    let names: [String]
    /// The value's placeholder in the help (`PATH`); nil for a flag that takes none.
    let value: String?
    /// What the option does, one paragraph (the help wraps it).
    let help: String
    /// Applies the option, reading its value from the scanner when it takes one.
    let apply: @Sendable (inout Options, inout ArgumentScanner) throws(CLIError) -> Void

    init(_ names: [String], value: String? = nil, help: String,
         apply: @escaping @Sendable (inout Options, inout ArgumentScanner) throws(CLIError) -> Void) {
        self.names = names
        self.value = value
        self.help = help
        self.apply = apply
    }

    /// The option's names and placeholder as the help shows them: `-i, --interactive`, `--tap PATH`.
    var synopsis: String {
        names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
    }

    /// The same option for a command whose options hold these at `keyPath` (the script
    /// options every running command shares).
    func lifted<Outer>(_ keyPath: WritableKeyPath<Outer, Options> & Sendable) -> CommandOption<Outer> {
        let apply = self.apply
        return CommandOption<Outer>(names, value: value, help: help) { outer, scanner throws(CLIError) in
            try apply(&outer[keyPath: keyPath], &scanner)
        }
    }
}
