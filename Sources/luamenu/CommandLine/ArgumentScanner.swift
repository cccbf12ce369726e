import MenuModel

/// Walks a command's arguments: options as `--name value` or `--name=value`, flags, `--`,
/// and positionals, with usage errors that name the command and the option.
///
///     var scanner = ArgumentScanner(["tigers.lua", "--tap=outfield"], command: "run")
///     while let argument = try scanner.next() { … }   // .positional("tigers.lua"), .option("--tap")
struct ArgumentScanner {
    enum Argument: Equatable {
        case positional(String)
        case option(String)
    }

    let command: String
    private var rest: ArraySlice<String>
    /// The value written after `=` in the option just returned, and that option's name.
    private var inline: (option: String, value: String)?
    private var optionsEnded = false

    init(_ arguments: [String], command: String) {
        self.command = command
        rest = arguments[...]
    }

    mutating func next() throws(CLIError) -> Argument? {
        if let inline { throw usage("option '\(inline.option)' takes no value (got '=\(inline.value)')") }
        guard let argument = rest.popFirst() else { return nil }
        if optionsEnded || !argument.hasPrefix("-") || argument == "-" { return .positional(argument) }
        if argument == "--" {
            optionsEnded = true
            return try next()
        }
        guard let equals = argument.firstIndex(of: "=") else { return .option(argument) }
        let name = String(argument[..<equals])
        inline = (name, String(argument[argument.index(after: equals)...]))
        return .option(name)
    }

    /// The value of the option just returned.
    mutating func value(of name: String) throws(CLIError) -> String {
        if let value = inline?.value {
            inline = nil
            return value
        }
        guard let next = rest.popFirst() else { throw usage("option '\(name)' needs a value") }
        return next
    }

    /// The value written after `=` in the flag just returned, if one was (`--multi=3`).
    mutating func optionalValue() -> String? {
        defer { inline = nil }
        return inline?.value
    }

    /// A whole number in `range` for option `name`.
    mutating func number(of name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int {
        try number(try value(of: name), of: name, in: range)
    }

    /// `text` as a whole number in `range` for option `name`.
    func number(_ text: String, of name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw usage("bad \(name) '\(text)' (expected a whole number from \(range.lowerBound) to \(range.upperBound))")
        }
        return value
    }

    /// One of `words` for option `name`.
    mutating func choice(of name: String, among words: [String]) throws(CLIError) -> String {
        let text = try value(of: name)
        guard words.contains(text) else { throw usage("bad \(name) '\(text)' (expected \(ValueKind.list(words)))") }
        return text
    }

    func usage(_ message: String) -> CLIError { .usage(message, command: command) }

    /// The error for an option the command doesn't take, suggesting the closest of `known`.
    func unknown(_ option: String, among known: [String]) -> CLIError {
        guard let suggestion = Self.suggestion(for: option, among: known) else {
            return usage("unknown option '\(option)' for '\(command)'")
        }
        return usage("unknown option '\(option)' (did you mean '\(suggestion)'?)")
    }

    /// The name among `known` that `name` is a typo of; none for one-letter options, where
    /// any other letter would be one edit away.
    static func suggestion(for name: String, among known: [String]) -> String? {
        guard name.drop(while: { $0 == "-" }).count > 1 else { return nil }
        return Spelling.suggestion(for: name, among: known.filter { $0.drop(while: { $0 == "-" }).count > 1 })
    }
}
