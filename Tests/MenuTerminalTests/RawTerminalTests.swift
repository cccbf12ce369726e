#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalTestSupport
import Testing
@testable import MenuTerminal

extension ProcessWide {
    @Suite("Raw terminal on a pseudo-terminal")
    struct RawTerminalTests {
        static let e = "\u{1B}["

        @Test func entersRawModeAndTheAlternateScreen() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let original = pty.mode
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            defer { terminal.restore() }
            #expect(pty.written() == "\(Self.e)?1049h\(Self.e)?25l\(Self.e)?2004h")

            let raw = pty.mode
            #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
            #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | ISTRIP) == 0)
            #expect(raw.c_oflag & tcflag_t(OPOST) != 0)       // "\n" still goes to column 1
            #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
            var cc = raw.c_cc
            #expect(withUnsafeBytes(of: &cc) { $0[Int(VMIN)] } == 1)
            #expect(original.c_lflag & tcflag_t(ECHO | ICANON) != 0)
            #expect(sameMode(terminal.originalMode, original))
        }

        @Test func restoreBringsEverythingBack() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let original = pty.mode
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            _ = pty.written()
            terminal.restore()
            #expect(pty.written() == "\(Self.e)0m\(Self.e)?25h\(Self.e)?2004l\(Self.e)?1049l")
            #expect(sameMode(pty.mode, original))
            #expect(!terminal.isActive)
            terminal.restore()   // twice: nothing more (the look ends after all it wrote)
            #expect(pty.written() == "")
        }

        @Test func withoutAlternateScreenOnlyTheCursorIsHiddenAndShown() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave, alternateScreen: false, bracketedPaste: false)
            #expect(pty.written() == "\(Self.e)?25l")
            terminal.restore()
            #expect(pty.written() == "\(Self.e)0m\(Self.e)?25h")
        }

        @Test func withMouseClicksAreReportedAndTheReportsTurnedOffAgain() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave, alternateScreen: false,
                                           hideCursor: false, bracketedPaste: false, mouse: true)
            #expect(pty.written() == "\(Self.e)?1000h\(Self.e)?1006h")
            pty.send("\u{1B}[<0;5;2M")
            #expect(try terminal.readEvents(timeout: .seconds(5)) == [.key(.mouse(MouseEvent(button: .left, pressed: true, row: 1, column: 4)))])
            terminal.restore()
            #expect(pty.written() == "\(Self.e)0m\(Self.e)?1000l\(Self.e)?1006l")
        }

        @Test func deinitRestores() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let original = pty.mode
            do {
                let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
                #expect(terminal.isActive)
            }
            #expect(sameMode(pty.mode, original))
            #expect(pty.written().hasSuffix("\(Self.e)?1049l"))
        }

        @Test func signalHandlersAreInstalledWhileActiveAndRemovedAfter() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let before = Self.handler(of: SIGTERM)
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, SIGPIPE, SIGSEGV, SIGILL, SIGABRT, SIGTSTP, SIGCONT] {
                #expect(Self.handler(of: signal) != nil, "signal \(signal)")
                #expect(Self.handler(of: signal) != before, "signal \(signal)")
            }
            terminal.restore()
            #expect(Self.handler(of: SIGTERM) == before)
        }

        /// What a handler runs before re-raising: the same bytes and termios as `restore()`.
        @Test func theSignalPathRestoresOnceWithPreparedBytes() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let original = pty.mode
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            _ = pty.written()
            TerminalRestore.restoreNow()
            #expect(pty.written() == "\(Self.e)0m\(Self.e)?25h\(Self.e)?2004l\(Self.e)?1049l")
            #expect(sameMode(pty.mode, original))
            TerminalRestore.restoreNow()
            terminal.restore()
            #expect(pty.written() == "", "once: neither path writes again")
        }

        @Test func oneTerminalAtATime() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let first = try RawTerminal(input: pty.slave, output: pty.slave)
            #expect(throws: TerminalError.alreadyActive) {
                _ = try RawTerminal(input: pty.slave, output: pty.slave)
            }
            first.restore()
            let second = try RawTerminal(input: pty.slave, output: pty.slave)
            second.restore()
        }

        @Test func aPipeIsNotATerminal() throws {
            let ends = try makePipe()
            defer { close(ends.read); close(ends.write) }
            #expect(throws: TerminalError.notATerminal(fd: ends.read)) {
                _ = try RawTerminal(input: ends.read, output: ends.write)
            }
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let original = pty.mode
            #expect(throws: TerminalError.notATerminal(fd: ends.write)) {
                _ = try RawTerminal(input: pty.slave, output: ends.write)
            }
            #expect(sameMode(pty.mode, original))
            #expect(TerminalError.notATerminal(fd: 0).description == "stdin is not a terminal")
        }

        @Test func readsKeysTypedAtTheTerminal() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            defer { terminal.restore() }
            pty.send("\u{1B}[Aj한\r\u{03}")
            var events: [TerminalEvent] = []
            while events.count < 5 {
                let more = try terminal.readEvents(timeout: patience)
                if more.isEmpty { break }
                events += more
            }
            #expect(events == [.key(.up), .key(.character("j")), .key(.character("한")), .key(.enter), .key(.ctrl("c"))])
        }

        @Test func aPasteArrivesAsOneKey() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            defer { terminal.restore() }
            pty.send("\u{1B}[200~q  x\r\u{1B}[201~")
            #expect(try terminal.readEvents(timeout: patience) == [.key(.paste("q  x\r"))])
        }

        @Test func loneEscapeArrivesAfterTheEscapeTimeout() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave, escapeTimeout: .milliseconds(30))
            defer { terminal.restore() }
            pty.send("\u{1B}")
            let clock = ContinuousClock()
            let start = clock.now
            #expect(try terminal.readEvents(timeout: patience) == [.key(.escape)])
            let waited = clock.now - start
            #expect(waited >= .milliseconds(25) && waited < patience / 2,
                    "the escape timeout ended the wait, not the read's")
        }

        @Test func sizeComesFromTheTerminal() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            defer { terminal.restore() }
            #expect(terminal.size() == TerminalSize(rows: 24, columns: 80))
            #expect(TerminalSize.of(pty.slave) == TerminalSize(rows: 24, columns: 80))
        }

        @Test func aResizeWakesTheReadWithTheNewSize() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            defer { terminal.restore() }
            var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(pty.master, UInt(TIOCSWINSZ), &size)
            kill(getpid(), SIGWINCH)   // the pty is not our controlling terminal, so send it ourselves
            #expect(try terminal.readEvents(timeout: patience) == [.resize(TerminalSize(rows: 40, columns: 100))])
        }

        @Test func writesGoToTheTerminal() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
            defer { terminal.restore() }
            _ = pty.written()
            let frame = Screen(size: TerminalSize(rows: 24, columns: 80), lines: ["KIA Tigers"])
            try terminal.write(Screen.diff(from: nil, to: frame))
            #expect(pty.written() == "\(Self.e)0m\(Self.e)H\(Self.e)2J\(Self.e)1;1HKIA Tigers")
        }

        static func handler(of signal: Int32) -> UnsafeMutableRawPointer? {
            var action = sigaction()
            sigaction(signal, nil, &action)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UnsafeMutableRawPointer?.self)
        }
    }
}
