import CLua
import LuaShim
@testable import MenuLua
import Testing

/// A state's small blocks (Sources/LuaShim/SmallBlocks.c): Lua's blocks of up to 128 bytes
/// kept in pages by size, without a header, counted at their size rounded up to 8.
@Suite struct SmallBlocksTests {
    /// Runs `source` in a fresh state made by lm_newstate (no limits) and returns what it
    /// returned as a string, with the bytes the count says the state holds at the end and the
    /// bytes Lua counts itself (`collectgarbage("count")`, which the chunk is given to return second).
    func run(_ source: String) throws -> (result: String, used: Int, luaCount: Int) {
        try withFreshState { L, limits in
            try #require(luaL_loadstring(L, source + "\n, collectgarbage('count') * 1024") == LUA_OK)
            let status = lm_pcall(L, 0, 2)
            let used = limits.pointee.used
            let result = lm_tolstring(L, -2, nil).map { String(cString: $0) } ?? ""
            try #require(status == LUA_OK, "\(result)")
            return (result, used, Int(lua_tonumberx(L, -1, nil)))
        }
    }

    static let smallBlocks = lm_blockcost(8) == 8

    @Test(.enabled(if: smallBlocks, "small blocks are compiled out under AddressSanitizer"))
    func aSmallBlockCostsItsSizeRoundedUpToEight() {
        for size in 1...128 { #expect(lm_blockcost(size) == (size + 7) / 8 * 8, "size \(size)") }
        #expect(lm_blockcost(129) >= 129 + 8, "a large block is malloc's, with its header")
    }

    /// A string item's table `{ title = s }` is two blocks, 56 bytes and a node of 24, sizes
    /// that are multiples of 8: with small blocks the count grows by what Lua itself counts
    /// (`collectgarbage("count")`); with malloc's header it grew by 16 more a table.
    @Test(.enabled(if: smallBlocks, "small blocks are compiled out under AddressSanitizer"))
    func tablesCostWhatLuaAsksFor() throws {
        let make = "collectgarbage('stop') local t = {} for i = 1, 1000 do t[i] = false end "
        let bare = try run(make + "return 'done'")
        let tables = try run(make + "for i = 1, 1000 do t[i] = { title = 'x' } end return 'done'")
        #expect(tables.luaCount - bare.luaCount >= 80_000, "Lua counts the tables")
        let overhead = (tables: tables.used - tables.luaCount, bare: bare.used - bare.luaCount)
        #expect(abs(overhead.tables - overhead.bare) < 64,
                "the count exceeds Lua's by as much with the tables as without (up to a chunk name's rounding): \(overhead)")
    }

    /// A freed small block waits for the next of its size, so a script that fills the limit
    /// with strings of one size, drops them and does it again with another would make the
    /// process hold its pages many times over: a page past twice the limit is refused, as
    /// growth past the limit is, though what the script holds is under it.
    @Test(.enabled(if: smallBlocks, "small blocks are compiled out under AddressSanitizer"))
    func pagesStopAtTwiceTheLimit() throws {
        let r = try MenuRuntime(options: .init(timeout: 60, memoryLimit: 4 << 20))
        #expect(r.evaluate("done, kept = 0, {}") == .values([]))
        // Strings of 20 to 60 bytes: six sizes of block, 2.5 MiB of each, held and dropped in turn.
        let outcome = r.evaluate("""
            for length = 20, 60, 8 do
              for i = 1, 2.5 * 2^20 // (length + 32) do kept[i] = string.format("%0" .. length .. "d", i) end
              kept = {} collectgarbage()
              done = length
            end
            """)
        #expect(outcome == .failed("stdin: memory limit exceeded: more than 4 MiB while running the line (see --memory)"),
                "\(outcome)")
        #expect(r.evaluate("return done < 60") == .values(["true"]), "stopped before the last size")
        #expect(r.evaluate("return #string.format('%020d', 1)") == .values(["20"]),
                "a block of a size with free blocks is still had")
    }

    /// Blocks that grow and shrink across the classes and out of them into malloc's keep their
    /// contents: arrays grown one by one (16 bytes an entry), hash parts, strings of every length.
    @Test func blocksResizedAcrossClassesKeepTheirContents() throws {
        let source = """
            local out = {}
            for n = 1, 40 do
              local a, h = {}, {}
              for i = 1, n do a[i] = i * 3; h["k" .. i] = i end
              local sum = 0
              for i = 1, n do sum = sum + a[i] + h["k" .. i] end
              for i = n, 1, -1 do a[i] = nil; h["k" .. i] = nil end
              collectgarbage()
              out[#out + 1] = sum
            end
            for len = 1, 300, 7 do
              local s = string.rep("ab", len)
              assert(#s == 2 * len and s:sub(-2) == "ab" and s:byte(1) == 97, len)
            end
            return table.concat(out, ",")
            """
        let (result, _, _) = try run(source)
        let sums: [Int] = (1...40).map { n in 4 * n * (n + 1) / 2 }
        let expected = sums.map(String.init).joined(separator: ",")
        #expect(result == expected)
    }
}
