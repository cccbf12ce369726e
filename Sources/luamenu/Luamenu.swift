import MenuLua

/// `luamenu`: the command line. Parses, runs one command, and turns any failure into a
/// message on stderr and an exit status (0 fine, 1 script or tap error, 2 usage error, 130
/// cancelled).
@main
enum Luamenu {
    static func main() {
        Output.unblockSignals()
        do throws(CLIError) {
            switch try Command.parse(Array(CommandLine.arguments.dropFirst()), program: CommandLine.arguments.first ?? "") {
            case .run(let options): try RunCommand(options: options).execute()
            case .pick(let command): try command.execute()
            case .check(let command): try command.execute()
            case .test(let command): try command.execute()
            case .repl(let command): try command.execute()
            case .types(let command): command.execute()
            case .plugins(let command): try command.execute()
            case .serve(let command): try command.execute()
            case .preview(let command): try command.execute()
            case .help(let topic): Output.standard.write(try HelpText.text(for: topic))
            case .manual: Output.standard.write(ManPage.text)
            case .completion(let command): command.execute()
            case .shell(let command): command.execute()
            case .version: Output.standard.write("luamenu \(LuamenuVersion.current)\n")
            }
        } catch {
            Output.error.write(error.report)
            Output.exit(error.exitStatus)
        }
    }
}
