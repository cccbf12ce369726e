import Foundation
import MenuLua
@testable import MenuSession
import Testing

/// One watch policy for every front end: the script, what it and its plugins required and read
/// (also a file it looked for that was missing), the plugin folders with their files.
@Suite struct SessionWatchTests {
    @Test func theWatchSetIsTheScriptWhatItUsedAndThePlugins() throws {
        let folder = try Folder()
        try folder.write("lib/names.lua", "return { 'a', 'b' }")
        try folder.write("title.txt", "T")
        try folder.write("plugins/badge.lua", "menu.register_filter('odd', function() return true end)")
        try folder.write("plugins/.hidden.lua", "")
        try folder.write("plugins/notes.txt", "")
        try folder.write("unrelated.txt", "")
        let script = try folder.write("menu.lua", """
            local m = menu.new{ title = menu.read("title.txt") }
            pcall(menu.read, "later.txt")
            m:section{ id = "s", title = "S", items = require("lib.names") }
            return m
            """)
        var configuration = ScriptSession.Configuration.unhurried(script)
        configuration.options.plugins = [folder.path + "/plugins"]
        let (session, _) = try startSession(configuration)
        #expect(session.loadError == nil)
        let watched = session.watchedFiles
        #expect(watched.first == script)
        #expect(watched.contains(folder.path + "/title.txt"))
        #expect(watched.contains(folder.path + "/later.txt"), "a file looked for and missing: making it counts")
        #expect(watched.contains { $0.hasSuffix("lib/names.lua") })
        #expect(watched.contains(folder.path + "/plugins") && watched.contains(folder.path + "/plugins/badge.lua"))
        #expect(!watched.contains { $0.hasSuffix("unrelated.txt") || $0.hasSuffix(".hidden.lua") || $0.hasSuffix("notes.txt") })
    }

    @Test func editingAFileTheScriptReadsReloadsAndNothingElseDoes() throws {
        let folder = try Folder()
        try folder.write("title.txt", "first")
        let script = try folder.write("menu.lua", "return menu.new{ title = menu.read('title.txt') }")
        let (session, told) = try startSession(.unhurried(script))
        _ = told.take()
        try folder.write("unrelated.txt", "x")
        #expect(!session.reloadIfChanged(), "a file the script doesn't use is no change")
        try folder.write("title.txt", "second")
        #expect(session.reloadIfChanged(), "with the same look, the file it reads is")
        #expect(session.title == "second")
        #expect(told.take() == [.viewChanged(.fileChanged)])
        #expect(!session.reloadIfChanged(), "once")
    }

    @Test func aModuleAPluginAndAFileThatAppearsReloadToo() throws {
        let folder = try Folder()
        try folder.write("lib/label.lua", "return 'one'")
        try folder.write("plugins/a.lua", "")
        let script = try folder.write("menu.lua", """
            local ok, extra = pcall(menu.read, "extra.txt")
            return menu.new{ title = require("lib.label") .. (ok and extra or "") }
            """)
        var configuration = ScriptSession.Configuration.unhurried(script)
        configuration.options.plugins = [folder.path + "/plugins"]
        let (session, _) = try startSession(configuration)
        #expect(session.title == "one")

        try folder.write("lib/label.lua", "return 'two'")
        #expect(session.reloadIfChanged() && session.title == "two", "a required module")
        try folder.write("extra.txt", "+")
        #expect(session.reloadIfChanged() && session.title == "two+", "a file that was missing and appeared")
        try folder.write("plugins/b.lua", "")
        #expect(session.reloadIfChanged(), "a plugin added")
        #expect(!session.reloadIfChanged())
    }

    @Test func aBrokenModuleIsWatchedUntilItIsFixed() throws {
        let folder = try Folder()
        try folder.write("lib/label.lua", "return 'one'")
        let script = try folder.write("menu.lua", "return menu.new{ title = require('lib.label') }")
        let (session, _) = try startSession(.unhurried(script))
        try folder.write("lib/label.lua", "return 'two' +")
        #expect(session.reloadIfChanged() && session.loadError != nil)
        try folder.write("lib/label.lua", "return 'three'")
        #expect(session.reloadIfChanged(), "the module that broke the load is still watched")
        #expect(session.loadError == nil && session.title == "three")
    }

    @Test func anEditJustBeforeTheStartIsNoChangeAndOneDuringTheLoadIsOne() throws {
        let folder = try Folder()
        try folder.write("title.txt", "before")
        let script = try folder.write("menu.lua", """
            local title = menu.read("title.txt")
            menu.host.edit()                     -- the user saves while the script loads
            return menu.new{ title = title }
            """)
        var configuration = ScriptSession.Configuration.unhurried(script)
        let path = folder.path + "/title.txt"
        configuration.options.hostFunctions["edit"] = { _ in
            try "during the load".write(toFile: path, atomically: true, encoding: .utf8)
            return .nil
        }
        let (session, _) = try startSession(configuration)
        #expect(session.title == "before")
        #expect(session.reloadIfChanged(), "the edit made while it loaded is seen at the first look")
        #expect(session.title == "during the load")

        let quiet = try Folder()
        try quiet.write("title.txt", "saved just before")
        let (started, _) = try startSession(.unhurried(try quiet.write("menu.lua", "return menu.new{ title = menu.read('title.txt') }")))
        #expect(!started.reloadIfChanged(), "files saved just before the start are what the load read")
        try quiet.write("title.txt", "saved after")
        #expect(started.reloadIfChanged(), "with the same look, a save after it is a change")
    }

    @Test func withoutWatchingNothingIsLookedAt() throws {
        let folder = try Folder()
        let script = try folder.write("menu.lua", "return menu.new{ title = 'one' }")
        var configuration = ScriptSession.Configuration.unhurried(script)
        configuration.watches = false
        let (session, _) = try startSession(configuration)
        try folder.write("menu.lua", "return menu.new{ title = 'two!' }")
        #expect(!session.reloadIfChanged() && session.title == "one")
        #expect(session.watchedFiles.isEmpty)
    }
}
