import Foundation
import MenuLua
import MenuRender
@testable import MenuSession
import Testing

/// The state file: read before the first load, saved by `close`, held by one luamenu at a
/// time, which names itself to the others; its lock file goes with its holder.
@Suite struct SessionStateFileTests {
    static let script = """
        local store = menu.store{ n = 0 }
        local m = menu.new{}
        m:section{ id = "s", title = "S", items = {
          { id = "inc", title = "inc", detail = function() return tostring(store.n) end,
            on_tap = function() store.n = store.n + 1 end } } }
        return m
        """

    @Test func theStateAndTheStoreAreReadBeforeTheLoadAndSavedByClose() throws {
        let folder = try Folder()
        var configuration = ScriptSession.Configuration.unhurried(try folder.write("menu.lua", Self.script))
        configuration.stateFile = folder.path + "/state.json"
        let (first, _) = try startSession(configuration)
        try first.tap("s")
        try first.tap("s/inc")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/state.json"), "saved when asked, not after each tap")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/state.json.lock"), "held")
        try first.close()
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/state.json.lock"), "the lock file goes with its holder")

        let (second, _) = try startSession(configuration)
        #expect(second.state.open == ["s": false])
        let saved = try #require(try second.saved())
        #expect(saved.store == .table(array: [], fields: ["n": .number(1)]))
        try second.close()
    }

    @Test func aStateFileHeldUntilItsHolderEndsIsRefusedAtOnceNamingIt() throws {
        let folder = try Folder()
        var configuration = ScriptSession.Configuration.unhurried(try folder.write("menu.lua", Self.script))
        configuration.stateFile = folder.path + "/state.json"
        configuration.holder = "luamenu preview menu.lua"
        let (holder, _) = try startSession(configuration)

        configuration.holder = "luamenu run menu.lua"
        configuration.tenure = .oneRun
        let refusal = #expect(throws: FileError.self) { try startSession(configuration) }
        #expect(refusal?.holder == StateFileLock.Holder(pid: getpid(), command: "luamenu preview menu.lua", tenure: .untilItEnds))
        #expect(refusal?.message == "\(folder.path)/state.json: luamenu preview menu.lua (pid \(getpid())) is using it "
                                    + "until it ends; stop it, or use another --state file")

        try holder.close()
        let (next, _) = try startSession(configuration)
        #expect(next.loadError == nil, "once it let go, the file is the next one's")
        try next.close()
    }

    @Test func aHolderForOneRunIsWaitedForAndNamed() throws {
        let folder = try Folder()
        let lock = StateFileLock(stateFile: folder.path + "/state.json")
        try lock.acquire(as: .init(command: "luamenu run menu.lua --tap s", tenure: .oneRun)) { _ in
            Issue.record("nobody held it")
        }
        let told = Told()
        let acquired = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let waiter = StateFileLock(stateFile: folder.path + "/state.json")
            try? waiter.acquire(as: .init(command: "luamenu run menu.lua", tenure: .oneRun)) { told.append(.waitingForStateFile($0)) }
            acquired.signal()
            waiter.release()
        }
        let deadline = Date().addingTimeInterval(60)
        while told.events.isEmpty && Date() < deadline { usleep(10_000) }
        #expect(told.events == [.waitingForStateFile(.init(pid: getpid(), command: "luamenu run menu.lua --tap s", tenure: .oneRun))])
        #expect(acquired.wait(timeout: .now() + 0.2) == .timedOut, "it waits while the lock is held")
        lock.release()
        #expect(acquired.wait(timeout: .now() + 60) == .success, "with the same wait, it gets the lock once it is let go")
    }

    @Test func aLockFileRemovedWhileAWaiterWaitsIsNotSharedByTwo() throws {
        let folder = try Folder()
        let path = folder.path + "/state.json"
        let first = StateFileLock(stateFile: path)
        try first.acquire(as: .init(command: "first", tenure: .oneRun)) { _ in }
        let holders = Told()
        let done = DispatchSemaphore(value: 0)
        for name in ["second", "third"] {
            Thread.detachNewThread {
                let lock = StateFileLock(stateFile: path)
                try? lock.acquire(as: .init(command: name, tenure: .oneRun)) { _ in }
                holders.append(.waitingForStateFile(.init(pid: 0, command: name, tenure: .oneRun)))
                usleep(100_000)                            // hold it a moment: another must not hold it too
                holders.append(.waitingForStateFile(nil))
                lock.release()
                done.signal()
            }
        }
        usleep(100_000)
        first.release()
        for _ in 0..<2 { #expect(done.wait(timeout: .now() + 60) == .success) }
        let events = holders.events
        #expect(events.count == 4 && events[1] == .waitingForStateFile(nil) && events[3] == .waitingForStateFile(nil),
                "one holder at a time: each let go before the next took it (\(events))")
    }

    @Test func aCorruptStateFileIsAnErrorAndIsLeftAlone() throws {
        let folder = try Folder()
        var configuration = ScriptSession.Configuration.unhurried(try folder.write("menu.lua", Self.script))
        configuration.stateFile = try folder.write("state.json", "{ not json")
        #expect(throws: FileError.self) { try startSession(configuration) }
        #expect(try String(contentsOfFile: folder.path + "/state.json", encoding: .utf8) == "{ not json")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/state.json.lock"), "nobody holds it after the refusal")
    }

    @Test func aStoreThatIsNoObjectIsRefusedAndTheFileKept() throws {
        let folder = try Folder()
        var configuration = ScriptSession.Configuration.unhurried(try folder.write("menu.lua", Self.script))
        for store in ["42", "[1, 2]", "\"text\"", "null"] {
            let text = #"{"version":1,"open":{},"store":"# + store + "}"
            configuration.stateFile = try folder.write("state.json", text)
            let refusal = #expect(throws: FileError.self) { try startSession(configuration) }
            #expect(refusal?.message.contains("not a luamenu state file (its store is ") == true, "\(refusal?.message ?? "")")
            #expect(try String(contentsOfFile: folder.path + "/state.json", encoding: .utf8) == text, "left as it is")
        }
    }

    @Test func whatAnInterruptedSaveLeftIsRemovedAtTheNextStart() throws {
        let folder = try Folder()
        var configuration = ScriptSession.Configuration.unhurried(try folder.write("menu.lua", Self.script))
        configuration.stateFile = folder.path + "/state.json"
        let leftover = try folder.write("state.json.tmp-a1B2c3", #"{"version":1,"#)      // killed while it wrote
        let other = try folder.write("state.json.tmp-keep", "not ours")
        #expect(symlink("/etc/hostname", folder.path + "/state.json.tmp-LINK00") == 0)
        let (session, _) = try startSession(configuration)
        #expect(!FileManager.default.fileExists(atPath: leftover), "removed")
        #expect(FileManager.default.fileExists(atPath: other), "a name mkstemp doesn't make is left")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/state.json.tmp-LINK00")) != nil,
                "a link is left")
        try session.close()
    }

    @Test func aStateFileThatIsTheUsersOwnLinkIsSavedThroughIt() throws {
        let folder = try Folder()
        var configuration = ScriptSession.Configuration.unhurried(try folder.write("menu.lua", Self.script))
        let target = try folder.write("dotfiles/state.json", #"{"version":1,"open":{"s":false}}"#)
        configuration.stateFile = folder.path + "/state.json"
        #expect(symlink(target, folder.path + "/state.json") == 0)
        let (session, _) = try startSession(configuration)
        #expect(session.state.open == ["s": false], "read through the link")
        try session.tap("s")
        try session.close()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/state.json") == target, "the link stays")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains(#""open":{"s":true}"#), "its target is saved")
    }

    @Test(.enabled(if: geteuid() == 0, "making a link another user owns takes root"))
    func aStateFileThatIsAnotherUsersLinkIsRefused() throws {
        let folder = try Folder()
        var configuration = ScriptSession.Configuration.unhurried(try folder.write("menu.lua", Self.script))
        let victim = try folder.write("victim.json", "precious")
        configuration.stateFile = folder.path + "/state.json"
        #expect(symlink(victim, folder.path + "/state.json") == 0)
        #expect(lchown(folder.path + "/state.json", 65534, 65534) == 0)
        let refusal = #expect(throws: FileError.self) { try startSession(configuration) }
        #expect(refusal?.message == "\(folder.path)/state.json: a symbolic link another user owns; luamenu neither follows "
                                    + "nor replaces it")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    }
}
