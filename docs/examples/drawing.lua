-- How the text renderer draws what a front end must draw the same way (docs/manual.md,
-- "Drawing text as the renderer does"). Every case is one section.
local m = menu.new { title = "Drawing" }

m:section { id = "marks", title = "Marks", items = {
  { id = "wifi", title = "Wi-Fi", detail = "on", disabled = true },
  { id = "language", title = "Language", detail = "한국어", submenu = { "한국어", "English" } },
  { id = "old", title = "An old setting that nobody reads", disabled = true, submenu = { "a" } },
} }

m:section { id = "rows", title = "Rows", items = {
  { id = "long", title = "A title much longer than the row", detail = "and a long detail too" },
  { id = "short", title = "Short", detail = "a detail much longer than its title" },
  { id = "control", title = "tab\there, line\nbreak", detail = "cr\rtoo" },
} }

m:section { id = "empty", title = "Nothing here", items = {} }

m:section { id = "closed", title = "Closed", open = false, items = {
  { heading = "Group" }, "one", "two", { separator = true }, "three",
} }

m:section { id = "grid", title = "Grid", columns = 3, items = {
  "서울특별시", "Incheon", { id = "gw", title = "강원특별자치도", disabled = true },
} }

return m
