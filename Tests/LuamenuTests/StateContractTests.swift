import Foundation
import MenuRender
import Testing

/// One contract for state: `serve`'s and the preview's `state` answer exactly what `--state`
/// saves for the same taps, the store included.
@Suite struct StateContractTests {
    static let source = """
        local store = menu.store{ count = 0, names = {} }
        local m = menu.new{ title = "T" }
        m:section{ id = "s", title = "S", items = {
          { id = "add", title = "Add", on_tap = function() store.count = store.count + 1; store.names[#store.names + 1] = "x" end },
          "b",
        } }
        m:filter{ id = "f", options = { "all", "some" }, target = "s", match = function() return true end }
        return m
        """
    static let taps = ["s/add", "s/add", "f/some", "s"]

    /// What `run --state FILE --tap …` saved for ``taps``, parsed.
    static func saved(script: String) throws -> JSONValue {
        let file = (script as NSString).deletingLastPathComponent + "/state.json"
        let run = try Luamenu(arguments: ["run", script, "--state", file] + taps.flatMap { ["--tap", $0] })
        #expect(run.status == 0, "\(run.stderr)")
        let saved = try JSONValue.parse(String(contentsOfFile: file, encoding: .utf8))
        #expect(saved["store"]?["count"] == .int(2), "the store is saved: \(saved.text)")
        return saved
    }

    @Test func servesStateIsWhatStateSaves() throws {
        let script = try Luamenu.script(Self.source)
        let client = try ServeClient([script])
        for tap in Self.taps { _ = try client.call("tap", .object([("path", .string(tap))])) }
        let answer = try #require(try client.call("state")["result"])
        #expect(answer.text == (try Self.saved(script: script)).text)
        #expect(try client.finish() == 0)
    }

    @Test func thePreviewsStateIsWhatStateSaves() throws {
        let script = try Luamenu.script(Self.source)
        let preview = try PreviewClient([script])
        defer { _ = preview.stop() }
        for tap in Self.taps { _ = try preview.call("tap", .object([("path", .string(tap))])) }
        let answer = try #require(try preview.call("state").answer["result"])
        #expect(answer.text == (try Self.saved(script: script)).text)
    }
}
