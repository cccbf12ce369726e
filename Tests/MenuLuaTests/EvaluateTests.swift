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
        #expect(r.completions(for: "m:") == ["m:filter", "m:index", "m:query", "m:section", "m:selection", "m:state", "m:tap"])
        #expect(r.completions(for: "m:ta") == ["m:tap"])
        #expect(r.completions(for: "m.st") == ["m.state"], "a dot lists them too")
        #expect(r.completions(for: "m:tap.x") == [], "no further than a function")
        #expect(r.evaluate("s = 'text'") == .values([]))
        #expect(r.completions(for: "s:up") == ["s:upper"], "a string's methods, through its metatable")
    }
}
