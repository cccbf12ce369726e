#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalTestSupport
import Testing
@testable import MenuTerminal

@Suite("Input reader on a pipe")
struct InputReaderTests {
    final class Pipe {
        let read: Int32
        private(set) var write: Int32
        init() throws { (read, write) = try makePipe() }
        deinit { close(read); closeWrite() }
        /// Closes the writing end once (a second close could hit another test's descriptor).
        func closeWrite() {
            if write >= 0 { close(write) }
            write = -1
        }
    }

    @Test func keysArriveAsEvents() throws {
        let pipe = try Pipe()
        defer { withExtendedLifetime(pipe) {} }
        let reader = InputReader(fd: pipe.read, watchesResize: false)
        write(pipe.write, "j\u{1B}[B한\r")
        #expect(try reader.readEvents(timeout: .seconds(1)) == [.key(.character("j")), .key(.down), .key(.character("한")), .key(.enter)])
    }

    @Test func aWakeupEndsAWaitAtOnceFromAnotherThread() throws {
        let pipe = try Pipe()
        defer { withExtendedLifetime(pipe) {} }
        let wakeup = Wakeup()
        let reader = InputReader(fd: pipe.read, watchesResize: false, wakeup: wakeup)
        let signaller = onThread { wakeup.signal() }
        defer { pthread_join(signaller, nil) }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try reader.readEvents(timeout: .seconds(30)) == [])
        #expect(clock.now - start < .seconds(29), "woken, not timed out")
        write(pipe.write, "j")
        #expect(try reader.readEvents(timeout: .seconds(5)) == [.key(.character("j"))], "the signal was taken once")
    }

    @Test func aCursorPositionReportIsReadAndTheKeysAroundItKept() throws {
        let pipe = try Pipe(), answers = try Pipe()
        defer { withExtendedLifetime((pipe, answers)) {} }
        let reader = InputReader(fd: pipe.read, watchesResize: false)
        write(pipe.write, "a\u{1B}[12;40Rb")
        let position = try reader.cursorPosition(output: answers.write, timeout: .seconds(5))
        #expect(position?.row == 11 && position?.column == 39)
        #expect(try reader.readEvents(timeout: .seconds(1)) == [.key(.character("a")), .key(.character("b"))])
        var asked = [UInt8](repeating: 0, count: 16)
        #expect(Glibc.read(answers.read, &asked, 16) == 4 && Array(asked[..<4]) == Array("\u{1B}[6n".utf8))
        #expect(try reader.cursorPosition(output: answers.write, timeout: .milliseconds(50)) == nil, "no answer: nil")
    }

    @Test func nothingWithinTheTimeoutIsEmpty() throws {
        let pipe = try Pipe()
        defer { withExtendedLifetime(pipe) {} }
        let reader = InputReader(fd: pipe.read, watchesResize: false)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try reader.readEvents(timeout: .milliseconds(60)) == [])
        #expect(clock.now - start >= .milliseconds(55))
    }

    @Test func loneEscapeIsFlushedAfterTheEscapeTimeout() throws {
        let pipe = try Pipe()
        defer { withExtendedLifetime(pipe) {} }
        let reader = InputReader(fd: pipe.read, escapeTimeout: .milliseconds(20), watchesResize: false)
        write(pipe.write, "\u{1B}")
        #expect(try reader.readEvents(timeout: nil) == [.key(.escape)])
    }

    @Test func aSequenceSplitAcrossWritesIsOneKey() throws {
        let pipe = try Pipe()
        defer { withExtendedLifetime(pipe) {} }
        let reader = InputReader(fd: pipe.read, escapeTimeout: patience, watchesResize: false)
        write(pipe.write, "\u{1B}[")
        let (input, output) = (pipe.read, pipe.write)
        let writer = onThread {
            waitUntil { unread(input) == 0 }   // the reader has the first part
            write(output, "6~")
        }
        defer { pthread_join(writer, nil) }
        #expect(try reader.readEvents(timeout: patience) == [.key(.pageDown)])
    }

    @Test func aCharacterWhoseBytesComeSlowlyIsStillOneCharacter() throws {
        let pipe = try Pipe()
        defer { withExtendedLifetime(pipe) {} }
        let reader = InputReader(fd: pipe.read, escapeTimeout: .milliseconds(20), watchesResize: false)
        let bytes = Array("한".utf8), (input, output) = (pipe.read, pipe.write)
        let writer = onThread {
            for byte in bytes {
                var byte = byte
                _ = Glibc.write(output, &byte, 1)
                waitUntil { unread(input) == 0 }   // the reader has it
                sleep(for: .milliseconds(80))      // four escape timeouts between bytes
            }
        }
        defer { pthread_join(writer, nil) }
        #expect(try reader.readEvents(timeout: patience) == [.key(.character("한"))])
    }

    @Test func escapeThenASlashTypedAfterItIsTwoKeysEvenWithinTheTimeout() throws {
        let pipe = try Pipe()
        defer { withExtendedLifetime(pipe) {} }
        let reader = InputReader(fd: pipe.read, escapeTimeout: patience, watchesResize: false)
        write(pipe.write, "\u{1B}")
        let (input, output) = (pipe.read, pipe.write)
        let writer = onThread {
            waitUntil { unread(input) == 0 }   // the reader has the Esc, in a read of its own
            write(output, "/")
        }
        defer { pthread_join(writer, nil) }
        #expect(try reader.readEvents(timeout: patience) == [.key(.escape), .key(.character("/"))])
    }

    @Test func endOfInputFlushesThenThrows() throws {
        let pipe = try Pipe()
        defer { withExtendedLifetime(pipe) {} }
        let reader = InputReader(fd: pipe.read, escapeTimeout: .seconds(5), watchesResize: false)
        write(pipe.write, "q\u{1B}")
        pipe.closeWrite()
        var events: [TerminalEvent] = []
        #expect(throws: TerminalError.inputClosed) {
            while true { events += try reader.readEvents(timeout: .seconds(1)) }
        }
        #expect(events == [.key(.character("q")), .key(.escape)])
        #expect(throws: TerminalError.inputClosed) { try reader.readEvents(timeout: .seconds(1)) }
    }

    @Test func millisecondsRoundUp() {
        #expect(InputReader.milliseconds(.zero) == 0)
        #expect(InputReader.milliseconds(.milliseconds(-5)) == 0)
        #expect(InputReader.milliseconds(.microseconds(1)) == 1)
        #expect(InputReader.milliseconds(.milliseconds(50)) == 50)
        #expect(InputReader.milliseconds(.seconds(2)) == 2000)
    }
}

