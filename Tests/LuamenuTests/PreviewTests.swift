import Foundation
import MenuRender
import Testing

/// `luamenu preview`, over HTTP: its protocol is serve's, every page sees every change, it
/// reloads what is saved, saves its state when stopped — and refuses what a browser can be
/// made to send it from another site. One preview at a time: eleven started at once (each a
/// process, under AddressSanitizer a heavy one) starve the rest of the suite on two cores.
@Suite(.serialized) struct PreviewTests {
    /// A copy of `examples/NAME.lua` and its helpers in a fresh folder, to edit.
    static func copyOfExample(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = URL(fileURLWithPath: Luamenu.root).appendingPathComponent("examples")
        try FileManager.default.copyItem(at: examples.appendingPathComponent("lib"), to: folder.appendingPathComponent("lib"))
        let script = folder.appendingPathComponent("\(name).lua")
        try FileManager.default.copyItem(at: examples.appendingPathComponent("\(name).lua"), to: script)
        return script.path
    }

    @Test func aTapAnswersWhatServeAnswersAndEveryPageSeesIt() throws {
        let preview = try PreviewClient(["examples/mypage.lua"])
        let page = try preview.events()
        #expect(try page.wait(for: "view")["view"]?["title"] == .string("마이페이지"), "a page that connects gets the view")

        let (answer, response) = try preview.call("tap", .object([("path", .string("contact/kakaoTalkId"))]))
        let serve = try ServeClient(["examples/mypage.lua"])
        let served = try serve.call("tap", .object([("path", .string("contact/kakaoTalkId"))]))
        #expect(answer == served, "one protocol: the same next view")
        #expect(answer["result"]?["blocks"]?[0]?["items"]?[0]?["detail"] == .string("tigers_fan"))
        #expect(try serve.finish() == 0)

        let revision = try #require(response.headers["x-luamenu-revision"].flatMap { Int($0) })
        let event = try page.wait(for: "view") { $0["revision"] == .int(revision) }
        #expect(event["view"] == answer["result"], "the page that didn't tap sees the same view")
        let printed = try page.wait(for: "log")
        #expect(printed == .object([("level", .string("print")), ("text", .string("didTappedSubViews(view: .kakaoTalkId)"))]))

        let notification = try preview.request("POST", "/rpc", headers: preview.pageHeaders,
                                               body: Array(#"{"jsonrpc":"2.0","method":"view"}"#.utf8))
        #expect(notification.status == 204 && notification.body.isEmpty, "a notification is answered with nothing")

        let later = try preview.events()
        #expect(try later.wait(for: "view")["view"] == answer["result"], "a page opened later starts from the last change")
        #expect(try later.wait(for: "log")["text"] == .string("didTappedSubViews(view: .kakaoTalkId)"), "with the log so far")
        #expect(preview.stop().status == 0)
    }

    /// A page that says which views it holds is sent a view as its change from one of them; a
    /// view it doesn't hold, or another server's, comes whole.
    @Test func aPageThatHoldsAViewIsSentWhatChangedFromIt() throws {
        let preview = try PreviewClient(["examples/mypage.lua"])
        let (held, first) = try preview.call("view")
        let revision = try #require(first.headers["x-luamenu-revision"])
        let instance = try #require(first.headers["x-luamenu-instance"])
        let tap = Array(#"{"jsonrpc":"2.0","id":2,"method":"tap","params":{"path":"contact/kakaoTalkId"}}"#.utf8)
        let response = try preview.request("POST", "/rpc", headers: preview.pageHeaders + [("X-Luamenu-Views", "\(instance):\(revision)")],
                                           body: tap)
        let answer = try JSONValue.parse(String(decoding: response.body, as: UTF8.self))
        #expect(answer["result"]?["base"] == .int(Int(revision)!))
        let patch = try #require(answer["result"]?["patch"])
        let serve = try ServeClient(["examples/mypage.lua"])
        let served = try serve.call("tap", .object([("path", .string("contact/kakaoTalkId"))]))
        #expect(try serve.finish() == 0)
        let patched = JSONTextPatch.apply(patch, to: held["result"])
        #expect(patched?["blocks"] == served["result"]?["blocks"], "the held view, patched, is serve's answer")
        #expect(response.body.count * 4 < served.text.utf8.count, "and much shorter: \(response.body.count) bytes")

        let other = try preview.request("POST", "/rpc", headers: preview.pageHeaders + [("X-Luamenu-Views", "0123456789abcdef:\(revision)")],
                                        body: Array(#"{"jsonrpc":"2.0","id":3,"method":"view"}"#.utf8))
        #expect(try JSONValue.parse(String(decoding: other.body, as: UTF8.self))["result"]?["title"] == .string("마이페이지"),
                "another server's views: the whole view")
        #expect(preview.stop().status == 0)
    }

    @Test func savingTheScriptOrAFileItReadsReloadsEveryPageAndABrokenEditKeepsTheLastGoodMenu() throws {
        let script = try Self.copyOfExample("mypage")
        let preview = try PreviewClient([script])
        let page = try preview.events()
        _ = try page.wait(for: "view")
        _ = try preview.call("tap", .object([("path", .string("profile"))]))          // fold a section: state to keep

        let source = try String(contentsOfFile: script, encoding: .utf8)
        try source.replacingOccurrences(of: "\"마이페이지\"", with: "\"내 정보\"").write(toFile: script, atomically: true, encoding: .utf8)
        let reloaded = try page.wait(for: "view") { $0["view"]?["title"] == .string("내 정보") }
        #expect(reloaded["view"]?["blocks"]?[1]?["open"] == .bool(false), "the state is kept")

        try (source + "\nthis is not lua\n").write(toFile: script, atomically: true, encoding: .utf8)
        let broken = try page.wait(for: "status") { $0["error"] != .null }
        let message = broken["error"]?["message"]?.text ?? ""
        #expect(message.contains("mypage.lua:"), "the error names the file and line: \(message)")
        #expect(try preview.call("view").answer["result"]?["title"] == .string("내 정보"), "the last good menu stays")

        try source.write(toFile: script, atomically: true, encoding: .utf8)
        _ = try page.wait(for: "view") { $0["view"]?["title"] == .string("마이페이지") }
        _ = try page.wait(for: "status") { $0["error"] == .null }

        let helper = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("lib/profile.lua").path
        let helperSource = try String(contentsOfFile: helper, encoding: .utf8)
        try helperSource.replacingOccurrences(of: "30실 받기", with: "채워 주세요").write(toFile: helper, atomically: true, encoding: .utf8)
        _ = try page.wait(for: "view") { $0["view"]?["blocks"]?[0]?["items"]?[0]?["detail"] == .string("채워 주세요") }
        #expect(preview.stop().status == 0)
    }

    @Test func aFileReadWithMenuReadAndAPluginReloadToo() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = menu.read("title.txt") }
            m:section{ id = "s", title = "S", items = { "a" } }
            return m
            """)
        let folder = URL(fileURLWithPath: script).deletingLastPathComponent()
        try "first".write(to: folder.appendingPathComponent("title.txt"), atomically: true, encoding: .utf8)
        let plugins = folder.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let plugin = plugins.appendingPathComponent("p.lua")
        try "print('plugin one')".write(to: plugin, atomically: true, encoding: .utf8)

        let preview = try PreviewClient([script, "--plugin", plugins.path])
        let page = try preview.events()
        #expect(try page.wait(for: "view")["view"]?["title"] == .string("first"))
        try "second".write(to: folder.appendingPathComponent("title.txt"), atomically: true, encoding: .utf8)
        _ = try page.wait(for: "view") { $0["view"]?["title"] == .string("second") }
        try "print('plugin two')".write(to: plugin, atomically: true, encoding: .utf8)
        _ = try page.wait(for: "log") { $0["text"] == .string("plugin two") }
        #expect(preview.stop().status == 0)
    }

    @Test func aScriptThatFailsToLoadShowsItsErrorUntilItIsFixed() throws {
        let script = try Luamenu.script("local m = menu.new{ title = 'x' \nreturn m\n")
        let preview = try PreviewClient([script])
        let page = try preview.events()
        let status = try page.wait(for: "status")
        #expect(status["error"]?["kind"] == .string("load"))
        #expect(try preview.call("view").answer["error"]?["data"]?["kind"] == .string("load"))
        try "local m = menu.new{ title = 'x' }\nm:section{ id = 's', title = 'S', items = { 'a' } }\nreturn m\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        _ = try page.wait(for: "view") { $0["view"]?["title"] == .string("x") }
        #expect(preview.stop().status == 0)
    }

    @Test func stoppingSavesTheState() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let state = folder.appendingPathComponent("state.json").path
        for signal in [SIGTERM, SIGINT] {
            let preview = try PreviewClient(["examples/regions.lua", "--state", state])
            let region = signal == SIGTERM ? "서울" : "부산"
            _ = try preview.call("tap", .object([("path", .string("region/\(region)"))]))
            #expect(preview.stop(signal: signal).status == 0)
            let saved = try JSONValue.parse(try String(contentsOfFile: state, encoding: .utf8))
            #expect(saved["expanded"] == .object([("region", .string(region))]))
        }
    }

    // MARK: What a browser can be made to send from another site

    @Test func aForeignHostIsRefused() throws {
        let preview = try PreviewClient(["examples/tigers.lua"])
        for host in ["evil.example", "evil.example:\(preview.port)", "localhost:\(preview.port)", "127.0.0.1"] {
            #expect(try preview.request("GET", "/", headers: [("Host", host)]).status == 403, "\(host)")
            var headers = preview.pageHeaders
            headers[0] = ("Host", host)
            #expect(try preview.request("POST", "/rpc", headers: headers, body: Array(#"{"jsonrpc":"2.0","id":1,"method":"view"}"#.utf8)).status == 403)
        }
        #expect(try preview.request("GET", "/", headers: []).status != 200, "no Host at all")
        let events = try preview.events(host: "evil.example")
        #expect(try events.next() == nil, "the stream is refused, not opened")
        #expect(try preview.request("GET", "/").status == 200)
        #expect(preview.stop().status == 0)
    }

    @Test func aCrossOriginOrTokenlessRequestIsRefused() throws {
        let preview = try PreviewClient(["examples/tigers.lua"])
        let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"tap","params":{"path":"pitcher"}}"#.utf8)
        func headers(replacing name: String, with value: String?) -> [(String, String)] {
            preview.pageHeaders.compactMap { $0.0 == name ? value.map { (name, $0) } : $0 }
        }
        let refused = [
            headers(replacing: "Origin", with: "http://evil.example"),
            headers(replacing: "Origin", with: "null"),
            headers(replacing: "Origin", with: nil),
            headers(replacing: "X-Luamenu-Token", with: nil),
            headers(replacing: "X-Luamenu-Token", with: String(preview.token.reversed())),
            headers(replacing: "Content-Type", with: "text/plain"),               // what a form can send
            headers(replacing: "Content-Type", with: "application/x-www-form-urlencoded"),
        ]
        for request in refused {
            let response = try preview.request("POST", "/rpc", headers: request, body: body)
            #expect([403, 415].contains(response.status), "\(request): \(response.status) \(response.text)")
        }
        #expect(try preview.request("GET", "/rpc").status == 405)
        let tokenless = try preview.events(token: "")
        #expect(try tokenless.next() == nil)
        #expect(try preview.call("state").answer["result"]?["open"] == .object([]), "nothing refused was run")
        #expect(preview.stop().status == 0)
    }

    @Test func aHugeBodyIsRefusedAndTheServerGoesOn() throws {
        let preview = try PreviewClient(["examples/tigers.lua"])
        var headers = preview.pageHeaders
        headers.append(("Content-Length", "104857600"))
        let connection = try HTTPConnection(port: preview.port)
        try connection.send(Array(("POST /rpc HTTP/1.1\r\n" + headers.map { "\($0.0): \($0.1)\r\n" }.joined() + "\r\n").utf8))
        try connection.send([UInt8](repeating: 0x20, count: 1 << 16))
        let answer = try HTTPResponse(try connection.readToEnd(deadline: 30))
        #expect(answer.status == 413)

        // Without a length up front (chunked), past the limit the connection is closed.
        let chunked = try HTTPConnection(port: preview.port)
        try chunked.send(Array(("POST /rpc HTTP/1.1\r\n" + preview.pageHeaders.map { "\($0.0): \($0.1)\r\n" }.joined()
                                + "Transfer-Encoding: chunked\r\n\r\n").utf8))
        let chunk = Array(String(1 << 16, radix: 16).utf8) + [13, 10] + [UInt8](repeating: 0x20, count: 1 << 16) + [13, 10]
        var sent = 0
        while sent < 64, try chunked.send(chunk) { sent += 1 }
        let rest = try chunked.readToEnd(deadline: 30)
        #expect(!String(decoding: rest, as: UTF8.self).hasPrefix("HTTP/1.1 200"), "never answered as a request")
        #expect(try preview.call("view").answer["result"]?["title"] == .string("KIA Tigers"), "and the server goes on")
        #expect(preview.stop().status == 0)
    }

    @Test func onlyThePagesOwnFilesAreServedAndEachAnswerCarriesAPolicy() throws {
        let preview = try PreviewClient(["examples/tigers.lua"])
        for path in ["/../Package.swift", "/%2e%2e/%2e%2e/etc/passwd", "/etc/passwd", "/Package.swift", "/index.html",
                     "//etc/passwd", "/app.js/../../Package.swift", "/examples/tigers.lua"] {
            let response = try preview.request("GET", path)
            #expect(response.status == 404, "\(path): \(response.status)")
        }
        for path in ["/", "/app.js", "/render.js", "/morph.js", "/connection.js", "/canvas.js", "/style.css"] {
            let response = try preview.request("GET", path)
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["content-security-policy"]?.contains("default-src 'none'") == true)
            #expect(response.headers["content-security-policy"]?.contains("script-src 'self'") == true)
            #expect(response.headers["content-security-policy"]?.contains("frame-ancestors 'self'") == true,
                    "framed by the page itself only (the canvas's second phone), never by another origin")
            #expect(response.headers["x-frame-options"] == "SAMEORIGIN")
            #expect(response.headers["x-content-type-options"] == "nosniff")
        }
        #expect(try preview.request("DELETE", "/").status == 405)
        #expect(try preview.request("GET", "/", headers: [("Host", "evil.example")]).headers["content-security-policy"] != nil)
        #expect(preview.stop().status == 0)
    }

    @Test func malformedRequestsAndSlowClientsDontStopTheServer() throws {
        let preview = try PreviewClient(["examples/tigers.lua"])
        for garbage in ["\u{0}\u{1}\u{2}\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
                        "GET / HTTP/1.1\r\nHost: \(preview.host)\r\nBroken header line\r\n\r\n",
                        String(repeating: "A", count: 100_000) + "\r\n\r\n"] {
            let connection = try HTTPConnection(port: preview.port)
            try connection.send(Array(garbage.utf8))
            let answer = try connection.readToEnd(deadline: 30)
            #expect(!String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 200"), "\(garbage.prefix(40))")
        }
        // Clients that send half a request head and stop: the others are still answered.
        let slow = try (0..<8).map { _ in try HTTPConnection(port: preview.port) }
        for connection in slow { try connection.send(Array("GET / HTTP/1.1\r\nHost: \(preview.host)\r\nX-Wait".utf8)) }
        #expect(try preview.request("GET", "/").status == 200)
        #expect(try preview.call("view").answer["result"] != nil)
        // And one of them is closed once it has been idle too long (libmicrohttpd's timeout).
        #expect(try slow[0].readToEnd(deadline: 60).isEmpty, "closed without an answer")
        #expect(preview.stop().status == 0)
    }

    @Test func helpListsThePort() throws {
        let help = try Luamenu("help", "preview")
        #expect(help.status == 0)
        #expect(help.stdout.contains("--port N"))
    }
}
