-- Snapshots of examples/contacts.lua (seed 004): A–Z groups, jumps scroll to the top.
return {
  script = "../contacts.lua",
  width = 50,
  { name = "first screen", height = 12 },
  { name = "jump to R", taps = { "contacts/R" }, height = 8 },
  { name = "an empty letter scrolls to the next group", taps = { "contacts/Q" }, height = 4 },
  { name = "tap an entry by letter and name", taps = { "contacts/J/Jaxon" }, height = 3 },
}
