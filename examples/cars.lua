-- YouTube-like filter chips (seed 002): one chip per car type, the first selected at start,
-- exactly one selected; the choice is handed to the caller (state hoisting), which filters
-- the list of cars for sale.
--
--   luamenu run examples/cars.lua --tap type/city
local m = menu.new { title = "Cars for sale" }

local cars = {
  { title = "Carnival",  kind = "family",   detail = "7 seats" },
  { title = "Sorento",   kind = "family",   detail = "SUV" },
  { title = "Morning",   kind = "city",     detail = "1.0 L" },
  { title = "Ray",       kind = "city",     detail = "box car" },
  { title = "K9",        kind = "luxury",   detail = "3.8 V6" },
  { title = "G90",       kind = "luxury",   detail = "3.5 T" },
  { title = "Stinger",   kind = "supercar", detail = "3.3 T" },
  { title = "Huracán",   kind = "supercar", detail = "V10" },
}

m:filter {
  id = "type",
  options = { "all", "family", "city", "luxury", "supercar" }, -- the CarType enum's cases
  target = "cars",
  match = function(car, type) return type == "all" or car.kind == type end,
  on_select = function(type) print("filterCars(by: ." .. type .. ")") end,
}
m:section { id = "cars", title = "For sale", items = cars }

return m
