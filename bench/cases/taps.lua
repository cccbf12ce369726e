-- Case "taps": {{TAPS}} taps on a menu of N items, performed inside Lua with m:tap after the
-- menu is built; scripts/bench runs it with TAPS = 1000 and TAPS = 0 (the baseline), and
-- "the host time of 1,000 taps" is median(with) − median(without).
--
-- The menu: ten sections of N/20 items each and a selection of ten categories of N/20
-- children each; every item has a label function (its detail). Taps alternate: toggle a
-- section, toggle a child of a category (picked by the same generator as the reference,
-- anywhere in the category; on_change is called). The second half of the taps repeats the
-- first half (the generator starts again), so every toggle is undone and the menu ends as it
-- began: the final render is the same with and without taps, and cancels out.
-- luamenu does no rendering between taps (the host renders once, at the end, as `luamenu run`
-- does); each tap is the path parsed, the state changed by the host's reducer, on_change called.
-- Reference: bench/ref/taps.lua. {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local TAPS = {{TAPS}}
local per = #names // 20

local function label(item) return item.tag end

local m = menu.new { title = "Taps" }
local k = 0
for s = 1, 10 do
  local items = {}
  for i = 1, per do
    k = k + 1
    items[i] = { title = names[k], detail = label, tag = k % 3 == 0 and "new" or "old" }
  end
  m:section { id = "s" .. s, title = "Section " .. s, items = items }
end
local categories = {}
for c = 1, 10 do
  local items = {}
  for i = 1, per do
    k = k + 1
    items[i] = { title = names[k], detail = label, tag = k % 3 == 0 and "new" or "old" }
  end
  categories[c] = { id = "c" .. c, title = "Category " .. c, items = items }
end
local changes = 0
m:selection { id = "pick", title = "Pick", columns = 1, categories = categories,
  on_change = function(selected) changes = changes + 1 end }

local seed
local function random(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n + 1
end
for t = 1, TAPS do
  if t == 1 or t == TAPS // 2 + 1 then seed = 20261129 end
  if t % 2 == 1 then
    m:tap("s" .. random(10))
  else
    local c = random(10)
    m:tap("pick/c" .. c .. "/" .. categories[c].items[random(per)].title)
  end
end
return m
