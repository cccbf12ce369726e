import Foundation
import MenuLua
@testable import MenuSession
import Synchronization
import Testing

/// A tap in flight is visible: an operation that outlasts the delay is told busy, then ended;
/// a quick one tells nothing.
@Suite struct SessionBusyTests {
    /// What a session told of being busy.
    final class BusyLog: Sendable {
        private let told = Mutex<[Busy]>([])

        func append(_ busy: Busy) { told.withLock { $0.append(busy) } }
        var all: [Busy] { told.withLock { $0 } }
    }

    @Test func aSlowTapIsToldBusyThenEndedAndAQuickOneTellsNothing() throws {
        let folder = try Folder()
        let script = try folder.write("menu.lua", """
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "quick", title = "quick", on_tap = function() end },
              { id = "slow", title = "slow", on_tap = function() menu.host.wait() end } } }
            return m
            """)
        var configuration = ScriptSession.Configuration.unhurried(script)
        let log = BusyLog()
        configuration.busyDelay = .milliseconds(50)
        configuration.onBusy = { log.append($0) }
        let slow = Busy.started(Busy.Activity(.tap, "s/slow"))
        // The slow tap waits until it is told busy (at most a minute): however busy the
        // machine, it outlasts the delay.
        configuration.options.hostFunctions["wait"] = { _ in
            let deadline = Date().addingTimeInterval(60)
            while !log.all.contains(slow) && Date() < deadline { usleep(1_000) }
            return .nil
        }
        let (session, _) = try startSession(configuration)
        /// What was told of a tap, looked at 0.2 s (four delays) after it ended: nothing may come late.
        func told(after tap: String) throws -> [Busy] {
            let before = log.all.count                         // a load on a loaded machine may be told too
            try session.tap(tap)
            usleep(200_000)
            return Array(log.all.dropFirst(before))
        }
        #expect(try told(after: "s/quick") == [], "a quick tap tells nothing, not even later")
        #expect(try told(after: "s/slow") == [slow, .ended], "with the same look, a slow one is told, then ended")
    }
}
