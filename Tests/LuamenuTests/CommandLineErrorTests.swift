import Testing
@testable import luamenu

/// Mistakes on the command line are answered from the option tables: a misspelt option or
/// command gets the closest one, and a flag given a value is named.
@Suite struct CommandLineErrorTests {
    @Test(arguments: [
        (["pick", "--serach", "x"], "unknown option: --serach (did you mean '--search'?)"),
        (["run", "examples/tigers.lua", "--widht", "40"], "unknown option: --widht (did you mean '--width'?)"),
        (["run", "examples/tigers.lua", "--fromat=json"], "unknown option: --fromat (did you mean '--format'?)"),
        (["run", "examples/tigers.lua", "--bogus"], "unknown option: --bogus for 'run'"),
        (["run", "examples/tigers.lua", "-x"], "unknown option: -x for 'run'"),
        (["--verison"], "unknown option: --verison (did you mean '--version'?)"),
        (["rnu"], "unknown command 'rnu' (did you mean 'run'?)"),
        (["help", "serv"], "no help for 'serv' (did you mean 'serve'?)"),
        (["pick", "--exact=3"], "option '--exact' takes no value (got '=3')"),
        (["pick", "--multi=x"], "bad --multi 'x' (expected a whole number from 0 to 1000000)"),
        (["run", "examples/tigers.lua", "-i=yes"], "option '-i' takes no value (got '=yes')"),
        (["run", "examples/tigers.lua", "--format", "html"], "bad --format 'html' (expected text, ansi or json)"),
        (["help", "--man", "run"], "'--man' prints the whole manual page; leave out 'run'"),
        (["help", "run", "pick"], "'help' takes one command name"),
    ])
    func theMessageSaysWhatWasMeant(arguments: [String], message: String) throws {
        let result = try Luamenu(arguments: arguments)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("luamenu: \(message)\n"), "\(result.stderr)")
    }
}
