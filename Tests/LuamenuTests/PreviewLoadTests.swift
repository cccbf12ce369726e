import Foundation
import MenuRender
import Testing

/// `luamenu preview` under clients that don't behave: event streams that stop reading (a frozen
/// tab, a stalled client) cost the process no more than one page does, and connections that
/// send their heads a line at a time don't keep the page from loading.
@Suite(.serialized) struct PreviewLoadTests {
    /// The memory limit the large view's previews get, in MiB.
    static let memory = 32
    /// What a preview may hold beyond the limit, a small menu's preview and the one copy of the
    /// latest view it keeps for its pages: malloc's arenas, a connection's buffers, one answer
    /// in flight.
    static let slack = 12 << 20

    /// A menu whose view is about `megabytes` MB as JSON: 200 items, each detail 1/200 of it;
    /// tapping `s/t` changes every detail, so each tap publishes a new view.
    static func largeView(megabytes: Int) throws -> String {
        try Luamenu.script("""
            local big = string.rep("x", \(megabytes) * 1024 * 1024 // 200)
            local taps = 0
            local items = { { id = "t", title = "tap", on_tap = function() taps = taps + 1 end } }
            for i = 1, 200 do items[#items + 1] = { id = "i" .. i, title = "i" .. i, detail = function() return big .. taps end } end
            local m = menu.new{ title = "large" }
            m:section{ id = "s", title = "S", items = items }
            return m
            """)
    }

    /// The process's peak resident size so far, in bytes.
    static func peak(of preview: PreviewClient) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(preview.process.processIdentifier)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) << 10
    }

    /// Taps `s/t` `count` times, each answered with the new view (looked at, not parsed: it is
    /// large): the revision of the last.
    static func tap(_ preview: PreviewClient, times count: Int) throws -> Int {
        var revision = 0
        let tap = Array(#"{"jsonrpc":"2.0","id":1,"method":"tap","params":{"path":"s/t"}}"#.utf8)
        for _ in 0..<count {
            let response = try preview.request("POST", "/rpc", headers: preview.pageHeaders, body: tap)
            #expect(response.text.hasPrefix(#"{"jsonrpc":"2.0","id":1,"result":{"version":1,"title":"large""#),
                    "\(response.text.prefix(300))")
            revision = response.headers["x-luamenu-revision"].flatMap { Int($0) } ?? 0
        }
        return revision
    }

    @Test(.disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
                    "AddressSanitizer's shadow memory and quarantine inflate the resident size"))
    func stalledStreamsAndManyTapsOnALargeViewStayWithinTheBudget() throws {
        let small = try PreviewClient(["examples/tigers.lua"])
        _ = try small.events().wait(for: "view")
        let baseline = try Self.peak(of: small)
        #expect(small.stop().status == 0)

        let preview = try PreviewClient([try Self.largeView(megabytes: 5), "--memory", "\(Self.memory)", "--timeout", "60"])
        let stalled = try (0..<32).map { _ in try preview.events(receiveBuffer: 4096) }   // every stream it opens
        for stream in stalled { _ = try stream.wait(for: "server") }       // open; the view comes next, unread
        let view = try preview.request("POST", "/rpc", headers: preview.pageHeaders,
                                       body: Array(#"{"jsonrpc":"2.0","id":1,"method":"view"}"#.utf8)).body.count
        #expect(view > 5_000_000, "a view of \(view) bytes")
        _ = try Self.tap(preview, times: 20)
        let peak = try Self.peak(of: preview)
        let ceiling = baseline + Self.memory << 20 + view + Self.slack
        #expect(peak <= ceiling, "peak \(peak >> 20) MiB; baseline \(baseline >> 20) MiB, view \(view >> 20) MiB")
        #expect(preview.stop().status == 0)
    }

    @Test func aFrozenPageThatReadsAgainGetsTheNewestViewNotAQueue() throws {
        let preview = try PreviewClient([try Self.largeView(megabytes: 5), "--memory", "\(Self.memory)", "--timeout", "60"])
        var page = try preview.events(receiveBuffer: 4096)
        _ = try page.wait(for: "server")                                    // then it stops reading
        let newest = try Self.tap(preview, times: 10)

        var revisions: [Int] = [], reconnected = false
        while revisions.last != newest {
            guard let event = try page.next(deadline: 30) else {          // dropped: it connects again
                #expect(!reconnected, "once is enough")
                (page, reconnected) = (try preview.events(), true)
                continue
            }
            if event.name == "view", case .int(let revision)? = event.data["revision"] { revisions.append(revision) }
        }
        #expect(revisions.last == newest, "it gets the newest view")
        #expect(revisions.count <= 2, "at most the one it was in the middle of before it: \(revisions)")
        #expect(preview.stop().status == 0)
    }

    @Test func connectionsSendingTheirHeadsSlowlyDontKeepThePageFromLoading() throws {
        let preview = try PreviewClient(["examples/tigers.lua"])
        let slow = try (0..<70).map { _ in try HTTPConnection(port: preview.port) }
        for connection in slow { try connection.send(Array("GET / HTTP/1.1\r\nHost: \(preview.host)\r\n".utf8)) }
        for connection in slow { try connection.send(Array("X-Slow: 1\r\n".utf8)) }     // a line now and then, never the end

        let started = Date()
        for path in ["/", "/app.js", "/style.css"] {
            #expect(try preview.request("GET", path, deadline: 3).status == 200, "\(path)")
        }
        let view = Array(#"{"jsonrpc":"2.0","id":1,"method":"view"}"#.utf8)
        let answer = try preview.request("POST", "/rpc", headers: preview.pageHeaders, body: view, deadline: 3)
        #expect(try JSONValue.parse(answer.text)["result"]?["title"] == .string("KIA Tigers"))
        #expect(Date().timeIntervalSince(started) < 5, "the page and a request answered within seconds")
        #expect(preview.stop().status == 0)
    }

    @Test func eventStreamsHaveAnAllowanceOfTheirOwn() throws {
        let preview = try PreviewClient(["examples/tigers.lua"])
        var streams = try (0..<32).map { _ in try preview.events() }
        for stream in streams { _ = try stream.wait(for: "server") }
        let past = try preview.request("GET", "/events?token=\(preview.token)")
        #expect(past.status == 200 && past.text.hasPrefix("retry: 5000\n\n: 32 pages are open"), "\(past.text)")
        #expect(try preview.request("GET", "/").status == 200, "the page still loads")
        #expect(try preview.call("view").answer["result"]?["title"] == .string("KIA Tigers"), "and is answered")

        streams.removeFirst()                                                // a tab closed
        _ = try preview.call("tap", .object([("path", .string("pitcher"))]))  // its stream finds out as the view goes out
        let deadline = Date().addingTimeInterval(30)
        var opened = false
        while !opened, Date() < deadline {                                 // told to try again until then
            opened = try preview.events().next(deadline: 5)?.name == "server"
        }
        #expect(opened, "its place is taken by the next page")
        #expect(preview.stop().status == 0)
    }
}
