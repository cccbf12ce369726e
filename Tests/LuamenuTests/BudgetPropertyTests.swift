import Foundation
import Testing

/// Every byte and second the host spends for a script is the script's: random large inputs,
/// driven through every host path (labels, ids repeated in paths, items' data, render hooks,
/// `m:state()`, searches, the store, `menu.read`, `menu.input`, `menu.hangul`) and every entry
/// point (`run` as text and as JSON, `check`, `test`, `serve`, a batch of requests, a state file
/// saved and read back), stay within `--memory` plus the
/// process's baseline, and end with the limit's error or an output no larger than the limit
/// allows: never status 0 with a huge output.
@Suite struct BudgetPropertyTests {
    /// The memory limit the runs get, in MiB.
    static let memory = 32
    /// What a run may hold beyond the limit and a small menu's run (the baseline): malloc's
    /// arenas and fragmentation, the threads a search starts, one row's transient copies.
    static let slack = 12 << 20

    /// A deterministic generator (SplitMix64): each shape's sizes come from its own seed.
    struct Generator {
        var state: UInt64

        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return range.lowerBound + Int(z % UInt64(range.count))
        }
    }

    /// A script for one host path, its sizes drawn from `random`: each could hold far more than
    /// the limit if the host's work were not counted.
    static func script(_ shape: String, _ random: inout Generator) -> String {
        switch shape {
        case "labels":
            return """
                local big = string.rep("x", \(random.next(1...12)) * 1024 * 1024)
                local items = {}
                for i = 1, \(random.next(10...200)) do
                  items[i] = { id = "i" .. i, title = function() return big end, detail = function() return big end }
                end
                local m = menu.new{}
                m:section{ id = "s", title = "S", items = items }
                return m
                """
        case "ids":
            return """
                local items = {}
                for i = 1, \(random.next(20_000...100_000)) do items[i] = "item " .. i end
                local m = menu.new{}
                m:section{ id = string.rep("i", \(random.next(2000...4096))), title = "S", items = items }
                return m
                """
        case "data":
            return """
                local blob = string.rep("d", \(random.next(64...2048)) * 1024)
                local items = {}
                for i = 1, \(random.next(50...500)) do items[i] = { id = "i" .. i, title = "t", blob = blob, list = { blob, blob } } end
                local m = menu.new{}
                m:section{ id = "s", title = "S", items = items }
                return m
                """
        case "hooks":
            return """
                local big = string.rep("h", \(random.next(1...8)) * 1024 * 1024)
                menu.on("render", function(item) item.title = big; item.detail = big end)
                local items = {}
                for i = 1, \(random.next(10...300)) do items[i] = "i" .. i end
                local m = menu.new{}
                m:section{ id = "s", title = "S", items = items }
                return m
                """
        case "states":
            let count = random.next(5...60)
            return "local m = menu.new{}\n"
                + "for s = 1, \(random.next(100...1000)) do m:section{ id = string.rep('s', \(random.next(500...4000))) .. s, title = 'S', items = {} } end\n"
                + (1...count).map { "local s\($0) = m:state()\n" }.joined() + "return m\n"
        case "search":
            return """
                local big = string.rep("q", \(random.next(1...6)) * 1024 * 1024)
                local items = {}
                for i = 1, \(random.next(10...200)) do items[i] = { id = "i" .. i, title = function() return big end } end
                local m = menu.new{}
                m:section{ id = "s", title = "S", items = items }
                m:query("qq")
                return m
                """
        case "store":
            return """
                local store = menu.store{}
                local big = string.rep("s", \(random.next(256...2048)) * 1024)
                store.copies = {}
                for i = 1, \(random.next(10...200)) do store.copies[i] = big end
                return menu.new{ title = "store" }
                """
        case "files":
            return """
                local a, b = menu.read("blob.txt"), menu.read("blob.txt")
                local lines = menu.input()
                return menu.new{ title = tostring(#a + #b + #lines) }
                """
        default:
            return """
                local big = string.rep("가", \(random.next(1...4)) * 1024 * 1024)
                local a, b, c = menu.hangul.choseong(big), menu.hangul.choseong(big), menu.hangul.choseong(big)
                return menu.new{ title = tostring(#a + #b + #c) }
                """
        }
    }

    static let shapes = ["labels", "ids", "data", "hooks", "states", "search", "store", "files", "hangul"]

    /// One line of `count` `view` requests: a batch, whose answers are held until all are made.
    static func batch(of count: Int) -> String {
        "[" + (1...count).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"view"}"# }.joined(separator: ",") + "]\n"
    }

    /// Whether `text` names a limit: what a run stopped by one says.
    static func namesALimit(_ text: String) -> Bool {
        text.contains("memory limit exceeded") || text.contains("time limit exceeded")
    }

    @Test(.disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
                    "AddressSanitizer's shadow memory and quarantine inflate the resident size"),
          arguments: shapes.enumerated().map { ($0.offset, $0.element) })
    func everyEntryPointStaysWithinTheBudget(seed: Int, shape: String) throws {
        var random = Generator(state: UInt64(seed) &* 7919 &+ 18)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(shape)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.script(shape, &random).write(to: folder.appendingPathComponent("menu.lua"), atomically: true, encoding: .utf8)
        try Data(repeating: 0x62, count: random.next(4...14) << 20).write(to: folder.appendingPathComponent("blob.txt"))
        try #"return { script = "menu.lua", { name = "text" }, { name = "json", format = "json" } }"#
            .write(to: folder.appendingPathComponent("menu.spec.lua"), atomically: true, encoding: .utf8)
        let line = String(repeating: "y", count: random.next(8...40) << 20)
        let limits = ["--memory", "\(Self.memory)", "--timeout", "60"]
        let baseline = try MeasuredRun(["run", Luamenu.root + "/examples/tigers.lua"])
        let ceiling = baseline.peak + Self.memory << 20 + Self.slack
        let runs: [(String, MeasuredRun)] = [
            ("run text", try MeasuredRun(["run", "menu.lua", "--format", "text"] + limits, input: line, folder: folder.path)),
            ("run json", try MeasuredRun(["run", "menu.lua", "--format", "json"] + limits, input: line, folder: folder.path)),
            ("check", try MeasuredRun(["check", "menu.lua"] + limits, folder: folder.path)),
            ("test", try MeasuredRun(["test", ".", "--update"] + limits, folder: folder.path)),
            ("serve", try MeasuredRun(["serve", "menu.lua"] + limits, input: #"{"jsonrpc":"2.0","id":1,"method":"view"}"# + "\n",
                                      folder: folder.path)),
            ("serve batch", try MeasuredRun(["serve", "menu.lua"] + limits, input: Self.batch(of: random.next(20...80)),
                                            folder: folder.path)),
            ("run --state", try MeasuredRun(["run", "menu.lua", "--state", "state.json"] + limits, input: line, folder: folder.path)),
            ("run --state again", try MeasuredRun(["run", "menu.lua", "--state", "state.json"] + limits, input: line,
                                                  folder: folder.path)),
        ]
        let snapshot = (try? Data(contentsOf: folder.appendingPathComponent("menu.spec.snap"))) ?? Data()
        for (entry, run) in runs {
            let context = "\(shape) by \(entry): status \(run.status), peak \(run.peak >> 20) MiB (ceiling \(ceiling >> 20) MiB), "
                + "stdout \(run.stdoutBytes) bytes, stderr \(run.stderr.prefix(300))"
            #expect(run.peak <= ceiling, "\(context)")
            #expect(run.stdoutBytes <= 2 * Self.memory << 20, "never a huge output: \(context)")
            if run.status != 0 || entry == "serve" && run.stdout.contains(#""error""#) {   // check and serve say it on stdout
                #expect(Self.namesALimit(run.stdout + run.stderr), "stopped, by a limit that says so: \(context) \(run.stdout.prefix(300))")
            }
        }
        #expect(snapshot.count <= 2 * Self.memory << 20, "\(shape): the snapshots are \(snapshot.count) bytes")
        let drawn = String(decoding: snapshot.prefix(1 << 16), as: UTF8.self)
        if drawn.contains("error: ") { #expect(Self.namesALimit(drawn), "\(shape): \(drawn.prefix(300))") }
    }

    /// The interactive view draws a screenful at a time, under the same budget: a menu whose
    /// labels would hold far more than the limit shows the limit's error in its status line,
    /// and the process stays within the limit and the baseline.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
                    "AddressSanitizer's shadow memory and quarantine inflate the resident size"))
    func theInteractiveViewStaysWithinTheBudget() throws {
        var random = Generator(state: 4242)
        let script = try Luamenu.script(Self.script("labels", &random))
        let baseline = try MeasuredRun(["run", Luamenu.root + "/examples/tigers.lua"])
        let terminal = try PseudoTerminal(["run", script, "-i", "--memory", "\(Self.memory)", "--timeout", "60"], columns: 300)
        terminal.read(until: "memory limit exceeded")
        #expect(terminal.text.contains("memory limit exceeded"), "\(terminal.text.suffix(400).debugDescription)")
        // luamenu is the shell's child; while it waits for a key, its peak so far is its high-water mark.
        let children = (try? String(contentsOfFile: "/proc/\(terminal.pid)/task/\(terminal.pid)/children", encoding: .utf8)) ?? ""
        let luamenu = try #require(children.split(separator: " ").first.map(String.init))
        let status = try String(contentsOfFile: "/proc/\(luamenu)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        let peak = (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) << 10
        #expect(peak <= baseline.peak + Self.memory << 20 + Self.slack, "peak \(peak >> 20) MiB, baseline \(baseline.peak >> 20) MiB")
        terminal.type("\u{1B}")                                    // Esc: cancel
        #expect(terminal.wait() == 130)
    }
}
