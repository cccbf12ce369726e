@testable import MenuApps
import Testing

/// fzf's colours as pick reads and resolves them: `--color`'s words, the base themes, `--bold`
/// and `--black`, and the pairs each part is drawn in (Tests/FzfScreens/test_colors.py
/// compares the cells drawn with fzf's own).
@Suite struct PickerThemeTests {
    static func theme(_ spec: String, from start: PickerTheme = .empty) throws -> PickerTheme {
        var theme = start
        try theme.apply(spec)
        return theme
    }

    @Test func colorWordsSetAPartsColourAndAttributes() throws {
        let theme = try Self.theme("fg:1,BG:#FF8000,hl:bright-blue:bold:underline,fg+:-1,bg+:grey,hl+:255:regular")
        #expect(theme[.fg] == .init(.index(1)))
        #expect(theme[.bg] == .init(.rgb(red: 255, green: 128, blue: 0)), "lower-cased first, as fzf does")
        #expect(theme[.match] == .init(.index(12), [.bold, .underline]))
        #expect(theme[.current] == .init(.terminal), "-1: the terminal's own colour")
        #expect(theme[.currentBackground] == .init(.index(8)))
        #expect(theme[.currentMatch] == .init(.index(255), .regular))
        #expect(theme[.prompt] == .init(), "a part not named stays undefined: the base's")
        #expect(try Self.theme("query:strong,input:italic")[.query] == .init(.undefined, [.bold, .italic]),
                "strong is bold; input is another name of query")
    }

    @Test func laterWordsAddAndABaseSchemeReplacesEverything() throws {
        var theme = try Self.theme("fg:1,hl:2")
        try theme.apply("hl:3:bold")
        #expect(theme[.fg] == .init(.index(1)) && theme[.match] == .init(.index(3), [.bold]), "given again, it adds")
        try theme.apply("light,info:5")
        #expect(theme == (try Self.theme("info:5", from: .light256)), "light replaces all that came before it")
        #expect(try Self.theme("bw") == .noColor && (try Self.theme("no")) == .noColor)
        #expect(try Self.theme("16,dark") == .dark256)
        #expect(try Self.theme("bw,fg:1")[.fg] == .init(.index(1), .regular), "after bw, a part still takes a colour")
    }

    @Test func aWordThatMeansNothingIsNamed() {
        for (spec, word) in [("fg", "fg"), ("fg:purple", "fg:purple"), ("hl:256", "hl:256"), ("hl:-2", "hl:-2"),
                             ("bg:#12345g", "bg:#12345g"), ("bg:#-12345", "bg:#-12345"), ("light,text:1", "text:1"),
                             ("fg:1,,", "")] {
            #expect(throws: PickerTheme.SpecError(word: word), "\(spec)") { try Self.theme(spec) }
        }
    }

    @Test func boldMakesTheCurrentLinePromptQueryPointerAndSpinnerBoldUnlessRegular() throws {
        let bold = try Self.theme("fg+:regular,prompt:italic").boldened()
        #expect(bold[.current] == .init(.undefined, .regular), "regular stays regular in colour")
        #expect(bold[.prompt] == .init(.undefined, [.italic, .bold]))
        for part in [PickerTheme.Part.currentMatch, .query, .pointer, .spinner] { #expect(bold[part].attributes == [.bold]) }
        #expect(bold[.fg] == .init() && bold[.info] == .init(), "the rest untouched")
        #expect(PickerTheme.noColor.boldened()[.current].attributes == [.reverse, .bold],
                "without colour, bold whatever was given")
    }

    @Test func thePaletteResolvesEachPartOverTheBaseAsFzfDoes() throws {
        let fzf = PickerPalette.fzf
        #expect(fzf.current.sgr == "1;38;5;254;48;5;236", "fg+ bold over bg+")
        #expect(fzf.currentMatch.sgr == "1;38;5;151;48;5;236")
        #expect(fzf.match.sgr == "38;5;108" && fzf.normal.sgr == "", "hl green, fg the terminal's")
        #expect(fzf.cursorEmpty.sgr == "48;5;236", "the gutter takes bg+")
        #expect(fzf.cursor.sgr == "1;38;5;161;48;5;236" && fzf.currentCursor.sgr == "1;38;5;161;48;5;236")
        #expect(fzf.selected.sgr == "38;5;168;48;5;236")
        #expect(fzf.separator.sgr == "38;5;59" && fzf.scrollbar.sgr == "38;5;59", "separator and scroll bar take the border's")
        #expect(fzf.prompt.sgr == "1;38;5;110" && fzf.info.sgr == "38;5;144" && fzf.header.sgr == "38;5;109")
        #expect(fzf.borderLabel.sgr == "38;5;145" && fzf.previewLabel.sgr == "38;5;145", "preview-label takes label's")
        #expect(fzf.blank.sgr == "" && fzf.plain.sgr == "")

        let sixteen = PickerPalette(theme: PickerTheme.empty.boldened(), base: .default16)
        #expect(sixteen.current.sgr == "1;33;40" && sixteen.match.sgr == "32" && sixteen.cursor.sgr == "1;31;40")

        let given = PickerPalette(theme: try Self.theme("bg:2,bg+:12,gutter:-1,border:#010203,preview-bg:4,hl:9"),
                                  base: .dark256)
        #expect(given.normal.sgr == "42" && given.blank.sgr == "42", "the background under every part")
        #expect(given.current.sgr == "38;5;254;104", "bright colours as 90–97 and 100–107")
        #expect(given.cursorEmpty.sgr == "", "gutter -1: the terminal's own background, not bg's")
        #expect(given.border.sgr == "38;2;1;2;3;42" && given.previewBorder.sgr == "38;2;1;2;3;44")
        #expect(given.match.sgr == "91;42")
        #expect(given.previewBlank.sgr == "44" && given.preview.sgr == "44", "preview-fg takes fg's, preview-bg its own")
        #expect(PickerPalette(theme: .empty, base: .dark256, black: true).blank.sgr == "40", "--black")
        #expect(PickerPalette(theme: try Self.theme("fg+:-1:reverse"), base: .dark256).current.sgr == "7",
                "the terminal's colour reversed keeps the terminal's background, as fzf's")
    }

    @Test func withoutColoursOnlyAttributesAreDrawn() {
        let none = PickerPalette.noColor
        #expect(!none.colored)
        #expect(none.current.sgr == "1;7" && none.currentMatch.sgr == "1;4;7" && none.match.sgr == "4")
        #expect(none.prompt.sgr == "1" && none.border.sgr == "" && none.info.sgr == "")
    }

    @Test func theBaseFollowsTheTerminal() {
        #expect(PickerPalette.base(environment: ["TERM": "xterm-256color"]) == .dark256)
        #expect(PickerPalette.base(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]) == .dark256)
        #expect(PickerPalette.base(environment: ["TERM": "xterm"]) == .default16)
        #expect(PickerPalette.base(environment: [:]) == .default16)
    }
}
