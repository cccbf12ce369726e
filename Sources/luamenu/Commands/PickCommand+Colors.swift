import MenuApps

/// fzf's colour options: `--color` (a base scheme and each part's colour and attributes),
/// `+c`/`--no-color`, `+2`/`--no-256`, `--black`, `--bold` and `--unicode` (each with its
/// `--no-…`), read as fzf 0.38 reads them.
extension PickCommand {
    static let colorOptions: [CommandOption<PickCommand>] = [
        CommandOption(["--color"], optionalValue: "SPEC", help: "Colours as fzf's --color: a base scheme (dark, light, "
                      + "16, bw), then PART:COLOR[:ATTR…] words joined by commas, PART one of "
                      + PickerTheme.Part.allCases.map(\.rawValue).joined(separator: ", ") + "; COLOR a name (red, "
                      + "bright-blue…), 0-255, -1 (the terminal's) or #rrggbb; ATTR bold, dim, italic, underline, "
                      + "blink, reverse, strikethrough or regular. Given again, it adds to the last; with no value, "
                      + "the defaults again. Under NO_COLOR, only what is given here is coloured.") {
            command, scanner throws(CLIError) in
            let spec = scanner.optionalValue(next: isFzfValue) ?? ""
            command.themeGiven = true
            guard !spec.isEmpty else { return command.theme = .empty }
            do throws(PickerTheme.SpecError) {
                try command.theme.apply(spec)
            } catch {
                throw scanner.usage("bad --color '\(spec)': invalid color specification: \(error.word) (expected dark, "
                                    + "light, 16, bw or PART:COLOR[:ATTR], such as fg+:#ffffff:bold or hl:2)")
            }
        },
        CommandOption(["+c", "--no-color"], help: "Draw no colours: fzf's --color=bw (the current line reversed, "
                      + "matches underlined), as under NO_COLOR.") { command, _ throws(CLIError) in
            (command.theme, command.themeGiven) = (.noColor, true)
        },
        CommandOption(["+2", "--no-256"], help: "fzf's colours for a terminal of 16 (--color=16).") {
            command, _ throws(CLIError) in
            (command.theme, command.themeGiven) = (.default16, true)
        },
        flag(["--black"], off: ["--no-black"], \.black, help: "A black background (fzf's --black)."),
        flag(["--bold"], off: ["--no-bold"], \.bold, help: "The current line, its matches, the prompt, the query, the "
             + "pointer and the spinner in bold (the default; --no-bold: as the theme says)."),
        flag(["--unicode"], off: ["--no-unicode"], \.unicode, help: "Unicode's lines and braille for the borders and "
             + "the spinner (the default); --no-unicode: ASCII's (+, -, |), and - and | for the separator and the "
             + "scroll bar unless they are given."),
    ]

    /// The palette the options and the terminal make: fzf's base theme for `environment`'s
    /// terminal under the theme given; with no colour option given and colours off (NO_COLOR,
    /// TERM=dumb), none.
    func palette(environment: [String: String], terminalColors: Bool) -> PickerPalette {
        var theme = !themeGiven && !terminalColors ? PickerTheme.noColor : self.theme
        if bold { theme = theme.boldened() }
        return PickerPalette(theme: theme, base: PickerPalette.base(environment: environment), black: black)
    }
}
