import Foundation
import MenuRender
import Testing

/// `luamenu preview` started again: the same script on the same port has the same token (kept in
/// the state folder, never the real home's), so a page left open is let in again, and a new
/// instance, so it knows the views are counted anew; without `--port`, the port it had last time.
@Suite(.serialized) struct PreviewRestartTests {
    @Test func startedAgainItKeepsItsAddressAndTellsItIsANewInstance() throws {
        let script = try Luamenu.script("local m = menu.new{ title = 'x' }\nm:section{ id = 's', title = 'S', items = { 'a' } }\nreturn m\n")
        let first = try PreviewClient([script])
        let instance = try #require(try first.events().wait(for: "server")["instance"])
        let answered = try first.call("view").response.headers["x-luamenu-instance"]
        #expect(answered.map(JSONValue.string) == instance, "the answers name the instance the events do")
        #expect(first.stop().status == 0)

        let second = try PreviewClient([script], home: first.home)
        #expect(second.port == first.port, "no --port: the port it had last time")
        #expect(second.token == first.token, "the same script on the same port: the same token")
        #expect(try second.events().wait(for: "server")["instance"] != instance, "another instance")

        let alongside = try PreviewClient([script], home: first.home)
        #expect(alongside.port != second.port, "that port taken: a free one")
        #expect(alongside.token != second.token, "another port, another token")
        #expect(alongside.stop().status == 0)

        let other = try Luamenu.script("return menu.new{ title = 'other' }\n")
        #expect(second.stop().status == 0)
        let another = try PreviewClient([other, "--port", String(first.port)], home: first.home)
        #expect(another.token != first.token, "another script on that port, another token")
        #expect(try another.request("GET", "/events?token=\(first.token)").status == 403, "which the first one's page can't use")
        #expect(another.stop().status == 0)
    }

    @Test func withoutAStateFolderTheTokenIsTheRunsAloneAndItSaysSoOnce() throws {
        let blocked = try Luamenu.script("", name: "not-a-folder")
        let preview = try PreviewClient(["examples/tigers.lua"], environment: ["XDG_STATE_HOME": blocked + "/state"])
        #expect(try preview.call("view").answer["result"]?["title"] == .string("KIA Tigers"), "it works all the same")
        let stopped = preview.stop()
        #expect(stopped.status == 0)
        let said = stopped.stderr.split(separator: "\n").filter { $0.contains("the token is this run's alone") }
        #expect(said == ["luamenu preview: cannot make the folder \(blocked)/state: Not a directory; the token is this run's "
                         + "alone, so an open page won't reconnect after a restart"], "\(stopped.stderr)")
    }

    @Test func withoutXDGStateHomeTheFolderIsInHome() throws {
        let preview = try PreviewClient(["examples/tigers.lua"], environment: ["XDG_STATE_HOME": ""])
        let kept = try FileManager.default.contentsOfDirectory(atPath: preview.home + "/.local/state/luamenu")
        #expect(kept.filter { $0.hasSuffix("-\(preview.port).token") }.count == 1, "\(kept)")
        #expect(preview.stop().status == 0)
    }
}
