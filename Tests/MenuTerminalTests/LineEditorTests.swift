#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalTestSupport
import Testing
@testable import MenuTerminal

@Suite("Line editor reading a pipe")
struct LineEditorPipeTests {
    /// An editor reading `text` from a pipe, its output going to another pipe; closes both.
    final class PipeEditor {
        let editor: LineEditor
        let input: Int32
        let output: (read: Int32, write: Int32)

        init(reading text: String, historyFile: String? = nil) throws {
            let (input, inputEnd) = try makePipe()
            write(inputEnd, text)
            close(inputEnd)
            self.input = input
            output = try makePipe()
            editor = LineEditor(historyFile: historyFile, input: input, output: output.write)
        }

        deinit {
            close(input)
            close(output.read)
            close(output.write)
        }
    }

    @Test func readsLinesThenNil() throws {
        let pipe = try PipeEditor(reading: "print(1)\nx = 2\r\n\n한글 보기\nlast")
        defer { withExtendedLifetime(pipe) {} }
        let editor = pipe.editor
        #expect(!editor.isInteractive)
        #expect(editor.readLine(prompt: "> ") == "print(1)")
        #expect(editor.readLine(prompt: "> ") == "x = 2")
        #expect(editor.readLine(prompt: "> ") == "")
        #expect(editor.readLine(prompt: "> ") == "한글 보기")
        #expect(editor.readLine(prompt: "> ") == "last")
        #expect(editor.readLine(prompt: "> ") == nil)
        #expect(editor.readLine(prompt: "> ") == nil)
    }

    @Test func readSaysLineOrEnd() throws {
        let pipe = try PipeEditor(reading: "a\n")
        defer { withExtendedLifetime(pipe) {} }
        let editor = pipe.editor
        #expect(editor.read(prompt: ">> ") == .line("a"))
        #expect(editor.read(prompt: ">> ") == .end)
    }

    @Test func emptyInputIsAtItsEnd() throws {
        let pipe = try PipeEditor(reading: "")
        #expect(pipe.editor.readLine(prompt: "> ") == nil)
    }

    @Test func noPromptIsWritten() throws {
        let pipe = try PipeEditor(reading: "a\nb\n")
        _ = pipe.editor.readLine(prompt: "> ")
        _ = pipe.editor.readLine(prompt: "> ")
        _ = pipe.editor.readLine(prompt: "> ")
        #expect(unread(pipe.output.read) == 0, "the editor writes as it reads: anything would be in the pipe now")
    }

    @Test func noHistoryIsKeptOrWritten() throws {
        let path = "/tmp/menuterminal-pipe-\(getpid()).history"
        unlink(path)
        let pipe = try PipeEditor(reading: "a\n", historyFile: path)
        pipe.editor.addHistory("a")
        #expect(pipe.editor.history == [])
        #expect(access(path, F_OK) != 0)
    }

    @Test func longInputSpanningManyReads() throws {
        let lines = (1...3000).map { "line \($0) 가나다" }
        let (input, inputEnd) = try makePipe()
        let text = lines.joined(separator: "\n") + "\n"
        let writer = onThread {
            write(inputEnd, text)
            close(inputEnd)
        }
        defer { pthread_join(writer, nil) }
        defer { close(input) }
        let editor = LineEditor(input: input, output: -1)
        var read: [String] = []
        while let line = editor.readLine(prompt: "") { read.append(line) }
        #expect(read == lines)
    }
}

extension ProcessWide {
    /// libedit on a pseudo-terminal: what a person at the REPL gets.
    @Suite("Line editor on a terminal")
    struct LineEditorTerminalTests {
        static func historyPath(_ name: String) -> String {
            let path = "/tmp/menuterminal-\(getpid())-\(name).history"
            unlink(path)
            return path
        }

        @Test func readsATypedLineAfterThePrompt() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let editor = LineEditor(input: pty.slave, output: pty.slave)
            #expect(editor.isInteractive)
            let typist = Typist(pty, [.untilEditing, .type("print(1)\r")])
            let line = editor.readLine(prompt: "lua> ")
            typist.finish()
            #expect(line == "print(1)")
            #expect(pty.written().contains("lua> "))
        }

