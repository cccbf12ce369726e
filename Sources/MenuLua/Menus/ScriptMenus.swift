import MenuModel

/// The menus a script made: each one's blocks and state, its Lua object and where its blocks
/// were made; which of them is shown; the script's functions behind the blocks (filters'
/// `match`, blocks' `search`); and whether one is being drawn.
final class ScriptMenus {
    /// A menu the script created, with its state and its Lua object.
    struct Document {
        var menu: Menu
        var state = MenuState()
        /// The menu's Lua userdata, passed to handlers as `m`.
        var object: ScriptRefValue = 0
        /// "file:line:" of the call that made each block, in block order.
        var origins: [String] = []
        /// Made by a tap that failed and was rolled back: the object is left in Lua, unusable.
        var discarded = false
        /// The menu's `on_finish(m, choice)`, anchored: what a finished front end prints.
        var finish: ScriptRefValue?
        /// A menu, or the screen of an item's `submenu = function(sub) … end`.
        var role = Role.menu
    }

    /// What a document is: a menu, or a submenu's screen (being built, or built: then its
    /// blocks are the item's, and the object can't change them).
    enum Role {
        case menu, screenBuilding, screenBuilt
    }

    /// The registry name of the menu objects' metatable.
    static let objectType = "luamenu.menu"

    /// Every menu made, by number (the number its Lua object holds).
    var documents: [Document] = []
    /// The script's menu: the one it returned, else the last it made; nil before it ran.
    var main: Int?
    /// Filter spec → its match function (a function of the script's, or a registered one).
    var matchers: [ScriptRef: ScriptRefValue] = [:]
    /// Block spec → its search function (`search = fn(item, query)`).
    var searchers: [ScriptRef: ScriptRefValue] = [:]
    /// How many drawings are running: label functions may not change menus then.
    private(set) var drawingDepth = 0

    /// The document shown and tapped: the script's menu, else the last one made (in a REPL).
    var current: Int? { main ?? lastMenu }

    /// The last menu the script made (screens left out), if any.
    var lastMenu: Int? { documents.lastIndex { $0.role == .menu } }

    /// Whether a menu is being drawn.
    var isDrawn: Bool { drawingDepth > 0 }

    /// Runs `body`, which draws a menu: while it runs, ``isDrawn`` is true.
    func drawing<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        drawingDepth += 1
        defer { drawingDepth -= 1 }
        return try body()
    }

    /// The document number of the menu object at `index`, if it is one.
    func number(ofObjectAt index: Int32, in stack: LuaStack) -> Int? {
        stack.userdata(at: index, type: Self.objectType).map(Int.init)
    }

    /// Makes a new menu titled `title`, finished by the anchored `finish`, and pushes its
    /// Lua object.  [-0, +1]
    func newDocument(title: String?, finish: ScriptRefValue?, in stack: LuaStack) {
        stack.pushUserdata(Int32(documents.count), type: Self.objectType)   // m
        stack.pushCopy(of: -1)                                               // m, m
        documents.append(Document(menu: Menu(title: title), object: stack.ref(), finish: finish))   // m
    }

    /// What a tap that fails puts back (see ``restore(_:)``).
    struct Saved {
        fileprivate let documents: [Document]
        fileprivate let matchers: [ScriptRef: ScriptRefValue]
        fileprivate let searchers: [ScriptRef: ScriptRefValue]
    }

    var saved: Saved { Saved(documents: documents, matchers: matchers, searchers: searchers) }

    /// Puts the menus back as they were when `saved`. Menus made since stay as objects in
    /// Lua, but are discarded: using one is an error.
    func restore(_ saved: Saved) {
        for number in documents.indices {
            if number < saved.documents.count {
                documents[number] = saved.documents[number]
            } else {
                documents[number].menu = Menu()
                documents[number].discarded = true
            }
        }
        matchers = saved.matchers
        searchers = saved.searchers
    }
}
