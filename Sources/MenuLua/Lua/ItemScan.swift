import CLua
import LuaShim

/// An item table's fields as one walk in C found them (``LuaStack/scan(itemAt:skipping:into:)``):
/// each known field's type and, for a string, its bytes, and the other keys worth a look.
/// One scan is reused for every item of a list (its owner makes it with ``make()`` and frees
/// it); what it holds is valid until the next scan, while the table is not changed.
///
///     stack.scan(itemAt: -1, skipping: data, into: scan)
///     scan.value(of: .title).bytes     // the title's bytes, when it is a string
struct ItemScan {
    private let scan: UnsafeMutablePointer<lm_ItemScan>

    /// A scan, to be freed with ``free()``.
    static func make() -> ItemScan {
        let scan = UnsafeMutablePointer<lm_ItemScan>.allocate(capacity: 1)
        scan.initialize(to: lm_ItemScan())
        return ItemScan(scan: scan)
    }

    /// Frees the scan; it is not used again.
    func free() { scan.deallocate() }

    /// The item fields the API reads, numbered as LuaShim's `lm_ItemField`.
    enum Field: Int32, CaseIterable {
        case title, detail, subtitle, id, icon, style, onTap, preview, checked, `switch`, disabled, choose, hotkey,
             value, submenu, separator, heading

        /// The field whose key is `key` (its bytes), if any.
        init?(key: UnsafeRawBufferPointer) {
            let field = Self.allCases.first { field in
                field.name.withUTF8Buffer { $0.count == key.count && $0.elementsEqual(key) }
            }
            guard let field else { return nil }
            self = field
        }

        /// Its key in an item table.
        var name: StaticString {
            switch self {
            case .title: "title"
            case .detail: "detail"
            case .subtitle: "subtitle"
            case .id: "id"
            case .icon: "icon"
            case .style: "style"
            case .onTap: "on_tap"
            case .preview: "preview"
            case .checked: "checked"
            case .switch: "switch"
            case .disabled: "disabled"
            case .choose: "choose"
            case .hotkey: "hotkey"
            case .value: "value"
            case .submenu: "submenu"
            case .separator: "separator"
            case .heading: "heading"
            }
        }
    }

    /// One field's value.
    struct Value {
        let type: LuaType
        /// Its truth, as Lua tests it.
        let boolean: Bool
        /// A string's bytes; nil for a number (read it again by name) and the rest.
        let bytes: UnsafeRawBufferPointer?
        /// Whether the string is NFC by the quick rule (ASCII and Hangul syllables only), as
        /// the scan found while it had the bytes: stored as it is, with no look of the host's.
        let isQuickNFC: Bool
    }

    /// The fields the table has, in ``Field`` order.
    var fields: Fields { Fields(bits: scan.pointee.present) }

    /// The value of `field`, which ``fields`` has.
    func value(of field: Field) -> Value {
        let value = lm_itemvalue(scan, field.rawValue)!.pointee
        return Value(type: LuaType(rawValue: value.type), boolean: value.boolean != 0,
                     bytes: value.bytes.map { UnsafeRawBufferPointer(start: $0, count: value.length) },
                     isQuickNFC: value.quick_nfc != 0)
    }

    /// How many string keys the table has that are no field and were not skipped.
    var otherCount: Int { Int(scan.pointee.others) }

    /// How many of those keys a scan names; a table with more has its others read again.
    static var namedOthers: Int { Int(LM_ITEM_OTHERS) }

    /// Whether ``other(_:)`` names them all.
    var hasAllOthers: Bool { otherCount <= Self.namedOthers }

    /// The `n`th of those keys' bytes (`n` below ``otherCount``, while ``hasAllOthers``).
    func other(_ n: Int) -> UnsafeRawBufferPointer {
        var length = 0
        let bytes = lm_itemother(scan, Int32(n), &length)
        return UnsafeRawBufferPointer(start: bytes, count: length)
    }

    /// A set of fields, walked in ``Field`` order.
    struct Fields: Sequence, IteratorProtocol {
        var bits: UInt32

        mutating func next() -> Field? {
            guard bits != 0 else { return nil }
            let field = Field(rawValue: Int32(bits.trailingZeroBitCount))
            bits &= bits - 1
            return field
        }
    }

    /// Scans the item table at `index` (see ``LuaStack/scan(itemAt:skipping:into:)``).
    fileprivate func fill(_ L: OpaquePointer, _ index: Int32, _ data: Int32) {
        lm_scanitem(L, index, data, scan)
    }
}

extension LuaStack {
    /// Walks the item table at `index` once, in C, into `scan`: its fields, and its other string
    /// keys but those that are keys of the table at `data` (names judged the script's own data).
    /// [-0, +0]
    func scan(itemAt index: Int32, skipping data: Int32, into scan: ItemScan) {
        scan.fill(L, index, data)
    }
}