        @Test func hangulIsEditedAsCharacters() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let editor = LineEditor(input: pty.slave, output: pty.slave)
            // 한글x, Backspace removes x, Left moves before 글, 말 is inserted there.
            let typist = Typist(pty, [.untilEditing, .type("한글x\u{7F}\u{1B}[D말\r")])
            let line = editor.readLine(prompt: "> ")
            typist.finish()
            #expect(line == "한말글")
        }

        @Test func ctrlDOnAnEmptyLineIsTheEnd() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let editor = LineEditor(input: pty.slave, output: pty.slave)
            let typist = Typist(pty, [.untilEditing, .type("\u{04}")])
            let input = editor.read(prompt: "> ")
            typist.finish()
            #expect(input == .end)
        }

        @Test func ctrlCDropsTheLineAndSaysInterrupted() throws {
            InterruptSignal.install()   // a stray SIGINT after the read must not kill the test run
            defer { InterruptSignal.uninstall() }
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let original = pty.mode
            let editor = LineEditor(input: pty.slave, output: pty.slave)
            let typist = Typist(pty, [.untilEditing, .type("abc"), .untilShown("abc"),
                                      .interrupt(pthread_self())])
            let input = editor.read(prompt: "> ")
            typist.finish()
            #expect(input == .interrupted)
            #expect(pty.written().hasSuffix("^C\r\n"))
            #expect(sameMode(pty.mode, original))   // libedit left its editing mode
            #expect(!InterruptSignal.isPending)

            let again = Typist(pty, [.untilEditing, .type("next\r")])
            #expect(editor.read(prompt: "> ") == .line("next"))   // nothing of "abc" is left
            again.finish()
        }

        @Test func tabAsksTheProviderAndInsertsTheCandidate() throws {
            final class Calls: @unchecked Sendable { var list: [[String]] = [] }
            let calls = Calls()
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let editor = LineEditor(input: pty.slave, output: pty.slave) { line, word in
                calls.list.append([line, word])
                return ["string.format", "string.find", "select"].filter { $0.hasPrefix(word) }
            }
            // "rmat": the rest of string.format, inserted.
            let typist = Typist(pty, [.untilEditing, .type("x = string.fo\t"), .untilShown("rmat"), .type("(1)\r")])
            let line = editor.readLine(prompt: "> ")
            typist.finish()
            #expect(line == "x = string.format(1)")
            #expect(calls.list == [["x = string.fo", "string.fo"]])
        }

        @Test func tabWithoutCandidatesLeavesTheLine() throws {
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let editor = LineEditor(input: pty.slave, output: pty.slave) { _, _ in [] }
            let typist = Typist(pty, [.untilEditing, .type("zz\t!\r")])
            let line = editor.readLine(prompt: "> ")
            typist.finish()
            #expect(line == "zz!")
        }

        @Test func historyFileIsCreatedWrittenAndCapped() throws {
            let path = Self.historyPath("capped")
            defer { unlink(path) }
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let editor = LineEditor(historyFile: path, historyLimit: 3, input: pty.slave, output: pty.slave)
            #expect(access(path, F_OK) == 0)
            for line in ["one", "two", "", "   ", "three", "three", "넷", "five"] { editor.addHistory(line) }
            #expect(editor.history == ["three", "넷", "five"])

            let reopened = LineEditor(historyFile: path, historyLimit: 3, input: pty.slave, output: pty.slave)
            #expect(reopened.history == ["three", "넷", "five"])
            let fewer = LineEditor(historyFile: path, historyLimit: 2, input: pty.slave, output: pty.slave)
            #expect(fewer.history == ["넷", "five"])
        }

        @Test func aLineStartingWithASpaceIsNotKept() throws {
            let path = Self.historyPath("ignorespace")
            defer { unlink(path) }
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let editor = LineEditor(historyFile: path, input: pty.slave, output: pty.slave)
            for line in [" token = 'secret'", "kept = 1", "\tstill = 'kept'"] { editor.addHistory(line) }
            #expect(editor.history == ["kept = 1", "\tstill = 'kept'"])
            #expect(LineEditor(historyFile: path, input: pty.slave, output: pty.slave).history == editor.history)
        }

        @Test func upRecallsThePreviousLine() throws {
            let path = Self.historyPath("recall")
            defer { unlink(path) }
            let pty = try PseudoTerminalPair()
            defer { withExtendedLifetime(pty) {} }   // its descriptors stay open to the end
            let editor = LineEditor(historyFile: path, input: pty.slave, output: pty.slave)
            editor.addHistory("print('hi')")
            let typist = Typist(pty, [.untilEditing, .type("\u{1B}[A\r")])
            let line = editor.readLine(prompt: "> ")
            typist.finish()
            #expect(line == "print('hi')")
        }
    }
}
