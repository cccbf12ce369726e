import Foundation
import MenuRender
import Testing

/// What a face holds for its clients is inside the budget: a batch of requests holds its
/// answers' view models together, and one too many is refused with the memory limit's error.
@Suite struct ClientBudgetTests {
    /// A menu whose view model is about 1.3 MB: 5,000 items of 200 characters.
    static let largeView = """
        local items = {}
        for i = 1, 5000 do items[i] = { id = "i" .. i, title = string.rep("x", 200) .. i } end
        local m = menu.new{ title = "large" }
        m:section{ id = "s", title = "S", items = items }
        return m
        """

    @Test(.disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
                    "AddressSanitizer's shadow memory and quarantine inflate the resident size"))
    func aBatchOfViewsHoldsItsAnswersUnderTheMemoryLimit() throws {
        let script = try Luamenu.script(Self.largeView)
        let folder = (script as NSString).deletingLastPathComponent
        let memory = BudgetPropertyTests.memory
        let baseline = try MeasuredRun(["run", Luamenu.root + "/examples/tigers.lua"])
        let run = try MeasuredRun(["serve", "menu.lua", "--memory", "\(memory)"], input: BudgetPropertyTests.batch(of: 60),
                                  folder: folder)
        #expect(run.peak <= baseline.peak + memory << 20 + BudgetPropertyTests.slack,
                "peak \(run.peak >> 20) MiB (60 views of 1.3 MB would be 80 MB and more)")
        #expect(run.status == 0)
        let answered = try Luamenu(arguments: ["serve", script, "--memory", "\(memory)"], input: BudgetPropertyTests.batch(of: 60))
        let answers = try JSONValue.parse(answered.stdout.split(separator: "\n").last.map(String.init) ?? "")
        guard case .array(let batch) = answers else { Issue.record("no batch answer: \(run.stdout.prefix(300))"); return }
        #expect(batch.count == 60, "every request answered")
        #expect(batch.first?["result"]?["title"] == .string("large"), "the first views fit")
        #expect(batch.last?["error"]?["data"]?["kind"] == .string("memoryLimit"), "the rest say the limit: \(batch.last?.text.prefix(300) ?? "")")
    }

    @Test func aFirstViewThatCantBeDrawnReachesThePageAsAnError() throws {
        let script = try Luamenu.script("""
            local items = {}
            for i = 1, 40 do items[i] = { id = "i" .. i, title = function() return string.rep("x", 2 * 1024 * 1024) end } end
            local m = menu.new{ title = "heavy" }
            m:section{ id = "s", title = "S", items = items }
            return m
            """)
        let preview = try PreviewClient([script, "--memory", "32"])
        let page = try preview.events()
        let status = try page.wait(for: "status")
        #expect(status["error"]?["kind"] == .string("memoryLimit"), "the page is told why there is no view: \(status.text)")
        #expect(status["error"]?["message"]?.text.contains("memory limit exceeded") == true)
        #expect(preview.stop().status == 0)
    }

    /// A store that holds one 1 MB string in `count` places.
    static func sharedStore(_ count: Int) -> String {
        """
        local store = menu.store{}
        local big = string.rep("s", 1024 * 1024)
        store.copies = {}
        for i = 1, \(count) do store.copies[i] = big end
        return menu.new{ title = "store" }
        """
    }

    @Test(.disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
                    "AddressSanitizer's shadow memory and quarantine inflate the resident size"))
    func theStoreIsSavedAndLoadedUnderTheMemoryLimit() throws {
        let memory = 64
        let baseline = try MeasuredRun(["run", Luamenu.root + "/examples/tigers.lua"])
        let ceiling = baseline.peak + memory << 20 + BudgetPropertyTests.slack
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        // 60 places: 60 MB of JSON, more than a run may read back (16 MB under --memory 64).
        try Self.sharedStore(60).write(toFile: folder + "/many.lua", atomically: true, encoding: .utf8)
        let refused = try MeasuredRun(["run", "many.lua", "--state", "many.json", "--memory", "\(memory)"], folder: folder)
        #expect(refused.status == 1 && refused.stderr.contains("the state file would be larger than 16777216 bytes"),
                "\(refused.stderr.prefix(300))")
        #expect(refused.peak <= ceiling, "saving peaked at \(refused.peak >> 20) MiB (ceiling \(ceiling >> 20) MiB)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/many.json"), "nothing written")

        // 12 places: 12 MB, saved, and read back by the next run.
        try Self.sharedStore(12).write(toFile: folder + "/some.lua", atomically: true, encoding: .utf8)
        let saved = try MeasuredRun(["run", "some.lua", "--state", "some.json", "--memory", "\(memory)"], folder: folder)
        #expect(saved.status == 0 && saved.peak <= ceiling, "saving: \(saved.peak >> 20) MiB, \(saved.stderr.prefix(300))")
        let loaded = try MeasuredRun(["run", "some.lua", "--state", "some.json", "--memory", "\(memory)"], folder: folder)
        #expect(loaded.status == 0 && loaded.peak <= ceiling, "loading: \(loaded.peak >> 20) MiB, \(loaded.stderr.prefix(300))")
    }
}
