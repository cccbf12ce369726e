@testable import MenuLua
import Testing

/// The REPL's evaluation: expressions print, statements run, incomplete input waits.
@Suite struct EvaluateTests {
    let r: MenuRuntime

    init() throws {
        r = try MenuRuntime(options: .unhurried(.init(printDescriptor: 2)))
    }

    @Test func expressionsPrintTheirValues() {
        #expect(r.evaluate("1 + 1") == .values(["2"]))
        #expect(r.evaluate("=1, 'two', nil") == .values(["1", "\"two\"", "nil"]))
        #expect(r.evaluate("x = 5") == .values([]))
        #expect(r.evaluate("x * 2") == .values(["10"]), "globals persist between lines")
    }

    @Test func tablesPrintNestedSortedAndNeverAsAddresses() {
        #expect(r.evaluate("{ 3, 1, b = { c = true }, a = 'x\\n' }") == .values([#"{ 3, 1, a = "x\n", b = { c = true } }"#]))
        #expect(r.evaluate("{}") == .values(["{}"]))
        #expect(r.evaluate("{ [1.5] = 1, ['not a name'] = 2 }") == .values([#"{ [1.5] = 1, ["not a name"] = 2 }"#]))
        guard case .values(let deep) = r.evaluate("{ a = { b = { c = { d = { e = 1 } } } } }") else {
            Issue.record("no value"); return
        }
        #expect(deep == ["{ a = { b = { c = { d = {…} } } } }"], "a depth limit")
        guard case .values(let cyclic) = r.evaluate("(function() local t = { name = 't' } t.self = t return t end)()") else {
            Issue.record("no value"); return
        }
        #expect(cyclic == [#"{ name = "t", self = <cycle> }"#])
        guard case .values(let other) = r.evaluate("print, coroutine.create(print)") else { Issue.record("no value"); return }
        #expect(other == ["<function>", "<thread>"])
    }

    @Test func longTablesBreakIntoLines() {
        guard case .values(let lines) = r.evaluate("{ alpha = string.rep('a', 30), beta = string.rep('b', 30), gamma = { 1, 2 } }") else {
            Issue.record("no value"); return
        }
        #expect(lines == ["{\n  alpha = \"\(String(repeating: "a", count: 30))\",\n  beta = \"\(String(repeating: "b", count: 30))\",\n  gamma = { 1, 2 }\n}"])
    }

    @Test func incompleteInputAsksForMore() {
        #expect(r.evaluate("for i = 1, 3 do") == .incomplete)
        #expect(r.evaluate("function f()\n  return 1") == .incomplete)
        #expect(r.evaluate("function f()\n  return 1\nend") == .values([]))
        #expect(r.evaluate("f()") == .values(["1"]))
    }

    @Test func errorsComeBackAndTheSessionGoesOn() throws {
        // 2 s: the endless loop reaches it; the other lines (a millisecond's work each) don't,
        // however busy the machine.
        let r = try MenuRuntime(options: .init(printDescriptor: 2, timeout: 2))
        #expect(r.evaluate("error('boom')") == .failed("stdin:1: boom"))
        #expect(r.evaluate("1 +") == .failed("stdin:1: unexpected symbol near '1'"), "as lua.c says it")
        #expect(r.evaluate("local x = )") == .failed("stdin:1: unexpected symbol near ')'"))
        #expect(r.evaluate("while true do end") == .failed("stdin:1: time limit exceeded: more than 2 s while running the line (see --timeout)"))
        #expect(r.evaluate("2") == .values(["2"]))
    }

    @Test func theScriptsMenuIsBoundAsM() throws {
        let r = try runtime("local m = menu.new{ title = 'T' } m:section{ id = 's', title = 'S', items = { 'a' } } return m")
        r.bindMenu()
        #expect(r.evaluate("m") == .values(["menu 'T' (1 block)"]))
        #expect(r.evaluate("m:tap('s'):state().open") == .values(["{ s = false }"]))
        #expect(r.state.open["s"] == false)
    }

    @Test func completionsOfGlobalsAndFields() {
        #expect(r.completions(for: "pai") == ["pairs"])
        #expect(r.completions(for: "string.fo") == ["string.format"])
        #expect(r.completions(for: "menu.n") == ["menu.new"], "through the read-only proxy's __index")
        #expect(r.completions(for: "m") == ["math", "menu"])
        #expect(r.completions(for: "nothing.here") == [])
    }

