import MenuModel
@testable import MenuLua
import Testing

/// The script decides what a finished run prints (`on_finish`), and hears the choices a
/// restored state brings back.
@Suite struct FinishAndRestoreTests {
    @Test func withoutOnFinishTheFrontEndDecides() throws {
        #expect(try runtime("return menu.new{}").finish(choice: "x") == .notDecided)
    }

    @Test func onFinishGetsTheChoiceAndReturnsWhatIsPrinted() throws {
        let r = try runtime("""
            local cart = { "latte" }
            return menu.new{ on_finish = function(m, choice)
              if choice == "text" then return "2 drinks" end
              if choice == "none" then return nil end
              if choice == "bad" then return { print } end
              cart[#cart + 1] = choice
              return { items = cart, total = 9000 }
            end }
            """)
        #expect(try r.finish(choice: "text") == .result(.string("2 drinks")))
        #expect(try r.finish(choice: "none") == .result(.nil))
        #expect(try r.finish(choice: "mocha") == .result(.table(array: [], fields: [
            "items": .table(array: [.string("latte"), .string("mocha")], fields: [:]), "total": .number(9000),
        ])))
        let error = #expect(throws: ScriptError.self) { try r.finish(choice: "bad") }
        #expect(error?.message == "test.lua: on_finish's result[1]: a function is no JSON value (strings, numbers, booleans and tables of them are)")
    }

    @Test func aRestoreTellsTheScriptTheRestoredChoices() throws {
        let source = """
            heard = {}
            local m = menu.new{}
            m:filter{ id = "size", options = { "tall", "grande" },
              on_select = function(option, _, how) heard[#heard + 1] = option .. (how and how.restored and "*" or "") end }
            m:selection{ id = "milk", categories = { { id = "c", title = "C", items = { "oat", "soy" } } },
              on_change = function(selected, _, how) heard[#heard + 1] = table.concat(selected.c, "+") .. (how and how.restored and "*" or "") end }
            m:index{ id = "i", items = { "Ann" }, on_jump = function(letter) heard[#heard + 1] = "jump " .. letter end }
            return m
            """
        let first = try runtime(source)
        try first.tap("size/grande")
        try first.tap("milk/c/oat")
        try first.tap("i/A")
        let restored = try runtime(source)
        try restored.restore(first.state)
        #expect(restored.evaluate("return table.concat(heard, ',')") == .values(["\"grande*,oat*\""]),
                "chips and selections are told again, marked restored; jumps are not")
        #expect(restored.state == first.state)
    }
}
