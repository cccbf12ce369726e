-- A section whose title is a table: the error names this file and line 3.
local m = menu.new { title = "Bad" }
m:section { id = "s", title = { "not", "text" }, items = {} }
return m
