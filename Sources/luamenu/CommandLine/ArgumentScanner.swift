import MenuModel

/// Walks a command's arguments: options as `--name value` or `--name=value`, flags, `--`,
/// and positionals, with usage errors that name the command and the option. A short option's
/// value may be joined to it (`-qTEXT`), and short flags bundled (`-me`): ``CommandSpec``
/// splits them with ``attach(_:to:)`` and ``putBack(_:)``, knowing which options take values.
///
///     var scanner = ArgumentScanner(["tigers.lua", "--tap=outfield"], command: "run")
///     while let argument = try scanner.next() { … }   // .positional("tigers.lua"), .option("--tap")
struct ArgumentScanner {
    enum Argument: Equatable {
        case positional(String)
        case option(String)
    }

    let command: String
    /// The option just returned, as its spelling in the table (`-q` for `-qTEXT`).
    private(set) var current = ""
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
        // `=` joins a value to a long option only: `-q=x` is -q with the value `=x`, as getopt reads it.
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            current = argument
            return .option(argument)
        }
        let name = String(argument[..<equals])
        inline = (name, String(argument[argument.index(after: equals)...]))
        current = name
        return .option(name)
    }

    /// Reads the argument just returned as `option` with `value` joined to it (`-qTEXT`).
    mutating func attach(_ value: String, to option: String) {
        inline = (option, value)
        current = option
    }

    /// Reads the argument just returned as `option`, `rest` to be read next (the flags after
    /// the first in a bundle: `-me` is `-m`, then `-e`; or a `+s` word read as an option).
    mutating func putBack(_ rest: String?, reading option: String) {
        if let rest { self.rest.insert(rest, at: self.rest.startIndex) }
        current = option
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

    /// The value written after `=` in the flag just returned, if one was (`--multi=3`), else
    /// the next argument when `takes` says it is the flag's (fzf's `-m 3`, `--border rounded`).
    mutating func optionalValue(next takes: (String) -> Bool = { _ in false }) -> String? {
        if let value = inline?.value {
            inline = nil
            return value
        }
        guard let next = rest.first, takes(next) else { return nil }
        return rest.popFirst()
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

    /// The error for an option the command doesn't take, suggesting the closest of `known`;
    /// worded as fzf's (`unknown option: --foobar`), which scripts run through `pick` may look for.
    func unknown(_ option: String, among known: [String]) -> CLIError {
        guard let suggestion = Self.suggestion(for: option, among: known) else {
            return usage("unknown option: \(option) for '\(command)'")
        }
        return usage("unknown option: \(option) (did you mean '\(suggestion)'?)")
    }

    /// The name among `known` that `name` is a typo of; none for one-letter options, where
    /// any other letter would be one edit away.
    static func suggestion(for name: String, among known: [String]) -> String? {
        guard name.drop(while: { $0 == "-" }).count > 1 else { return nil }
        return Spelling.suggestion(for: name, among: known.filter { $0.drop(while: { $0 == "-" }).count > 1 })
    }
}
