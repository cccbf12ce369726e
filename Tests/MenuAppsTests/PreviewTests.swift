@testable import MenuApps
import Testing

/// The preview: where it goes, the command filled in and quoted, and its box.
@Suite struct PreviewTests {
    @Test func theWindowReadsFzfsSpecs() throws {
        #expect(try PreviewWindow("right:50%") == PreviewWindow())
        var down = PreviewWindow()
        down.position = .down
        down.size = .percent(40)
        #expect(try PreviewWindow("down:40%") == down && PreviewWindow("down,40%") == down)
        var hidden = PreviewWindow()
        hidden.position = .up
        hidden.size = .cells(10)
        hidden.hidden = true
        hidden.wrap = true
        #expect(try PreviewWindow("up:10:hidden:wrap") == hidden)
        #expect(throws: PreviewWindowError(word: "middle")) { try PreviewWindow("middle:50%") }
        #expect(throws: PreviewWindowError(word: "150%")) { try PreviewWindow("150%") }
        #expect(PreviewWindow().extent(of: 80) == 40 && PreviewWindow().extent(of: 5) == 0, "no room: no preview")
    }

    @Test func placeholdersAreFilledInAndQuoted() {
        let current = PreviewTemplate.Entry(line: "src/it's a.swift:12:x", index: 3)
        let marked = [PreviewTemplate.Entry(line: "a b", index: 0), PreviewTemplate.Entry(line: "c", index: 5)]
        let colon = FieldDelimiter.literal(":")
        #expect(PreviewTemplate("cat {}").command(current: current, marked: [], query: "") == #"cat 'src/it'\''s a.swift:12:x'"#)
        #expect(PreviewTemplate("grep {q} {n}").command(current: current, marked: [], query: "$(rm -rf ~)")
                == #"grep '$(rm -rf ~)' 3"#, "the query can't run code either")
        #expect(PreviewTemplate("bat {1} -H {2}").command(current: current, marked: [], query: "", delimiter: colon)
                == #"bat 'src/it'\''s a.swift' -H '12'"#, "fields, without their delimiters")
        #expect(PreviewTemplate("echo {-1} {2..}").command(current: current, marked: [], query: "", delimiter: colon)
                == #"echo 'x' '12:x'"#)
        #expect(PreviewTemplate("echo {+} {+n}").command(current: current, marked: marked, query: "") == "echo 'a b' 'c' 0 5")
        #expect(PreviewTemplate("echo {+}").command(current: current, marked: [], query: "") == #"echo 'src/it'\''s a.swift:12:x'"#,
                "nothing marked: the line under the cursor")
        #expect(PreviewTemplate("awk '{print}' {x}").command(current: current, marked: [], query: "") == "awk '{print}' {x}",
                "braces that are no placeholder stay")
        #expect(PreviewTemplate("echo {q}").usesQuery && !PreviewTemplate("echo {}").usesQuery)
        #expect(PreviewTemplate("echo {+1}").usesMarked && !PreviewTemplate("echo {1}").usesMarked)
    }

    @Test func theBoxShowsTheLinesFromItsScrollAndWhereItIs() {
        let content = ANSIText.lines("one\n\u{1B}[31mtwo\nthree")
        #expect(PreviewPane.lines(content, scroll: 0, width: 10, height: 4, colors: false)
                == ["╭─── 1/3 ╮", "│ one    │", "│ two    │", "╰────────╯"])
        #expect(PreviewPane.lines(content, scroll: 5, width: 10, height: 5, colors: false)
                == ["╭────────╮", "│ one    │", "│ two    │", "│ three  │", "╰────────╯"], "all of it shows: no scroll")
        #expect(PreviewPane.lines(content, scroll: 1, width: 10, height: 4, colors: true)[2].contains("\u{1B}[0;31mthree"),
                "its colours carried from the line before")
        #expect(PreviewPane.lines(ANSIText.lines("abcdefghi"), scroll: 0, width: 8, height: 4, wrap: true, colors: false)
                == ["╭─ 1/3 ╮", "│ abcd │", "│ efgh │", "╰──────╯"], "wrapped: a long line takes three")
    }
}
