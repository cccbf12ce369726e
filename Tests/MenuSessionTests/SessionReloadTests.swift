import Foundation
import MenuLua
import MenuModel
import MenuRender
@testable import MenuSession
import Testing

/// A script loaded again keeps what the person using it did: the state, the store, the query,
/// the open submenu; a broken edit keeps the last good menu, and its error stands until a load
/// works — whichever front end asks.
@Suite struct SessionReloadTests {
    /// A menu with a section to fold, a chip, a submenu, a store counter shown in a label, and
    /// a title read from `title.txt`.
    static let script = """
        local store = menu.store{ taps = 0 }
        local m = menu.new{ title = menu.read("title.txt") }
        m:filter{ id = "kind", options = { "all", "hot", "iced" } }
        m:section{ id = "drinks", title = "Drinks", items = {
          { id = "latte", title = "Latte", detail = function() return "taps " .. store.taps end,
            on_tap = function() store.taps = store.taps + 1 end },
          { id = "more", title = "More", submenu = { "Tea", "Juice" } },
          "Mocha" } }
        m:section{ id = "extra", title = "Extra", items = { "Syrup" } }
        return m
        """

    /// A session over ``script`` in a fresh folder, and the folder.
    static func started(_ configure: (inout ScriptSession.Configuration) -> Void = { _ in }) throws
        -> (ScriptSession, Told, Folder) {
        let folder = try Folder()
        try folder.write("title.txt", "Cafe")
        var configuration = ScriptSession.Configuration.unhurried(try folder.write("menu.lua", script))
        configure(&configuration)
        let (session, told) = try startSession(configuration)
        return (session, told, folder)
    }

    @Test func aReloadKeepsTheStateTheStoreTheQueryAndTheSubmenu() throws {
        let (session, told, _) = try Self.started()
        #expect(told.take() == [.viewChanged(.loaded)])
        try session.tap("extra")
        try session.tap("kind/hot")
        try session.tap("drinks/latte")
        session.query("o")
        try session.tap("drinks/more")
        let before = session.state
        #expect(before.submenu == ["drinks", "more"] && before.query == "o")
        _ = told.take()

        #expect(session.reload())
        #expect(told.take() == [.viewChanged(.reloaded)])
        #expect(session.state == before, "open sections, the chip, the query and the submenu are kept")
        _ = try session.tap("..")
        session.query(nil)
        let detail = try session.drawing { view throws(EvaluationStopped) -> String? in
            guard case .section(let drinks)? = view.blocks.first(where: { $0.id == "drinks" }) else { return nil }
            return try drinks.items.row(at: 0).detail
        }
        #expect(detail == "taps 1", "the store is kept")
    }

