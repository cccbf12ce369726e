/// Makes label text safe to draw on one terminal line: C0 and C1 control characters
/// (escape sequences among them) become U+FFFD, tabs and line breaks become spaces,
/// so a label can't move the cursor, change colours or break the layout.
///
///     sanitized("red\u{1B}[31m")   // "red�[31m"
public func sanitized(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: scalars.append(" ")
        case 0x00...0x1F, 0x7F...0x9F: scalars.append("\u{FFFD}")
        default: scalars.append(scalar)
        }
    }
    return String(scalars)
}
