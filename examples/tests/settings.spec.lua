-- Snapshots of examples/settings.lua: headings, separators, switches, a disabled entry, a
-- submenu that a tap opens and `..` closes, a single choice drawn as rows with a ✓, and a
-- submenu whose screen is an index of contacts (a jump, a tap, a 초성 search inside it).
return {
  script = "../settings.lua",
  width = 50,
  { name = "at start" },
  { name = "toggles flipped", taps = { "general/wifi", "general/dark" } },
  { name = "a disabled entry ignores its tap", taps = { "general/auto" } },
  { name = "language submenu open", taps = { "general/language" } },
  { name = "English chosen", taps = { "general/language", "general/language/en" } },
  { name = "back from the submenu", taps = { "general/language", "general/language/en", "general/language/.." } },
  { name = "Esc goes back too", taps = { "general/language", ".." } },
  { name = "a heading is not tappable", taps = { "general/연결" } },
  { name = "another lock time chosen", taps = { "lock/never" } },
  { name = "a search leaves the list of choices alone", query = "blue" },
  { name = "a search leaves the switches alone and finds a row", query = "연락" },
  { name = "colours", format = "ansi", taps = { "general/dark" } },
  { name = "view model", format = "json", width = 80 },
  { name = "submenu view model", format = "json", taps = { "general/language" } },
  { name = "contacts screen open", taps = { "people/contacts" } },
  { name = "a jump inside the contacts screen", taps = { "people/contacts", "contacts/ㅅ" }, height = 12 },
  { name = "a search inside the contacts screen", taps = { "people/contacts" }, query = "ㅅㅇ" },
  { name = "back from the contacts screen", taps = { "people/contacts", "contacts/ㅅ", ".." } },
  { name = "contacts screen view model", format = "json", taps = { "people/contacts" }, width = 80 },
}