    @Test func aPluginsReloadHookRunsAfterAReloadNotAtTheFirstLoad() throws {
        let plugins = try Folder()
        _ = try plugins.write("count.lua", """
            local store = menu.store{ reloads = 0 }
            menu.on("reload", function(m) store.reloads = store.reloads + 1; print("reloads " .. store.reloads) end)
            """)
        let (session, told, _) = try Self.started { $0.options.plugins = [plugins.path] }
        #expect(told.take() == [.viewChanged(.loaded)])
        #expect(session.reload())
        #expect(session.reload())
        #expect(try session.saved()?.plugins["count"] == .table(array: [], fields: ["reloads": .number(2)]),
                "twice reloaded, and its store kept through both")
    }

    @Test func aReloadAsTheNextRunWouldKeepsWhatAStateFileKeeps() throws {
        let (session, _, _) = try Self.started()
        try session.tap("extra")
        session.query("Latte")
        #expect(session.reload(keeping: .savedState))
        #expect(session.state.open == ["extra": false], "the state is kept")
        #expect(session.state.query == nil, "a state file keeps no query: the next run starts without one")
    }

    @Test func aBrokenEditKeepsTheLastGoodMenuAndItsErrorStandsThroughTaps() throws {
        let (session, told, folder) = try Self.started()
        _ = told.take()
        try folder.write("menu.lua", Self.script + "\nthis is not lua\n")
        #expect(!session.reload())
        let error = try #require(session.loadError)
        let line = Self.script.split(separator: "\n").count + 1
        #expect(error.kind == .load && error.message.contains("menu.lua:\(line): <eof> expected near 'this'"),
                "file and line: \(error.message)")
        #expect(told.take() == [.errorSet(error, menuStays: true)])

        try session.tap("extra")
        #expect(session.loadError == error, "a tap on the last good menu leaves the error standing")
        #expect(session.state.open == ["extra": false], "and acts on that menu")
        let document = try JSONValue.parse(try session.document())
        #expect(document["loadError"]?["message"] == .string(error.message), "the answer still carries the error")
        #expect(told.take() == [.viewChanged(.tapped)], "no event clears it")

        try folder.write("menu.lua", Self.script)
        #expect(session.reload())
        #expect(session.loadError == nil)
        #expect(told.take() == [.errorCleared, .viewChanged(.reloaded)])
        #expect(try JSONValue.parse(try session.document())["loadError"] == nil)
        #expect(session.state.open == ["extra": false], "the state the taps made on the last good menu is kept")
    }

    @Test func aScriptThatNeverLoadedAnswersItsErrorUntilItDoes() throws {
        let folder = try Folder()
        let script = try folder.write("menu.lua", "return menu.new{ title = 'x' ")
        let (session, told) = try startSession(.unhurried(script))
        let error = try #require(session.loadError)
        #expect(told.take() == [.errorSet(error, menuStays: false)])
        #expect(throws: error) { try session.tap("s") }
        #expect(throws: error) { try session.document() }
        try folder.write("menu.lua", "return menu.new{ title = 'fixed' }")
        #expect(session.reloadIfChanged())
        #expect(session.title == "fixed" && session.loadError == nil)
    }

    @Test func liveSectionsAskForTheQueryAgainAfterAReload() throws {
        let folder = try Folder()
        let script = try folder.write("menu.lua", """
            local m = menu.new{}
            m:section{ id = "found", title = "Found", items = {},
              on_query = function(text) return { "result for " .. text } end }
            return m
            """)
        let (session, _) = try startSession(.unhurried(script))
        session.query("kim")
        #expect(session.titles(of: "found") == ["result for kim"])
        #expect(session.reload())
        #expect(session.titles(of: "found") == ["result for kim"], "the live section has the query's items again")
    }

    @Test func withoutAScriptLinesRunAndAReloadSaysThereIsNone() throws {
        let (session, told) = try startSession(.unhurried(nil))
        #expect(session.runtime?.evaluate("1 + 1") == .values(["2"]))
        #expect(!session.reload())
        #expect(session.loadError?.message == "there is no script to load again (start with a SCRIPT)")
        #expect(told.events.contains(.viewChanged(.loaded)))
    }

    @Test func whatTheScriptPrintsAndIsWarnedAboutIsToldAfterEachOperation() throws {
        let folder = try Folder()
        let script = try folder.write("menu.lua", """
            print("loading")
            local m = menu.new{ titel = "x" }
            m:section{ id = "s", title = "S", items = {
              { id = "a", title = "a", on_tap = function() print("tapped"); print("twice") end },
              { id = "off", title = "off", disabled = true } } }
            return m
            """)
        var configuration = ScriptSession.Configuration.unhurried(script)
        configuration.printing = .captured
        let (session, told) = try startSession(configuration)
        let loaded = told.take()
        #expect(loaded.count == 3 && loaded.first == .log(LogEntry(.print, "loading")) && loaded.last == .viewChanged(.loaded))
        guard case .log(let problem)? = loaded.dropFirst().first else { Issue.record("no problem told: \(loaded)"); return }
        #expect(problem.level == .problem && problem.text.hasSuffix("menu.lua:2: unknown field 'titel' in menu.new (did you mean 'title'?)"))
        try session.tap("s/a")
        #expect(told.take() == [.viewChanged(.tapped), .log(LogEntry(.print, "tapped")), .log(LogEntry(.print, "twice"))])
        try session.tap("s/off")
        #expect(told.take() == [.viewChanged(.tapped), .log(LogEntry(.warning, "item 'off' of section 's' is disabled"))])
        #expect(session.warnings.take().count == 2, "the problem and the warning, for a JSON document")
    }
}
