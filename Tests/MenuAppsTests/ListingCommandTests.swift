#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MenuApps
import MenuTerminal
import Testing
import TextCore

/// The command whose output lines pick reads (`FZF_DEFAULT_COMMAND`, a reload's): its lines and
/// its exit read as fzf reads them, and stopping it stops all it started.
@Suite struct ListingCommandTests {
    /// Everything `command` printed, read to the end.
    static func output(of command: ListingCommand) -> String {
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(command.output, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        close(command.output)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `pid` runs: it exists and is not a zombie left for a parent that doesn't reap (a
    /// container's first process may not).
    static func running(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let file = open("/proc/\(pid)/stat", O_RDONLY)
        guard file >= 0 else { return true }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(file, &buffer, buffer.count)
        guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")), close + 2 < count else { return true }
        return buffer[close + 2] != UInt8(ascii: "Z")
    }

    @Test func itsOutputIsReadAndItsExitSaysWhetherItFailed() throws {
        let listing = try #require(ListingCommand.start("printf 'a\\nb\\n'"))
        #expect(Self.output(of: listing) == "a\nb\n")
        #expect(listing.exitStatus() == 0)
        let failing = try #require(ListingCommand.start("false"))
        _ = Self.output(of: failing)
        #expect(failing.exitStatus() != 0)
    }

    @Test func stoppingItStopsWhatItStartedToo() throws {
        // The shell starts a child that would outlive it, and prints its pid.
        let listing = try #require(ListingCommand.start("sleep 300 & echo $!; wait"))
        var line: [UInt8] = [], byte: UInt8 = 0
        while read(listing.output, &byte, 1) == 1, byte != 0x0A { line.append(byte) }
        let child = try #require(Int32(String(decoding: line, as: UTF8.self)))
        listing.stop()
        listing.exitStatus()
        let deadline = ContinuousClock.now + .seconds(10)
        while Self.running(child), ContinuousClock.now < deadline { usleep(20_000) }
        #expect(!Self.running(child), "the shell's child is gone with it")
        close(listing.output)
    }

    @Test func theLinesOfAFailedCommandSayItFailed() throws {
        let wakeup = Wakeup()
        let input = PickInput(command: ListingCommand.start("echo x; exit 3"), builder: ChunkedTexts.Builder(), wakeup: wakeup)
        input.start()
        let deadline = ContinuousClock.now + .seconds(10)
        var last: PickInput.Snapshot?
        while last?.finished != true, ContinuousClock.now < deadline {
            if let snapshot = input.take() { last = snapshot } else { usleep(10_000) }
        }
        #expect(last?.finished == true && last?.texts.count == 1)
        #expect(last?.failed == "echo x; exit 3")
    }
}
