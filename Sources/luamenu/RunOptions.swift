import MenuModel
import MenuRender

/// The options of `luamenu run SCRIPT [--tap PATH]... [--format F] [--width N] [--height N] …`.
struct RunOptions: Equatable {
    enum Format: String, CaseIterable {
        case text, ansi, json

        /// The view as this format writes it: the JSON document, or text `width` cells wide.
        func render(_ view: MenuView, width: Int, height: Int?) -> String {
            switch self {
            case .json: JSONViewModel.document(view).text + "\n"
            case .text, .ansi: TextRenderer(width: width, height: height, colors: self == .ansi).render(view)
            }
        }
    }

    var script: String
    var taps: [String] = []
    /// nil: ansi on a terminal unless NO_COLOR is set, else text.
    var format: Format?
    /// nil: the terminal's width, else 80.
    var width: Int?
    var height: Int?
    var stateFile: String?
    var query: String?
    /// `-i`: the full-screen view driven by keys.
    var interactive = false
    /// `--watch`: draw again whenever the script or a file it requires changes.
    var watch = false
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `run`.
    static func parse(_ arguments: [String]) throws(CLIError) -> RunOptions {
        var scanner = ArgumentScanner(arguments, command: "run")
        var script: String?
        var options = RunOptions(script: "")
        while let argument = try scanner.next() {
            switch argument {
            case .positional(let path):
                guard script == nil else { throw scanner.usage("unexpected argument '\(path)' (one SCRIPT only)") }
                script = path
            case .option(let name):
                if try options.scriptOptions.take(name, from: &scanner) { continue }
                switch name {
                case "--tap": options.taps.append(try scanner.value(of: name))
                case "--format":
                    let text = try scanner.value(of: name)
                    guard let format = Format(rawValue: text) else {
                        throw scanner.usage("bad --format '\(text)' (expected text, ansi or json)")
                    }
                    options.format = format
                case "--width": options.width = try scanner.number(of: name, in: 8...100_000)
                case "--height": options.height = try scanner.number(of: name, in: 1...100_000)
                case "--state": options.stateFile = try scanner.value(of: name)
                case "--query": options.query = try scanner.value(of: name)
                case "-i", "--interactive": options.interactive = true
                case "-w", "--watch": options.watch = true
                default: throw scanner.unknown(name)
                }
            }
        }
        guard let script else { throw scanner.usage("'run' needs a SCRIPT (a .lua file)") }
        options.script = script
        return options
    }
}
