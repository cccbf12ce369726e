import TextCore

/// A row that needs nothing of the script to be drawn: its texts as its list keeps them
/// (UTF-8, NFC), because no label of it is computed, no render hook changes it, and no search
/// marks it (and it is no switch, which the general path draws). A batch writer draws it straight from these bytes, without making an
/// ``ItemView`` (see ``ItemViews/fixedRow(at:)``).
public struct FixedRow {
    public var title: ArraySlice<UInt8>
    public var detail: ArraySlice<UInt8>?
    public var icon: ArraySlice<UInt8>?
    public var checked: Checked?
    public var disabled: Bool
    /// Whether a tap on the item opens a submenu.
    public var hasSubmenu: Bool
}

extension ItemViews {
    /// The row at `index` as its list keeps it, when nothing of it needs the script (see
    /// ``FixedRow``); nil when it does, or when the rows were made in Swift.
    ///
    ///     items.fixedRow(at: 0)?.title   // the title's bytes, no row made
    public func fixedRow(at index: Int) -> FixedRow? {
        guard case .rows(let rows) = storage, rows.drawsWithoutScript else { return nil }
        let list = rows.list
        let position = rows.position(at: index)
        let record = list.record(at: position)
        guard record.title >= 0, record.detail != ItemList.Record.computed, record.subtitle == ItemList.Record.absent,
              !record.flags.computesChecked, !record.flags.isSwitch, record.flags.kind == .entry else { return nil }
        let texts = list.texts
        return FixedRow(title: texts.bytes(of: Int(record.title)),
                        detail: record.detail >= 0 ? texts.bytes(of: Int(record.detail)) : nil,
                        icon: record.icon >= 0 ? texts.bytes(of: Int(record.icon)) : nil,
                        checked: record.flags.checked, disabled: record.flags.disabled,
                        hasSubmenu: record.flags.hasExtras && list.extras(at: position)?.opensSubmenu == true)
    }
}
