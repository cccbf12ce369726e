#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MenuTerminal

extension ProcessWide {
    @Suite("Interrupt signal")
    struct InterruptSignalTests {
        @Test func ctrlCIsCountedUntilTaken() throws {
            InterruptSignal.install()
            defer { InterruptSignal.uninstall() }
            InterruptSignal.take()
            #expect(!InterruptSignal.isPending)
            kill(getpid(), SIGINT)
            #expect(waitUntil { InterruptSignal.isPending })
            #expect(InterruptSignal.take())
            #expect(!InterruptSignal.isPending)
            #expect(!InterruptSignal.take())
        }

        @Test func uninstallPutsBackThePreviousAction() {
            var before = sigaction()
            sigaction(SIGINT, nil, &before)
            InterruptSignal.install()
            InterruptSignal.install()   // twice: the first saved action is kept
            var during = sigaction()
            sigaction(SIGINT, nil, &during)
            #expect(Self.pointer(during) != Self.pointer(before))
            InterruptSignal.uninstall()
            var after = sigaction()
            sigaction(SIGINT, nil, &after)
            #expect(Self.pointer(after) == Self.pointer(before))
        }

        static func pointer(_ action: sigaction) -> UnsafeMutableRawPointer? {
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: UnsafeMutableRawPointer?.self)
        }
    }
}
