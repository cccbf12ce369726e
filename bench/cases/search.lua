-- Case "search" (issue 6): N names in one section with `search = "{{MODE}}"`. scripts/bench
-- runs it with --query (ㅅㅇ for choseong, a Latin query for fuzzy) and without, and reports
-- the difference: the query's cost. The section is closed, and both runs are drawn at
-- --height 8: without a query the closed section shows its number of items ("▸ Names (N)");
-- a query opens it (a search shows a closed section's matches) and the first 4 matches are
-- drawn, so the difference is the search: every title matched against the query, fuzzy
-- matches ranked by score.
-- Reference: bench/ref/search.lua. {{N}} and {{MODE}} are filled in by scripts/bench.
local names = require("names_{{N}}")
local m = menu.new { title = "Search" }
m:section { id = "names", title = "Names", open = false, search = "{{MODE}}", items = names }
return m
