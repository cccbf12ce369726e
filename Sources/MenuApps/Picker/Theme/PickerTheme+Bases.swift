/// fzf 0.38's base themes: what a part not given takes (`tui.go`'s Dark256, Light256,
/// Default16, NoColorTheme and EmptyTheme).
extension PickerTheme {
    /// Nothing defined: every part the base theme's (fzf's start, and `--color` with no value).
    public static let empty = PickerTheme()

    /// fzf's theme for a terminal of 256 colours (`--color=dark`).
    public static let dark256 = based(on: [
        .query: -1, .fg: -1, .bg: -1, .currentBackground: 236, .prompt: 110, .match: 108, .current: 254,
        .currentMatch: 151, .spinner: 148, .info: 144, .pointer: 161, .marker: 168, .header: 109, .border: 59,
        .label: 145,
    ])

    /// fzf's theme for a light background (`--color=light`).
    public static let light256 = based(on: [
        .query: -1, .fg: -1, .bg: -1, .currentBackground: 251, .prompt: 25, .match: 66, .current: 237,
        .currentMatch: 23, .spinner: 65, .info: 101, .pointer: 161, .marker: 168, .header: 31, .border: 145,
        .label: 59,
    ])

    /// fzf's theme for a terminal of 16 colours (`--color=16`, `--no-256`).
    public static let default16 = based(on: [
        .query: -1, .fg: -1, .bg: -1, .currentBackground: 0, .prompt: 4, .match: 2, .current: 3,
        .currentMatch: 2, .spinner: 2, .info: 7, .pointer: 1, .marker: 5, .header: 6, .border: 0, .label: 7,
    ])

    /// No colours (`--color=bw`, `--no-color`, and pick under NO_COLOR): matches underlined,
    /// the current line reversed.
    public static let noColor: PickerTheme = {
        var theme = PickerTheme(colored: false)
        for part in Part.allCases { theme[part] = Paint(.terminal, .regular) }
        theme[.match] = Paint(.terminal, .underline)
        theme[.current] = Paint(.terminal, .reverse)
        theme[.currentMatch] = Paint(.terminal, [.reverse, .underline])
        return theme
    }()

    /// A base theme of these parts' colours (-1 the terminal's), attributes undefined.
    private static func based(on colors: [Part: Int]) -> PickerTheme {
        PickerTheme(colored: true, colors.mapValues { Paint($0 < 0 ? .terminal : .index($0)) })
    }
}
