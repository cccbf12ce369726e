import MenuWeb
import Testing

/// What the preview's server lets through, decided from a request's head alone.
@Suite struct RequestGuardTests {
    let policy = RequestGuard(port: 8080, token: "0123456789abcdef0123456789abcdef", bodyLimit: 1000)

    /// The head of the page's own `POST /rpc`.
    var rpc: RequestHead {
        RequestHead(method: "POST", path: "/rpc", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080",
                    contentType: "application/json", contentLength: 40, tokenHeader: policy.token)
    }

    @Test func thePagesOwnRequestsGoThrough() {
        #expect(policy.route(rpc) == .rpc)
        var charset = rpc
        charset.contentType = "Application/JSON; charset=utf-8"
        #expect(policy.route(charset) == .rpc)
        #expect(policy.route(RequestHead(method: "GET", path: "/events", host: "127.0.0.1:8080", tokenQuery: policy.token)) == .events)
        #expect(policy.route(RequestHead(method: "GET", path: "/app.js", host: "127.0.0.1:8080")) == .page("/app.js"))
        #expect(policy.route(RequestHead(method: "HEAD", path: "/", host: "127.0.0.1:8080")) == .page("/"))
    }

    @Test(arguments: [nil, "localhost:8080", "127.0.0.1", "127.0.0.1:8081", "evil.example:8080", "127.0.0.1:8080.evil.example"])
    func anyOtherHostIsRefused(host: String?) {
        for var head in [rpc, RequestHead(method: "GET", path: "/", host: nil),
                         RequestHead(method: "GET", path: "/events", host: nil, tokenQuery: policy.token)] {
            head.host = host
            guard case .refused(403, _) = policy.route(head) else {
                Issue.record("\(head.path) with Host \(host ?? "none") was let through")
                continue
            }
        }
    }

    @Test func anRPCFromElsewhereOrWithoutTheTokenIsRefused() {
        var changes: [(String, (inout RequestHead) -> Void, Int)] = [
            ("another origin", { $0.origin = "http://evil.example" }, 403),
            ("an opaque origin", { $0.origin = "null" }, 403),
            ("no origin", { $0.origin = nil }, 403),
            ("no token", { $0.tokenHeader = nil }, 403),
            ("a token one letter off", { $0.tokenHeader = "1123456789abcdef0123456789abcdef" }, 403),
            ("a prefix of the token", { $0.tokenHeader = "0123456789abcdef" }, 403),
            ("a form's type", { $0.contentType = "application/x-www-form-urlencoded" }, 415),
            ("plain text", { $0.contentType = "text/plain" }, 415),
            ("no type", { $0.contentType = nil }, 415),
            ("a body too long", { $0.contentLength = 1001 }, 413),
            ("GET", { $0.method = "GET" }, 405),
        ]
        changes.append(("a token in the query only", { $0.tokenHeader = nil; $0.tokenQuery = "0123456789abcdef0123456789abcdef" }, 403))
        for (what, change, status) in changes {
            var head = rpc
            change(&head)
            guard case .refused(status, let message) = policy.route(head) else {
                Issue.record("\(what): \(policy.route(head)), expected \(status)")
                continue
            }
            #expect(!message.isEmpty, "\(what)")
        }
    }

    @Test func theEventStreamNeedsTheToken() {
        for token in [nil, "", "x", String(policy.token.dropLast())] {
            #expect(policy.route(RequestHead(method: "GET", path: "/events", host: "127.0.0.1:8080", tokenQuery: token))
                    == .refused(403, "/events needs the preview's token"))
        }
    }

    @Test func thePageIsOnlyRead() {
        for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
            guard case .refused(405, _) = policy.route(RequestHead(method: method, path: "/", host: "127.0.0.1:8080")) else {
                Issue.record("\(method) / was let through")
                continue
            }
        }
    }

    /// `pick --listen`'s server: `POST /` from a program on this machine, as fzf's clients send it.
    @Test func aServerOfActionsTakesPostsFromProgramsOnly() {
        let actions = RequestGuard(port: 6266, token: "unused", bodyLimit: 1000, purpose: .actions)
        let curl = RequestHead(method: "POST", path: "/", host: "localhost:6266",
                               contentType: "application/x-www-form-urlencoded", contentLength: 20)
        #expect(actions.route(curl) == .rpc)
        var numeric = curl
        numeric.host = "127.0.0.1:6266"
        #expect(actions.route(numeric) == .rpc)
        let refusals: [(String, (inout RequestHead) -> Void, Int)] = [
            ("a web page's (it has an Origin)", { $0.origin = "http://evil.example" }, 403),
            ("a page of this machine's", { $0.origin = "http://127.0.0.1:6266" }, 403),
            ("another host (DNS rebinding)", { $0.host = "evil.example:6266" }, 403),
            ("another port", { $0.host = "localhost:6267" }, 403),
            ("no host", { $0.host = nil }, 403),
            ("a GET", { $0.method = "GET" }, 405),
            ("another path", { $0.path = "/rpc" }, 405),
            ("too long", { $0.contentLength = 1001 }, 413),
        ]
        for (what, change, status) in refusals {
            var head = curl
            change(&head)
            guard case .refused(status, _) = actions.route(head) else {
                Issue.record("\(what) was not refused with \(status): \(actions.route(head))")
                continue
            }
        }
        #expect(policy.route(curl) != .rpc, "the preview's server takes no actions")
    }
}
