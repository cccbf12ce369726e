/// Which part of an item its style colours.
extension ItemView {
    /// The style of the title: the item's style when it has no detail, else none.
    ///
    ///     ItemView(id: "a", title: "이름", style: .accent).titleStyle                    // .accent
    ///     ItemView(id: "k", title: "카카오톡 ID", detail: "30실 받기", style: .accent).titleStyle   // nil
    public var titleStyle: Style? { detail == nil ? style : nil }

    /// The style of the detail: the item's style when it has a detail (as the seed's fill rule
    /// colours "30실 받기" and leaves "카카오톡 ID" plain), else none.
    public var detailStyle: Style? { detail == nil ? nil : style }
}
