/// fzf's colour theme: each part of the picker's colour and attributes, as `--color` sets them
/// and fzf 0.38 reads them. A part left undefined takes the base theme's (``dark256`` on a
/// terminal of 256 colours, else ``default16``) when the palette is made.
///
///     var theme = PickerTheme.empty
///     try theme.apply("fg+:#ffffff:bold,hl:3,light")   // later words win: light replaces all
///     theme.apply(...)                                  // --color given again adds to it
public struct PickerTheme: Equatable, Sendable {
    /// A colour: undefined (the base theme's), the terminal's own (`-1`), one of 256, or 24-bit.
    public enum Color: Equatable, Sendable {
        case undefined
        case terminal
        case index(Int)
        case rgb(red: Int, green: Int, blue: Int)
    }

    /// Text attributes; ``regular`` marks attributes given as none (`fg+:regular`, which
    /// `--bold` then leaves alone).
    public struct Attributes: OptionSet, Equatable, Sendable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let blink = Attributes(rawValue: 1 << 4)
        public static let reverse = Attributes(rawValue: 1 << 5)
        public static let strikethrough = Attributes(rawValue: 1 << 6)
        public static let regular = Attributes(rawValue: 1 << 7)
    }

    /// One part's colour and attributes (nil: undefined, the base theme's).
    public struct Paint: Equatable, Sendable {
        public var color: Color
        public var attributes: Attributes?

        public init(_ color: Color = .undefined, _ attributes: Attributes? = nil) {
            self.color = color
            self.attributes = attributes
        }

        /// This paint over `base`: each of colour and attributes where defined, else the base's.
        func over(_ base: Paint) -> Paint {
            Paint(color == .undefined ? base.color : color, attributes ?? base.attributes)
        }
    }

    /// The parts `--color` names, by fzf's names.
    public enum Part: String, CaseIterable, Sendable {
        case query, disabled, fg, bg
        case previewFg = "preview-fg", previewBg = "preview-bg"
        case current = "fg+", currentBackground = "bg+", gutter
        case match = "hl", currentMatch = "hl+"
        case border, separator, scrollbar
        case label, previewLabel = "preview-label"
        case prompt, spinner, info, pointer, marker, header
    }

    /// Whether colours are drawn (false: fzf's `bw`, `--no-color`).
    public var colored: Bool
    public var paints: [Part: Paint]

    public init(colored: Bool = true, _ paints: [Part: Paint] = [:]) {
        self.colored = colored
        self.paints = paints
    }

    public subscript(part: Part) -> Paint {
        get { paints[part] ?? Paint() }
        set { paints[part] = newValue }
    }

    /// Why a `--color` word was refused.
    public struct SpecError: Error, Equatable, Sendable {
        /// The word, as fzf names it: "invalid color specification: WORD".
        public let word: String
    }

    /// Applies a `--color` value as fzf does: comma-separated words, lower-cased, in order; a
    /// base scheme (`dark`, `light`, `16`, `bw` or `no`) replaces everything, `PART:…` adds a
    /// colour (a name such as `red` or `bright-blue`, 0–255, -1, `#rrggbb`) and attributes
    /// (`bold`, `dim`, `italic`, `underline`, `blink`, `reverse`, `strikethrough`; `regular`
    /// clears them) to one part.
    public mutating func apply(_ spec: String) throws(SpecError) {
        for word in spec.lowercased().split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            switch word {
            case "dark": self = .dark256
            case "light": self = .light256
            case "16": self = .default16
            case "bw", "no": self = .noColor
            default:
                let components = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                let name = components[0] == "input" ? Part.query.rawValue : components[0]   // fzf's other name
                guard components.count >= 2, let part = Part(rawValue: name) else { throw SpecError(word: word) }
                var paint = self[part]
                for component in components.dropFirst() {
                    guard Self.merge(component, into: &paint) else { throw SpecError(word: word) }
                }
                self[part] = paint
            }
        }
    }

    /// The colour names fzf reads, in the order of their numbers (black is 0, bright-white 15).
    private static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
                                     "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
                                     "bright-magenta", "bright-cyan", "bright-white"]

    /// Adds one component of a `PART:…` word to `paint`; false when it means nothing.
    private static func merge(_ component: String, into paint: inout Paint) -> Bool {
        let attributes: [String: Attributes] = ["bold": .bold, "strong": .bold, "dim": .dim, "italic": .italic,
                                                "underline": .underline, "blink": .blink, "reverse": .reverse,
                                                "strikethrough": .strikethrough]
        if component == "regular" {
            paint.attributes = .regular
        } else if let attribute = attributes[component] {
            paint.attributes = (paint.attributes ?? []).union(attribute)
        } else if let index = colorNames.firstIndex(of: component) {
            paint.color = .index(index)
        } else if component == "gray" || component == "grey" {
            paint.color = .index(8)
        } else if component.isEmpty {
            return true
        } else if component.hasPrefix("#"), component.count == 7, component.dropFirst().allSatisfy(\.isHexDigit),
                  let value = Int(component.dropFirst(), radix: 16) {
            paint.color = .rgb(red: value >> 16, green: value >> 8 & 0xFF, blue: value & 0xFF)
        } else if let number = Int(component), (-1...255).contains(number) {
            paint.color = number < 0 ? .terminal : .index(number)
        } else {
            return false
        }
        return true
    }

    /// The theme as `--bold` leaves it (fzf's default): the current line, its matches, the
    /// prompt, the query, the pointer and the spinner bold, unless given as `regular` (in
    /// colour; without colour they are bold whatever was given).
    public func boldened() -> PickerTheme {
        var theme = self
        for part in [Part.current, .currentMatch, .prompt, .query, .pointer, .spinner] {
            var paint = theme[part]
            if !colored || !(paint.attributes ?? []).contains(.regular) {
                paint.attributes = (paint.attributes ?? []).union(.bold)
            }
            theme[part] = paint
        }
        return theme
    }
}
