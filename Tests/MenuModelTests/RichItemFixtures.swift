@testable import MenuModel

/// A settings menu with the richer items: a heading, toggles, a separator, a disabled entry,
/// and a submenu with a submenu of its own.
enum RichFixtures {
    static func entry(_ id: String, _ title: String? = nil, ref: Int32, checked: Checked? = nil,
                      disabled: Bool = false, hotkey: String? = nil, value: String? = nil,
                      submenu: [Item]? = nil) -> Item {
        var item = Item(id: id, title: .text(title ?? id), ref: ItemRef(list: ScriptRef(ref), position: 0))
        item.checked = checked
        item.disabled = disabled
        item.hotkey = hotkey
        item.value = value
        item.submenu = submenu
        return item
    }

    static let seoul = entry("seoul", "서울", ref: 61, value: "KR-11")
    static let busan = entry("busan", "부산", ref: 62, value: "KR-26")
    static let ko = entry("ko", "한국어", ref: 56, checked: .on, hotkey: "k", value: "ko-KR")
    static let en = entry("en", "English", ref: 57, checked: .off, value: "en-US")
    static let region = entry("region", "지역", ref: 58, submenu: [seoul, busan])
    static let language = entry("language", "언어", ref: 55, hotkey: "l", submenu: [ko, en, region])
    static let wifi = entry("wifi", "Wi-Fi", ref: 51, checked: .on, hotkey: "w")
    static let bluetooth = entry("bluetooth", "Bluetooth", ref: 52, checked: .off)
    static let auto = entry("auto", "밝기 자동", ref: 53, checked: .mixed, disabled: true)
    static let locked = entry("locked", "잠김", ref: 54, disabled: true, submenu: [entry("secret", ref: 59)])

    static let general = SectionBlock(id: "general", title: "일반", items: [
        .heading("연결", at: 1), wifi, bluetooth, .separator(at: 4), auto, locked, language,
    ], ref: ScriptRef(50))
    static let menu = Menu(title: "설정", blocks: [.section(general), .section(Fixtures.outfield)])
}
