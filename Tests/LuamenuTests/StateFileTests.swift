import Foundation
import Testing

/// `--state FILE`: kept between runs, pruned to the script, never torn, never clobbered.
@Suite struct StateFileTests {
    func stateFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString).json").path
    }

    func regions(_ file: String, _ taps: String...) throws -> Luamenu {
        try Luamenu(arguments: ["run", "examples/regions.lua", "--format", "json", "--state", file]
            + taps.flatMap { ["--tap", $0] })
    }

    @Test func stateIsSavedAfterTheTapsAndLoadedBeforeThem() throws {
        let file = stateFile()
        #expect(try regions(file, "region/서울", "region/서울/강남").status == 0)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains(#""expanded":{"region":"서울"}"#) && saved.contains(#""서울":["강남"]"#))
        let next = try regions(file, "region/서울/종로")
        let region = try #require(try next.json().block("region"))
        #expect(region["expanded"] as? String == "서울")
        let seoul = (region["categories"] as? [[String: Any]])?.first
        let picked = (seoul?["items"] as? [[String: Any]])?.filter { $0["selected"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(picked == ["종로", "강남"])
    }

    @Test func aSubmenusScreenAndItsIndexsLetterAreKeptFromOneRunToTheNext() throws {
        let file = stateFile()
        let first = try Luamenu("run", "examples/settings.lua", "--state", file, "--tap", "people/contacts",
                                "--tap", "contacts/ㅅ", "--format", "json")
        #expect(first.status == 0)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains(#""current":{"contacts":"ㅅ"}"#) && saved.contains(#""submenu":["people","contacts"]"#))
        let next = try Luamenu("run", "examples/settings.lua", "--state", file, "--format", "json")
        let index = try #require(try next.json().block("contacts"))
        #expect(index["current"] as? String == "ㅅ", "the next run opens on the screen, at the letter")
    }

    @Test func theScriptsStoreIsKeptFromOneRunToTheNext() throws {
        let file = stateFile()
        let script = try Luamenu.script("""
            local store = menu.store{ n = 0 }
            local m = menu.new{ title = "t" }
            m:section{ id = "s", title = "S", items = { { id = "inc", title = "inc",
              detail = function() return tostring(store.n) end,
              on_tap = function() store.n = store.n + 1 end } } }
            return m
            """)
        for expected in ["1", "2"] {
            let run = try Luamenu("run", script, "--state", file, "--tap", "s/inc", "--width", "20")
            #expect(run.status == 0 && run.stdout.hasSuffix("  inc              \(expected)\n"), "\(run.stdout)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasSuffix(#""scrolled":null,"store":{"n":2}}"# + "\n"))
    }

    @Test func aStateFileFromBeforeStoresStillLoads() throws {
        let file = stateFile()
        try #"{"version":1,"open":{},"expanded":{"region":"서울"},"selected":{},"filter":{},"current":{},"scrolled":null}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try regions(file)
        #expect(result.status == 0)
        #expect(try result.json().block("region")?["expanded"] as? String == "서울")
    }

    @Test func entriesForIdsTheScriptNoLongerHasAreIgnored() throws {
        let file = stateFile()
        try #"{"version":1,"open":{"gone":true},"expanded":{"region":"대전"},"selected":{"region":{"없는도":["x"],"대전":["유성","없는구"]}},"filter":{},"current":{},"scrolled":null}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try regions(file).status == 0)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved == #"{"version":1,"open":{},"expanded":{"region":"대전"},"selected":{"region":{"대전":["유성"]}},"filter":{},"current":{},"scrolled":null}"# + "\n")
    }

    @Test func aCorruptStateFileIsAnErrorAndIsLeftAlone() throws {
        let file = stateFile()
        try "{\"open\": tru".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try regions(file, "region/서울")
        #expect(result.status == 1)
        #expect(result.stderr == "luamenu: \(file): not a luamenu state file (expected a value at byte 9); it was left as it is\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "{\"open\": tru")
    }

    @Test func anUnreadableStateFileIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let result = try regions(folder)
        #expect(result.status == 1 && result.stderr.hasPrefix("luamenu: \(folder): "))
    }

    @Test func killedWhileSavingNeverLeavesATornFile() throws {
        let file = stateFile()
        let script = try Luamenu.script("""
            local m = menu.new{}
            for i = 1, 400 do m:section{ id = "section" .. i, title = "S" .. i, items = { "a" } } end
            return m
            """)
        #expect(try Luamenu("run", script, "--state", file, "--tap", "section1").status == 0)
        for round in 0..<60 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Luamenu.binary)
            process.arguments = ["run", script, "--state", file, "--tap", "section\(round % 400 + 1)", "--format", "json"]
            process.environment = Luamenu.environment()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...20_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(parsed?["open"] is [String: Any], "round \(round): the state file is whole")
        }
    }

    @Test func aPlantedSymlinkCannotRedirectTheWrite() throws {
        let file = stateFile()
        let victim = file + ".victim"
        try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
        // The names a predictable temporary file would have had: FILE.tmp-PID for the next pids.
        let next = getpid()
        for pid in next..<next + 300 { symlink(victim, "\(file).tmp-\(pid)") }
        #expect(try regions(file, "region/서울").status == 0)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(#""expanded":{"region":"서울"}"#))
    }

    @Test func onlyARegularFileWithinTheMemoryLimitIsRead() throws {
        let fifo = stateFile()
        #expect(mkfifo(fifo, 0o644) == 0)
        let blocked = try Luamenu(arguments: ["run", "examples/regions.lua", "--state", fifo], limit: 60)
        #expect(blocked.status == 1 && blocked.stderr == "luamenu: \(fifo): cannot read the state file: not a regular file\n")
        let huge = stateFile()
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 3 << 20) == 0)                // 3 MiB of zeros, sparse
        let large = try Luamenu("run", "examples/regions.lua", "--state", huge, "--memory", "2")
        #expect(large.status == 1)
        #expect(large.stderr == "luamenu: \(huge): cannot read the state file: it is too large (3145728 bytes; at most 524288, a quarter of --memory)\n")
    }

    @Test func runsSharingAStateFileTakeTurns() throws {
        let file = stateFile()
        let script = try Luamenu.script("""
            local m = menu.new{}
            local children = {}
            for i = 1, 12 do children[i] = "c" .. i end
            m:selection{ id = "r", categories = { { title = "all", items = children } } }
            return m
            """)
        // Twelve runs at once, each selecting its own child: with the lock, none is lost.
        DispatchQueue.concurrentPerform(iterations: 12) { i in
            _ = try? Luamenu(arguments: ["run", script, "--state", file, "--tap", "r/all/c\(i + 1)"])
        }
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        for i in 1...12 { #expect(saved.contains("\"c\(i)\""), "c\(i) was lost: \(saved)") }
    }
}
