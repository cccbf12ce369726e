/// Something a tap reaches, by ids: the typed form of a ``TapPath``.
///
/// A path is text a person writes (ids or titles, `..`); a target is what it names, resolved
/// once (``Menu/target(at:openSubmenu:)``) and then handed around: the reducer applies it,
/// the renderer marks what it draws with it, a cursor rests on it, a click finds it. Its
/// ``path`` is the one place a path is built from what is drawn.
///
///     try menu.target(at: "외야수/나성범")          // .item(section: "outfield", submenu: [], id: "나성범")
///     TapTarget.jump(index: "contacts", letter: "R").path.description   // "contacts/R"
public enum TapTarget: Hashable, Sendable {
    /// A section's header: a tap folds or unfolds it.
    case header(section: String)
    /// An item of a section (`submenu` empty), or of a submenu inside it: `submenu` holds the
    /// ids of the items whose submenus lead there, outermost first.
    case item(section: String, submenu: [String], id: String)
    /// Closing the submenu `submenu` (the section's id, then the openers' ids), back to the
    /// level above it.
    case back(submenu: [String])
    /// A selection's category: a tap expands or collapses it.
    case category(selection: String, id: String)
    /// A child of a selection's category: a tap selects or unselects it.
    case child(selection: String, category: String, id: String)
    /// A filter's chip: a tap chooses it.
    case option(filter: String, id: String)
    /// An index's letter: a tap jumps to its group.
    case jump(index: String, letter: String)
    /// An item of an index, filed under `letter`.
    case entry(index: String, letter: String, id: String)

    /// The path that names this target: ids joined by `/`, each escaped as a path needs.
    ///
    ///     TapTarget.child(selection: "region", category: "서울", id: "강남").path   // "region/서울/강남"
    ///     TapTarget.back(submenu: ["settings", "language"]).path                  // "settings/language/.."
    public var path: TapPath {
        switch self {
        case .header(let section): TapPath(segments: [section])
        case .item(let section, let submenu, let id): TapPath(segments: [section] + submenu + [id])
        case .back(let submenu): TapPath(segments: submenu + [".."])
        case .category(let selection, let id): TapPath(segments: [selection, id])
        case .child(let selection, let category, let id): TapPath(segments: [selection, category, id])
        case .option(let filter, let id): TapPath(segments: [filter, id])
        case .jump(let index, let letter): TapPath(segments: [index, letter])
        case .entry(let index, let letter, let id): TapPath(segments: [index, letter, id])
        }
    }

    /// The id of the block the target is in.
    public var block: String {
        switch self {
        case .header(let id), .item(let id, _, _), .category(let id, _), .child(let id, _, _),
             .option(let id, _), .jump(let id, _), .entry(let id, _, _):
            id
        case .back(let submenu): submenu.first ?? ""
        }
    }

    /// The target's kind as scripts and plugins spell it: `header`, `item`, `back`,
    /// `category`, `child`, `option`, `letter` or `entry`.
    public var kind: String {
        switch self {
        case .header: "header"
        case .item: "item"
        case .back: "back"
        case .category: "category"
        case .child: "child"
        case .option: "option"
        case .jump: "letter"
        case .entry: "entry"
        }
    }

    /// The id of the item the target is, for an item of a section or submenu, a selection's
    /// child or an index's entry; nil for headers, categories, chips, letters and going back.
    public var itemID: String? {
        switch self {
        case .item(_, _, let id), .child(_, _, let id), .entry(_, _, let id): id
        case .header, .back, .category, .option, .jump: nil
        }
    }

    /// Whether a tap on the target chooses what it names, when that is an item: an item of a
    /// section or submenu, or an index's entry (a selection's child is selected, not chosen).
    public var choosesItem: Bool {
        switch self {
        case .item, .entry: true
        case .header, .back, .category, .child, .option, .jump: false
        }
    }
}

extension TapTarget: CustomStringConvertible {
    /// The target's path as text: `outfield/나성범`.
    public var description: String { path.description }
}
