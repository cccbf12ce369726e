-- A small menu for the JSON view model's example (docs/manual.md, "The JSON view model").
local m = menu.new { title = "Garage" }
m:filter { id = "kind", options = { "all", "city" }, target = "cars",
  match = function(car, option) return option == "all" or car.kind == option end }
m:section { id = "cars", title = "For sale", items = {
  { id = "ray", title = "Ray", detail = "sold", style = "muted", kind = "city" },
  { id = "carnival", title = "Carnival", detail = "₩3800만", style = "accent", value = 38, kind = "family" },
} }
return m
