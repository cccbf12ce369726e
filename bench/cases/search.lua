-- Case "search" (issue 6): N names in one section with `search = "{{MODE}}"`. scripts/bench
-- runs it with --query (ㅅㅇ for choseong, a Latin query for fuzzy) and without, and reports
-- the difference: the query's cost. The section is closed, so neither run draws the rows
-- (a closed section shows its number of matching items: "▸ Names (K)"), and the difference
-- is the search alone: every title matched against the query, fuzzy matches ranked by score.
-- Reference: bench/ref/search.lua. {{N}} and {{MODE}} are filled in by scripts/bench.
local names = require("names_{{N}}")
local m = menu.new { title = "Search" }
m:section { id = "names", title = "Names", open = false, search = "{{MODE}}", items = names }
return m