    @Test func theMenuObjectsMethodsComplete() throws {
        let r = try runtime("local m = menu.new{ title = 'T' } return m")
        r.bindMenu()
        #expect(r.completions(for: "m:") == ["m:blocks", "m:filter", "m:index", "m:item", "m:query", "m:remove", "m:section", "m:selection", "m:state", "m:tap"])
        #expect(r.completions(for: "m:ta") == ["m:tap"])
        #expect(r.completions(for: "m.st") == ["m.state"], "a dot lists them too")
        #expect(r.completions(for: "m:tap.x") == [], "no further than a function")
        #expect(r.evaluate("s = 'text'") == .values([]))
        #expect(r.completions(for: "s:up") == ["s:upper"], "a string's methods, through its metatable")
    }
}

/// The REPL's scope: locals kept from line to line, `_`, and tracebacks.
@Suite struct ReplScopeTests {
    let r: MenuRuntime

    init() throws {
        r = try MenuRuntime(options: .unhurried(.init(printDescriptor: 2)))
    }

    @Test func localsAreKeptForTheNextLines() {
        #expect(r.evaluate("local y = 5") == .values([]))
        #expect(r.evaluate("y") == .values(["5"]))
        #expect(r.evaluate("local a, b = 1, 2") == .values([]))
        #expect(r.evaluate("a + b") == .values(["3"]))
        #expect(r.evaluate("local function fact(n)\n  if n == 0 then return 1 end\n  return n * fact(n - 1)\nend") == .values([]))
        #expect(r.evaluate("fact(5)") == .values(["120"]), "a pasted local function, recursive, callable later")
        #expect(r.evaluate("for i = 1, 2 do local inner = i end") == .values([]))
        #expect(r.evaluate("inner") == .values(["nil"]), "a block's locals end with the block")
        #expect(r.evaluate("y = y + 1") == .values([]))
        #expect(r.evaluate("=y") == .values(["6"]), "assigning a kept local changes it")
    }

    @Test func aLocalShadowsAGlobalAndLeavesIt() {
        #expect(r.evaluate("x = 'global'") == .values([]))
        #expect(r.evaluate("local x = 'local'") == .values([]))
        #expect(r.evaluate("x") == .values(["\"local\""]))
        #expect(r.evaluate("local string = 1") == .values([]))
        #expect(r.evaluate("string") == .values(["1"]))
        #expect(r.completions(for: "fa") == [], "no local fact here")
        #expect(r.evaluate("local fact = 1") == .values([]))
        #expect(r.completions(for: "fa") == ["fact"], "kept locals complete")
    }

    @Test func underscoreIsTheLastLinesFirstValue() {
        #expect(r.evaluate("6 * 7, 'second'") == .values(["42", "\"second\""]))
        #expect(r.evaluate("x = 1") == .values([]))
        #expect(r.evaluate("_") == .values(["42"]), "a statement leaves it")
        #expect(r.evaluate("_ + 1") == .values(["43"]))
        #expect(r.evaluate("_") == .values(["43"]))
    }

    @Test func errorsInsideFunctionsHaveATraceback() {
        #expect(r.evaluate("function inner() error('deep') end") == .values([]))
        #expect(r.evaluate("local function outer() inner() return 1 end\nouter()") == .failed("""
            stdin:1: deep
            stack traceback:
              stdin:1: in function 'inner'
              stdin:1: in function 'outer'
              stdin:2: in the line
            """))
        #expect(r.evaluate("error('top')") == .failed("stdin:1: top"), "at the line's top level: one line")
        #expect(r.evaluate("local t = nil\nprint(t.x)") == .failed("stdin:2: attempt to index a nil value (local 't')"))
    }

    @Test func errorsInsideAScriptsFunctionsNameTheScriptsLines() throws {
        let r = try runtime("local m = menu.new{ title = 'T' }\nfunction boom()\n  error('from the script')\nend\nreturn m")
        r.bindMenu()
        guard case .failed(let message) = r.evaluate("boom()") else { Issue.record("no failure"); return }
        #expect(message.hasPrefix("test.lua:3: from the script\nstack traceback:\n  test.lua:3: in function"))
        #expect(!message.contains("luamenu."), "no host frames")
    }
}
