#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MenuApps
import Testing

/// The pane: where it goes, the command filled in and quoted, and its box.
@Suite struct PaneTests {
    @Test func theWindowReadsFzfsSpecs() throws {
        #expect(try PaneWindow("right:50%") == PaneWindow())
        var down = PaneWindow()
        down.position = .down
        down.size = .percent(40)
        #expect(try PaneWindow("down:40%") == down && PaneWindow("down,40%") == down)
        var hidden = PaneWindow()
        hidden.position = .up
        hidden.size = .cells(10)
        hidden.hidden = true
        hidden.wrap = true
        #expect(try PaneWindow("up:10:hidden:wrap") == hidden)
        var scrolled = hidden
        (scrolled.border, scrolled.follow, scrolled.scroll, scrolled.headerLines) = (.sharp, true, "+{2}-5/2", 3)
        var alternative = scrolled
        (alternative.position, alternative.size, alternative.hidden) = (.left, .percent(40), false)
        scrolled.threshold = 80
        scrolled.alternative = alternative
        #expect(try PaneWindow("up,10,border-sharp,follow,nocycle,+{2}-5/2,~3,hidden,wrap,<80(left,40%)") == scrolled,
                "the border, follow, the start line and header lines read; the alternative is read over them, not hidden")
        #expect(try PaneWindow("<50(up),right,30%").alternative?.size == .percent(30), "read over the rest, wherever it stands")
        #expect(throws: PaneWindowError(word: "middle")) { try PaneWindow("right,<50(middle)") }
        #expect(try PaneWindow("cycle,noborder,+3,-/2").cycle && PaneWindow("noborder").border == BorderShape.none)
        #expect(try PaneWindow("+3:-/2").scroll == "-/2", "the last offset wins")
        #expect(throws: PaneWindowError(word: "+{n}")) { try PaneWindow("+{n}") }
        #expect(try PaneWindow("up:10:hidden:wrap:default") == PaneWindow(), "default: as it starts")
        #expect(try PaneWindow("0").size == .cells(0) && !PaneWindow("0").hidden, "a size of 0: none drawn, not hidden")
        #expect(throws: PaneWindowError(word: "border-wavy")) { try PaneWindow("border-wavy") }
        #expect(throws: PaneWindowError(word: "middle")) { try PaneWindow("middle:50%") }
        #expect(throws: PaneWindowError(word: "150%")) { try PaneWindow("150%") }
        #expect(PaneWindow().extent(of: 80) == 40 && PaneWindow().extent(of: 5) == 0, "no room: no pane")
    }

    @Test func theStartLineIsFzfsOffsetExpression() {
        #expect(PaneWindow.firstLine("+123", rows: 10) == 122, "line 123 on top")
        #expect(PaneWindow.firstLine("+'12'-5", rows: 10) == 6, "a field's value filled in, quoted")
        #expect(PaneWindow.firstLine("+'12'-/2", rows: 10) == 6, "line 12 in the middle of 10 rows")
        #expect(PaneWindow.firstLine("+'x'", rows: 10) == 0, "a field that is no number: 0")
        #expect(PaneWindow.firstLine("+2-/2", rows: 10) == 0, "never above the first")
    }

    @Test func placeholdersAreFilledInAndQuoted() {
        let current = PaneCommand.Entry(line: "src/it's a.swift:12:x", index: 3)
        let marked = [PaneCommand.Entry(line: "a b", index: 0), PaneCommand.Entry(line: "c", index: 5)]
        let colon = FieldDelimiter.literal(":")
        #expect(PaneCommand("cat {}").command(current: current, marked: [], query: "") == #"cat 'src/it'\''s a.swift:12:x'"#)
        #expect(PaneCommand("grep {q} {n}").command(current: current, marked: [], query: "$(rm -rf ~)")
                == #"grep '$(rm -rf ~)' 3"#, "the query can't run code either")
        #expect(PaneCommand("bat {1} -H {2}").command(current: current, marked: [], query: "", delimiter: colon)
                == #"bat 'src/it'\''s a.swift' -H '12'"#, "fields, without their delimiters")
        #expect(PaneCommand("echo {-1} {2..}").command(current: current, marked: [], query: "", delimiter: colon)
                == #"echo 'x' '12:x'"#)
        #expect(PaneCommand("echo {+} {+n}").command(current: current, marked: marked, query: "") == "echo 'a b' 'c' 0 5")
        #expect(PaneCommand("echo {+}").command(current: current, marked: [], query: "") == #"echo 'src/it'\''s a.swift:12:x'"#,
                "nothing marked: the line under the cursor")
        #expect(PaneCommand("awk '{print}' {x}").command(current: current, marked: [], query: "") == "awk '{print}' {x}",
                "braces that are no placeholder stay")
        #expect(PaneCommand("echo {q}").usesQuery && !PaneCommand("echo {}").usesQuery)
        #expect(PaneCommand("echo {+1}").usesMarked && !PaneCommand("echo {1}").usesMarked)
    }

    @Test func executeMultiFillsEveryPlaceholderOfTheLineForTheMarkedLines() {
        // fzf's test_execute_multi: {} of execute-multi is {+}, quoted line by line.
        let command = PaneCommand("echo {}/{+} {1} {s2} {n} {q} \\{} {+f}").forMarkedLines
        #expect(command.text == "echo {+}/{+} {+1} {+s2} {+n} {q} \\{} {+f}")
        let marked = ["foo'bar", "foo\"bar", "foo$bar"].enumerated().map { PaneCommand.Entry(line: $1, index: $0) }
        #expect(PaneCommand("echo {}/{+}").forMarkedLines.command(current: marked[0], marked: marked, query: "")
                == #"echo 'foo'\''bar' 'foo"bar' 'foo$bar'/'foo'\''bar' 'foo"bar' 'foo$bar'"#)
    }

    @Test func fzfRunsACommandWithNoLineWhenItReadsNone() {
        #expect(!PaneCommand("cat {}").runsWithoutLine(marking: true) && !PaneCommand("echo {1} {n}").runsWithoutLine(marking: false))
        #expect(PaneCommand("echo hi").runsWithoutLine(marking: false), "no placeholder")
        #expect(PaneCommand("echo {} {q}").runsWithoutLine(marking: false), "the query, with the line read as empty")
        #expect(PaneCommand("echo {+2}").runsWithoutLine(marking: true) && !PaneCommand("echo {+2}").runsWithoutLine(marking: false),
                "{+…} once lines are marked")
        #expect(PaneCommand("echo {2}/{+2}/{n}").command(current: PaneCommand.Entry(line: "", index: -1),
                                                         marked: [PaneCommand.Entry(line: ":: 1", index: 0)], query: "")
                == "echo ''/'1'/", "the missing line reads as empty")
    }

    @Test func fzfsFlagsKeepBlanksAndPutTheValuesInAFile() throws {
        let current = PaneCommand.Entry(line: "  a  b  ", index: 3)
        let marked = [PaneCommand.Entry(line: "x y", index: 0), PaneCommand.Entry(line: "it's", index: 5)]
        #expect(PaneCommand("echo {2} {s2} {s} {1..2} {s1}").command(current: current, marked: [], query: "")
                == "echo 'b' 'b  ' '  a  b  ' 'a  b' 'a  '", "s keeps the field's blanks, as fzf 0.38; {s} is the line")
        #expect(PaneCommand("echo {+s1} {+sn}").command(current: current, marked: marked, query: "") == "echo 'x ' 'it'\\''s' {+sn}",
                "fzf reads no s with n")
        let space = FieldDelimiter.literal(" ")
        #expect(PaneCommand("echo {2} {s3}").command(current: current, marked: [], query: "", delimiter: space) == "echo '' 'a'",
                "a delimiter's last one left out")
        #expect(PaneCommand(#"echo \{} \{q} {}"#).command(current: current, marked: [], query: "") == "echo {} {q} '  a  b  '",
                "a backslash escapes a placeholder")
        let files = PlaceholderFiles()
        defer { files.removeAll() }
        let command = PaneCommand("wc -l {+f} {f1} {+fn}").command(current: current, marked: marked, query: "", files: files)
        let paths = command.split(separator: " ").dropFirst(2).map(String.init)
        #expect(paths.count == 3 && paths.allSatisfy { $0.contains("luamenu-pick-") }, "unquoted paths: \(command)")
        #expect(paths.map { Self.contents(of: $0) } == ["x y\nit's\n", "a\n", "0\n5\n"],
                "the values one a line, unquoted; the marked lines for {+f}")
        let nul = PaneCommand("cat {f}").command(current: current, marked: [], query: "", separator: "\u{0}", files: files)
        #expect(Self.contents(of: String(nul.dropFirst(4))) == "  a  b  \u{0}", "--print0: NUL-ended")
        files.removeAll()
        #expect(Self.contents(of: paths[0]) == nil, "removed together")
        #expect(PaneCommand("cat {+f}").usesMarked && PaneCommand("echo {+s2}").usesMarked && !PaneCommand("cat {f}").usesMarked)
        #expect(!PaneCommand(#"echo \{q}"#).usesQuery)
    }

    /// The text of the file at `path`, nil when there is none.
    static func contents(of path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theBoxShowsTheLinesFromItsScrollAndWhereItIs() {
        let content = ANSIText.lines("one\n\u{1B}[31mtwo\nthree")
        #expect(PaneBox.lines(content, scroll: 0, width: 10, height: 4, colors: false)
                == ["╭─── 1/3 ╮", "│ one    │", "│ two    │", "╰────────╯"])
        #expect(PaneBox.lines(content, scroll: 5, width: 10, height: 5, colors: false)
                == ["╭────────╮", "│ one    │", "│ two    │", "│ three  │", "╰────────╯"], "all of it shows: no scroll")
        #expect(PaneBox.lines(content, scroll: 1, width: 10, height: 4, colors: true)[2].contains("\u{1B}[0;31mthree"),
                "its colours carried from the line before")
        #expect(PaneBox.lines(ANSIText.lines("abcdefghi"), scroll: 0, width: 8, height: 4, wrap: true, colors: false)
                == ["╭─ 1/3 ╮", "│ abcd │", "│ efgh │", "╰──────╯"], "wrapped: a long line takes three")
    }
}