extension ProcessWide {
    @Suite("Resize events")
    struct ResizeTests {
        @Test func sigwinchBecomesOneResizeWithTheNewSize() throws {
            let (input, output) = try makePipe()
            defer { close(input); close(output) }
            let size = TerminalSize(rows: 30, columns: 100)
            let reader = InputReader(fd: input, windowSize: { size })
            let before = ResizeSignal.generation.load(ordering: .acquiring)
            // Two, both handled before the reader looks: one event. Each is handled before the
            // next is sent, as two pending ones would be one.
            for sent in 1...2 {
                kill(getpid(), SIGWINCH)
                waitUntil { ResizeSignal.generation.load(ordering: .acquiring) >= before + UInt64(sent) }
            }
            #expect(try reader.readEvents(timeout: patience) == [.resize(size)])
            write(output, "j")   // after both signals: a second resize would come before it
            #expect(try reader.readEvents(timeout: patience) == [.key(.character("j"))], "one resize, not two")
        }

        @Test func aResizeWakesABlockedRead() throws {
            let (input, output) = try makePipe()
            defer { close(input); close(output) }
            let reader = InputReader(fd: input, windowSize: { TerminalSize(rows: 1, columns: 2) })
            let signaller = onThread {
                sleep(for: .milliseconds(50))
                kill(getpid(), SIGWINCH)
            }
            defer { pthread_join(signaller, nil) }
            #expect(try reader.readEvents(timeout: nil) == [.resize(TerminalSize(rows: 1, columns: 2))])
        }

        @Test func aReaderNotWatchingIgnoresResizes() throws {
            let (input, output) = try makePipe()
            defer { close(input); close(output) }
            let reader = InputReader(fd: input, watchesResize: false, windowSize: { TerminalSize(rows: 1, columns: 2) })
            _ = ResizeSignal.install()   // as a reader that watches would: the signal is counted
            let before = ResizeSignal.generation.load(ordering: .acquiring)
            kill(getpid(), SIGWINCH)
            waitUntil { ResizeSignal.generation.load(ordering: .acquiring) > before }   // handled
            write(output, "j")   // after the signal: a resize would come before it
            #expect(try reader.readEvents(timeout: patience) == [.key(.character("j"))])
        }
    }
}
