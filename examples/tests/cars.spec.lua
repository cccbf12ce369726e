-- Snapshots of examples/cars.lua (seed 002): one chip chosen; the list follows it.
return {
  script = "../cars.lua",
  width = 50,
  { name = "all at start" },
  { name = "city", taps = { "type/city" } },
  { name = "chosen by title", taps = { "type/Supercar" } },
  { name = "colour", format = "ansi", taps = { "type/luxury" } },
  { name = "chips wrap", width = 24 },
}
