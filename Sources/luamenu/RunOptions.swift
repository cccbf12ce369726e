/// The options of `luamenu run SCRIPT [--tap PATH]... [--format F] [--width N] [--height N]`.
struct RunOptions: Equatable {
    enum Format: String, CaseIterable {
        case text, ansi, json
    }

    var script: String
    var taps: [String] = []
    /// nil: ansi on a terminal unless NO_COLOR is set, else text.
    var format: Format?
    /// nil: the terminal's width, else 80.
    var width: Int?
    var height: Int?
    /// Seconds for the script's load and each tap and render; 0: no limit.
    var timeout: Double = 5
    /// MiB of memory for Lua; 0: no limit.
    var memory: Int = 256
    var unsafe = false
    var plugins: [String] = []
    var stateFile: String?

    /// Parses the arguments after `run`; options take `--name value` or `--name=value`.
    static func parse(_ arguments: [String]) throws(CLIError) -> RunOptions {
        var script: String?
        var options = RunOptions(script: "")
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                guard script == nil else { throw usage("unexpected argument '\(argument)' (one SCRIPT only)") }
                script = argument
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            let (name, inline) = split(argument)
            func value() throws(CLIError) -> String {
                if let inline { return inline }
                guard let next = rest.popFirst() else { throw usage("option '\(name)' needs a value") }
                return next
            }
            switch name {
            case "--tap": options.taps.append(try value())
            case "--format":
                let text = try value()
                guard let format = Format(rawValue: text) else {
                    throw usage("bad --format '\(text)' (expected text, ansi or json)")
                }
                options.format = format
            case "--width": options.width = try number(name, try value(), minimum: 8)
            case "--height": options.height = try number(name, try value(), minimum: 1)
            case "--timeout":
                let text = try value()
                guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
                    throw usage("bad --timeout '\(text)' (expected seconds, e.g. 5 or 0.5; 0 for no limit)")
                }
                options.timeout = seconds
            case "--memory": options.memory = try number(name, try value(), minimum: 0)
            case "--unsafe": options.unsafe = true
            case "--plugin": options.plugins.append(try value())
            case "--state": options.stateFile = try value()
            default: throw usage("unknown option '\(argument)' for 'run'")
            }
        }
        guard let script else { throw usage("'run' needs a SCRIPT (a .lua file)") }
        options.script = script
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func number(_ name: String, _ text: String, minimum: Int) throws(CLIError) -> Int {
        guard let value = Int(text), value >= minimum, value <= 100_000 else {
            throw usage("bad \(name) '\(text)' (expected a whole number from \(minimum) to 100000)")
        }
        return value
    }

    private static func usage(_ message: String) -> CLIError { .usage(message, command: "run") }
}
