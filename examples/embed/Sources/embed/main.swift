import MenuLua
import MenuModel

// Run a script given as a string, with a function of the program's own: `menu.host.price`.
var options = MenuRuntime.Options()
options.hostFunctions["price"] = Garage.price
let runtime = try MenuRuntime(source: Garage.script, name: "garage.lua", options: options)

/// Draws the runtime's menu as it is now, with the script's own data on each item.
func show(_ runtime: MenuRuntime, after step: String) throws {
    let view = try runtime.view()
    print("$ \(step)")
    print(try TinyRenderer(data: try runtime.itemData(in: view)).draw(view))
}

try show(runtime, after: "start")
try runtime.tap("kind/city")               // a chip: the filter's match runs in Lua
try show(runtime, after: "tap kind/city")
try runtime.tap("cars/ray")                // an item: its on_tap runs, the labels follow
try show(runtime, after: "tap cars/ray")
do {
    try runtime.tap("cars/nope")
} catch {
    print("$ tap cars/nope\n\(error.kind): \(error.message)")
}
print("")
try SessionDemo.run()
