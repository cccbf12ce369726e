import MenuLua

/// The menu script the program embeds, as a string: cars for sale, a chip per kind, and a
/// price the program looks up for the script (`menu.host.price`).
enum Garage {
    static let script = """
        local sold = {}
        local m = menu.new{ title = "Garage" }
        m:filter{ id = "kind", target = "cars",
          options = { { id = "all", title = "All" }, { id = "city", title = "City" }, { id = "family", title = "Family" } },
          match = function(car, option) return option == "all" or car.kind == option end }
        local function price(car)
          if sold[car.id] then return "sold", "muted" end
          return menu.host.price(car.id), "accent"
        end
        m:section{ id = "cars", title = "For sale", items = {
          { id = "ray", title = "Ray", kind = "city", seats = 4, detail = price },
          { id = "morning", title = "Morning", kind = "city", seats = 4, detail = price },
          { id = "carnival", title = "Carnival", kind = "family", seats = 7, detail = price } },
          on_tap = function(car) sold[car.id] = true end }
        return m
        """

    /// The prices the program knows, in won.
    static let prices = ["ray": 15_000_000, "morning": 12_500_000, "carnival": 38_000_000]

    /// `menu.host.price(id)`: the car's price as the script shows it, "₩1500만".
    @Sendable static func price(_ arguments: [LuaValue]) throws -> LuaValue {
        guard let id = arguments.first?.string, let won = prices[id] else {
            throw ScriptError("price: no car '\(arguments.first?.string ?? "?")'")
        }
        return .string("₩\(won / 10_000)만")
    }
}
