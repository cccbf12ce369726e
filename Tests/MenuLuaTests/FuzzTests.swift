import CLua
import LuaShim
@testable import MenuLua
import Testing

/// Thousands of wrong values thrown at every API function end in Lua errors, never a crash.
@Suite struct FuzzTests {
    /// A Lua script that calls every API function with every strange value, in every
    /// argument and every field, under pcall, and counts what happened.
    static let fuzzer = #"""
        host_frame_calls = 0
        -- A metamethod that counts the calls made from a host frame (see lm_inhostframe), then raises.
        local function hostile(name)
          return function()
            if in_host_frame and in_host_frame() then host_frame_calls = host_frame_calls + 1 end
            error(name .. "!")
          end
        end
        local raising = setmetatable({}, {
          __index = hostile("index"), __newindex = hostile("newindex"), __len = hostile("len"),
          __tostring = hostile("tostring"), __eq = hostile("eq"), __lt = hostile("lt"),
          __pairs = hostile("pairs"), __call = hostile("call"), __close = hostile("close"),
          __concat = hostile("concat"), __name = "raising" })
        local cyclic = {}; cyclic.self = cyclic; cyclic[1] = cyclic; cyclic.title = cyclic; cyclic.items = cyclic
        local values = { nil, true, false, 0, -1, 0/0, math.huge, -math.huge, math.maxinteger, math.mininteger,
          2^63, 1e308, 0.5, "", "x", "\0nul\0", "\255\254 invalid", string.rep("long", 1000), "\27[31mred",
          {}, { {} }, { "a", nil, "c" }, raising, cyclic, tostring, function() error("f!") end,
          coroutine.create(function() end), coroutine.running(), setmetatable({}, { __metatable = false }) }
        local count, errors = 0, 0
        local function try(f, ...)
          count = count + 1
          local ok, message = pcall(f, ...)
          if not ok then
            errors = errors + 1
            assert(type(message) == "string" or type(message) == "table", "error object: " .. type(message))
          end
        end
        local m = menu.new{ title = "fuzz" }
        local fields = { "id", "title", "items", "columns", "open", "on_tap", "all", "categories", "on_change",
          "options", "target", "match", "on_select", "letters", "key", "on_jump" }
        local methods = { "section", "selection", "filter", "index", "tap", "state" }
        for i = 1, #values + 1 do
          local v = values[i]
          try(menu.new, v); try(menu.new, { title = v }); try(menu.register_filter, v, v)
          try(menu.register_filter, "f" .. i, v)
          for _, name in ipairs(methods) do
            try(m[name], m, v); try(m[name], v, v); try(m[name], v)
            for _, field in ipairs(fields) do
              local spec = { id = "b" .. i .. field, title = "T", items = { "a" }, options = { "o" },
                             categories = { { title = "c", items = { "x" } } } }
              spec[field] = v
              try(m[name], m, spec)
              try(m[name], m, { title = "T", items = { v }, options = { v }, categories = { v } })
              try(m[name], m, { title = "T", items = { { title = v, [field] = v } },
                                categories = { { title = v, items = { v } } }, options = { { id = v } } })
            end
          end
          try(m.tap, m, "b" .. i .. "id/a")
        end
        fuzzed = { count = count, errors = errors }
        return m
        """#

    @Test func everyAPIFunctionSurvivesWrongValues() throws {
        let r = try MenuRuntime(source: Self.fuzzer + "\n", name: "fuzz.lua",
                                options: .unhurried(.init(printDescriptor: 2)))
        #expect(r.menu.title == "fuzz")
        #expect(r.menu.blocks.count > 100, "the well-formed calls among them made blocks")
        _ = try r.view()
        #expect(r.stack.top == 0)
    }

    /// The fuzzer's metamethods count the calls made from a Swift frame: the host reads
    /// everything raw, so there must be none. The control shows the count would see one.
    @Test func noMetamethodRunsInAHostFrame() throws {
        let r = try MenuRuntime(options: .unhurried(.init(printDescriptor: 2)))
        let base = r.stack.top
        r.stack.push(r.environment)                                  // env
        lua_pushcclosure(r.stack.L, lm_inhostframe, 0)
        r.stack.setRawField("in_host_frame", of: -2)
        lua_settop(r.stack.L, base)
        guard case .values = r.evaluate(Self.fuzzer) else { Issue.record("the fuzzer failed"); return }
        #expect(r.evaluate("return host_frame_calls") == .values(["0"]))
        // Control: a non-raw read from Swift runs __index in a host frame, and is counted.
        #expect(r.evaluate("probe = setmetatable({}, { __index = function() host_frame_calls = host_frame_calls + 1 end })") == .values([]))
        r.stack.push(r.environment)
        r.stack.rawField("probe", of: -1)                            // env, probe
        lua_getfield(r.stack.L, -1, "anything")                            // runs __index from Swift
        lua_settop(r.stack.L, base)
        #expect(r.evaluate("return host_frame_calls") == .values(["1"]), "the count sees a host-frame call")
    }

    /// Under a memory limit the host passes as it answers (an overdraft, see LuaShim.h): the
    /// calls still end in Lua errors, never a crash; no metamethod runs in a host frame; the
    /// operation fails with the memory limit's error; and the next one starts afresh.
    @Test(arguments: [1, 2, 4, 8])
    func everyAPIFunctionSurvivesTheMemoryLimit(mebibytes: Int) throws {
        let r = try MenuRuntime(options: .init(printDescriptor: 2, timeout: 300, memoryLimit: mebibytes << 20))
        let base = r.stack.top
        r.stack.push(r.environment)                                  // env
        lua_pushcclosure(r.stack.L, lm_inhostframe, 0)
        r.stack.setRawField("in_host_frame", of: -2)
        lua_settop(r.stack.L, base)
        let big = "local big = string.rep('x', 300000) for i = 1, 40 do pcall(menu.hangul.choseong, big) end\n"
        let keep = "local kept = {} for i = 1, 200 do kept[i] = menu.hangul.choseong(big) end m:state()"   // 60 MB at least
        let outcome = r.evaluate(big + Self.fuzzer.replacingOccurrences(of: "return m", with: keep))
        guard case .failed(let message) = outcome else {
            Issue.record("everything fit in \(mebibytes) MiB: \(outcome)")
            return
        }
        #expect(message.contains("memory limit exceeded"), "\(message)")
        #expect(r.stack.top == base)
        #expect(r.peakMemory <= mebibytes << 20 + (64 << 10), "the host overdrew at most one step: \(r.peakMemory >> 10) KiB")
        #expect(r.evaluate("collectgarbage() return host_frame_calls") == .values(["0"]))
    }

    @Test func theFuzzerMadeThousandsOfCalls() throws {
        let r = try MenuRuntime(source: Self.fuzzer.replacingOccurrences(of: "return m", with: "return menu.new{ title = fuzzed.count .. '/' .. fuzzed.errors }"),
                                name: "fuzz.lua", options: .unhurried(.init(printDescriptor: 2)))
        let parts = try #require(r.menu.title?.split(separator: "/").compactMap { Int($0) })
        #expect(parts.count == 2 && parts[0] > 9_000 && parts[1] > 4_000, "\(parts)")
    }
}
