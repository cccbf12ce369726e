import MenuModel

/// The names of an item's fields that the API doesn't know (the script's own data, such as
/// `kind`, or a misspelt field, such as `titel`), each judged once by its bytes: whether it is
/// close to a known field and so worth keeping for the reader to note. A list of 100,000 items
/// that each carry `kind` then makes no `String` for it, and judges it once: `kind` is data,
/// `titel` is kept (and noted as a near miss of `title`).
final class ItemFieldNames {
    /// The names judged so far, with their verdicts, found by comparing bytes.
    private var judged: [(name: [UInt8], mayBeMisspelt: Bool)] = []

    /// How many names are remembered; past that, names are judged afresh each time (a script
    /// whose items carry thousands of different keys pays for them, not a scan of them all).
    static let remembered = 32

    /// Whether the field `name` (a key's bytes) is close to one of ``KnownFields/item`` (which
    /// it is not one of): whether the reader should keep it to note and for its hints.
    func mayBeMisspelt(_ name: UnsafeRawBufferPointer) -> Bool {
        for entry in judged where entry.name.count == name.count && entry.name.elementsEqual(name) {
            return entry.mayBeMisspelt
        }
        let verdict = Spelling.suggestion(for: String(decoding: name, as: UTF8.self), among: KnownFields.item) != nil
        if judged.count < Self.remembered { judged.append((Array(name), verdict)) }
        return verdict
    }
}
