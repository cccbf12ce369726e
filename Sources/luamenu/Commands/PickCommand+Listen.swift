#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuApps
import MenuWeb

/// fzf's `--listen`: a server on 127.0.0.1 that takes chains of actions, as `--bind` writes them,
/// posted by programs on this machine (`curl localhost:6266 -d 'reload(seq 100)'`), with
/// the preview's server and guards (``RequestGuard/Purpose/actions``).
extension PickCommand {
    /// The most bytes a request's body may have: fzf's.
    static let listenBodyBytes = 1 << 20

    /// `--listen[=PORT]` and `--no-listen`.
    static let listenOptions: [CommandOption<PickCommand>] = [
        CommandOption(["--listen"], optionalValue: "PORT", help: "Take actions posted to http://localhost:PORT "
                      + "(on 127.0.0.1 only; from programs, not web pages), a chain as --bind writes it: curl "
                      + "localhost:6266 -d 'change-query(kim)+accept'. Without PORT (or 0), a free port, "
                      + "which commands pick runs find in FZF_PORT.") { command, scanner throws(CLIError) in
            command.listen = try scanner.optionalValue(next: isNumber).map { text throws(CLIError) in
                try scanner.number(text, of: "--listen", in: 0...65_535)
            } ?? 0
        },
        CommandOption(["--no-listen"], help: "No server (undoes --listen).") { command, _ throws(CLIError) in
            command.listen = nil
        },
    ]

    /// Starts `--listen`'s server, which hands what it is sent to `posted`, and tells the port
    /// to the commands pick runs (`FZF_PORT`); nil without `--listen`.
    ///
    /// - Throws: ``CLIError/usage(_:command:)`` when the port is taken, as fzf exits 2.
    func startListening(posting posted: PostedActions) throws(CLIError) -> WebServer? {
        guard let listen else { return nil }
        var limits = WebServer.Limits()
        limits.bodyBytes = Self.listenBodyBytes
        let server: WebServer
        do throws(WebServerError) {
            server = try WebServer(port: .exactly(UInt16(listen)), events: EventHub(), limits: limits,
                                   purpose: .actions) { call in
                do throws(BindError) {
                    posted.post(try PickerBindings.actions(Self.withoutEndNewlines(call.body)))
                    return WebResponse(contentType: "text/plain; charset=utf-8", body: [])   // fzf's: nothing to say
                } catch {
                    return .text(400, error.message + "\n")
                }
            }
        } catch {
            throw .usage("--listen: \(error.message)", command: "pick")
        }
        setenv("FZF_PORT", String(server.port), 1)
        return server
    }

    /// `text` without the line ends at its start and end (curl's `-d @file` keeps a file's last).
    static func withoutEndNewlines(_ text: String) -> String {
        let newline: (Character) -> Bool = { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        return String(text.drop(while: newline).reversed().drop(while: newline).reversed())
    }
}
