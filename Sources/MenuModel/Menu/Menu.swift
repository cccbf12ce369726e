/// A menu as a script declared it: a title and blocks, in order.
///
/// The menu is the *definition*; what the user changed by tapping lives in ``MenuState``, and
/// what is drawn (labels evaluated, filters applied) is a ``MenuView``.
///
///     let menu = Menu(title: "KIA Tigers", blocks: [.section(outfield)])
public struct Menu: Equatable, Sendable {
    public var title: String?
    public var blocks: [Block]

    public init(title: String? = nil, blocks: [Block] = []) {
        self.title = title
        self.blocks = blocks
    }

    /// The first block whose id, else whose title, is `name`.
    public func block(named name: String) -> Block? {
        blocks.first { $0.id == name } ?? blocks.first { $0.title == name }
    }
}
