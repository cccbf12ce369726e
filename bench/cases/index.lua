-- Case "index": an alphabet index over N names (Latin and Hangul mixed), rendered as text.
-- luamenu side: the names list is handed to m:index as it is; the host reads every name,
-- files it under its key (ㄱ…ㅎ with doubles folded, A–Z, #), sorts each group
-- case-insensitively, and prints the navigator and every group.
-- Reference: bench/ref/index.lua. {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local m = menu.new { title = "Index" }
m:index { id = "names", items = names }
return m
