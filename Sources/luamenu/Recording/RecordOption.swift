#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuLua

/// `--record SPEC`, as `run -i` and `preview` take it: where the session's snapshot spec is
/// written (see ``SpecRecorder``, ``SpecWriter``), one parser and one rule for both.
///
///     RecordOption.option(setting: { $0.record = $1 }, help: "When the preview stops, write …")
///     try RecordOption.check(spec: spec, stateFile: command.stateFile, scanner)
enum RecordOption {
    /// The option, its value kept by `setting`; a name that isn't `*.spec.lua` is refused, as
    /// `luamenu test` reads only those.
    static func option<Command>(setting: @escaping @Sendable (inout Command, String) -> Void,
                                help: String) -> CommandOption<Command> {
        CommandOption(["--record"], value: "SPEC", help: help) { command, scanner throws(CLIError) in
            let spec = try scanner.value(of: "--record")
            guard spec.hasSuffix(".spec.lua") else {
                throw scanner.usage("--record writes a snapshot spec, whose name ends in .spec.lua (not '\(spec)')")
            }
            setting(&command, spec)
        }
    }

    /// Refuses `--state` with `--record` (a spec replays from the script's start, so a session
    /// that starts from a saved state can't be written as one), and a spec whose folder can't
    /// be written, before the session rather than after it.
    static func check(spec: String, stateFile: String?, _ scanner: ArgumentScanner) throws(CLIError) {
        guard stateFile == nil else { throw scanner.usage("--record starts where the script starts, so not with --state") }
        let folder = MenuRuntime.folder(of: spec)
        guard access(folder, W_OK) == 0 else {
            throw scanner.usage("--record \(spec): its folder '\(folder)' is no folder this user can write in")
        }
    }
}
