/// Walks a command's arguments: options as `--name value` or `--name=value`, flags, `--`,
/// and positionals, with usage errors that name the command.
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
    private var inline: String?
    private var optionsEnded = false

    init(_ arguments: [String], command: String) {
        self.command = command
        rest = arguments[...]
    }

    mutating func next() throws(CLIError) -> Argument? {
        if let inline { throw usage("option takes no value: '=\(inline)'") }
        guard let argument = rest.popFirst() else { return nil }
        if optionsEnded || !argument.hasPrefix("-") || argument == "-" { return .positional(argument) }
        if argument == "--" {
            optionsEnded = true
            return try next()
        }
        guard let equals = argument.firstIndex(of: "=") else { return .option(argument) }
        inline = String(argument[argument.index(after: equals)...])
        return .option(String(argument[..<equals]))
    }

    /// The value of the option just returned.
    mutating func value(of name: String) throws(CLIError) -> String {
        if let value = inline {
            inline = nil
            return value
        }
        guard let next = rest.popFirst() else { throw usage("option '\(name)' needs a value") }
        return next
    }

    /// A whole number in `range` for option `name`.
    mutating func number(of name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int {
        let text = try value(of: name)
        guard let value = Int(text), range.contains(value) else {
            throw usage("bad \(name) '\(text)' (expected a whole number from \(range.lowerBound) to \(range.upperBound))")
        }
        return value
    }

    func usage(_ message: String) -> CLIError { .usage(message, command: command) }

    func unknown(_ option: String) -> CLIError { usage("unknown option '\(option)' for '\(command)'") }
}
