/// Makes text from a script safe to put on a terminal: it can't move the cursor, change
/// colours, set the clipboard, or flip the direction of the rest of the line.
///
/// C0 and C1 control characters (escape sequences among them) and the bidirectional
/// embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) become U+FFFD.
///
///     TerminalSafe.line("red\u{1B}[31m")              // "red�[31m"
///     TerminalSafe.message("bad\n\u{1B}]52;c;…\u{7}")  // "bad\n�]52;c;…�"
public enum TerminalSafe {
    /// For one line of a drawn menu (a label): tabs and line breaks become spaces too.
    public static func line(_ text: String) -> String {
        cleaned(text, keepingBreaks: false)
    }

    /// For a message on stderr (an error, a warning): line breaks and tabs stay.
    public static func message(_ text: String) -> String {
        cleaned(text, keepingBreaks: true)
    }

    private static func cleaned(_ text: String, keepingBreaks: Bool) -> String {
        // Bytes that can start something to replace: C0 controls, DEL, C1 (U+0080–U+009F,
        // UTF-8 C2 80–9F), and E2 for U+202A–U+202E and U+2066–U+2069.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingBreaks, 0x09 where keepingBreaks: scalars.append(scalar)
            case 0x09, 0x0A, 0x0D: scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
