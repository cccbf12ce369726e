import MenuLua
import MenuModel

/// A renderer of the program's own, to show that the view model is all a front end needs:
/// one line per chip, section and item, the tap path of each in brackets.
struct TinyRenderer {
    /// The item data the script keeps on its items (`kind`, `seats`), by item.
    var data: [ItemRef: [String: LuaValue]] = [:]

    func draw(_ view: MenuView) throws -> String {
        var lines = ["# " + (view.title ?? "")]
        for block in view.blocks {
            switch block {
            case .filter(let filter):
                lines.append(filter.options.map { ($0.selected ? "(•) " : "( ) ") + $0.title }.joined(separator: "  "))
            case .section(let section):
                lines.append("\(section.open ? "▾" : "▸") \(section.title ?? section.id)  [\(section.headerTarget.path)]")
                guard section.open else { continue }
                for item in try section.items.rows() {
                    let style = item.detailStyle.map { " <\($0.rawValue)>" } ?? ""
                    let extra = data[item.ref].map { fields in
                        " {" + fields.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.text($0.value))" }.joined(separator: ", ") + "}"
                    } ?? ""
                    lines.append("  - \(item.title): \(item.detail ?? "")\(style)\(extra)  [\(section.target(ofItem: item.id).path)]")
                }
            case .selection, .index:
                lines.append("(this renderer draws filters and sections only)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A plain value of the script's as text: `4`, `city`.
    static func text(_ value: LuaValue) -> String {
        value.integer.map(String.init) ?? value.string ?? "\(value)"
    }
}
