-- Mistakes luamenu check finds (docs/tutorial.md, "Catch mistakes before users do").
local m = menu.new { titel = "Oops" }
m:section { id = "s", title = "S", colums = 2, items = { "a", { id = "b", title = "B", detial = "x" }, "a" } }
m:filter { id = "f", options = { "all" }, target = "ss" }
m:selection { id = "r", all = "전체", categories = { { title = "서울", items = { "종로" } } } }
m:section { id = "s", title = "", items = {} }
return m
