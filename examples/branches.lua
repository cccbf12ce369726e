-- A git branch picker: the branches come on standard input, the current one as an argument,
-- and Enter on a branch prints it (`choose = true`, `value`), so a shell can use the answer:
--
--   git branch --format='%(refname:short)' | luamenu run examples/branches.lua -i "$(git branch --show-current)"
--   b=$(git branch --format='%(refname:short)' | luamenu run examples/branches.lua -i) && git checkout "$b"
--
-- Ids hold '/', as branch names do; a tap path escapes it: --tap 'branches/feature\/login'.
-- Without input (stdin a terminal, or empty) it shows data/branches.txt, read with menu.read.
local current = ...
local names = menu.input()
if #names == 0 then
  for name in menu.read("data/branches.txt"):gmatch("[^\n]+") do names[#names + 1] = name end
end

local items = {}
for _, name in ipairs(names) do
  local here = name == current
  items[#items + 1] = { id = name, title = name, value = name, choose = true,
                        detail = here and "current" or nil, style = here and "accent" or nil }
end

local m = menu.new { title = "Branches" }
m:section { id = "branches", title = #items .. " branches", items = items, search = "fuzzy" }
return m
