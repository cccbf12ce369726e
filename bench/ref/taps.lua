-- Reference for case "taps" (bench/cases/taps.lua), run as `lua5.4 taps.lua N TAPS`.
--
-- The same menu as plain tables (ten sections and ten categories of N/20 items, a label
-- function on every item), the same TAPS taps from the same generator (the second half
-- repeating the first, so the menu ends as it began), applied to plain Lua state:
-- open[section], selected[category][child] (a set; children found by id through a table
-- built once), and on_change called after a child is toggled.
-- After every tap it also calls the label function on the items a 40-line screen shows
-- (what a UI redraws per event); luamenu does not label anything between taps, so this side
-- does a little more work per tap. At the end it writes the whole menu as luamenu does:
-- open sections row by row (labels called), closed ones as "▸ Section k (count)", the
-- categories one per row with their selected counts, and the expanded category's children.
local common = require("common")
local N = assert(tonumber(arg[1]), "usage: lua5.4 taps.lua N TAPS")
local TAPS = assert(tonumber(arg[2]), "usage: lua5.4 taps.lua N TAPS")
local names = require("names_" .. N)
local per = #names // 20
local COLS, SCREEN = 60, 40

local function label(item) return item.tag end

local sections, categories, byId = {}, {}, {}
local k = 0
for s = 1, 10 do
  local items = {}
  for i = 1, per do
    k = k + 1
    items[i] = { title = names[k], detail = label, tag = k % 3 == 0 and "new" or "old" }
  end
  sections[s] = { id = "s" .. s, title = "Section " .. s, items = items, open = true }
end
for c = 1, 10 do
  local items, ids = {}, {}
  for i = 1, per do
    k = k + 1
    local item = { id = names[k], title = names[k], detail = label, tag = k % 3 == 0 and "new" or "old" }
    items[i] = item
    ids[item.id] = item
  end
  categories[c] = { id = "c" .. c, title = "Category " .. c, items = items }
  byId["c" .. c] = { category = categories[c], ids = ids }
end
local sectionById = {}
for _, s in ipairs(sections) do sectionById[s.id] = s end

local expanded = nil          -- the expanded category's id
local selected = {}           -- category id → { [child id] = true }
for c = 1, 10 do selected["c" .. c] = {} end
local changes = 0
local function on_change(sel) changes = changes + 1 end

-- What a 40-line screen shows after a tap: each section's header, an open section's items.
local function redraw()
  local lines = 0
  for _, s in ipairs(sections) do
    lines = lines + 1
    if lines >= SCREEN then return end
    if s.open then
      local items = s.items
      for i = 1, #items do
        local item = items[i]
        item.detail(item)
        lines = lines + 1
        if lines >= SCREEN then return end
      end
    end
  end
end

local function tap(path)
  local a, b, c = path:match("^([^/]+)/?([^/]*)/?(.*)$")
  if a == "pick" then
    if c == "" then
      expanded = expanded ~= b and b or nil
    else
      local child = byId[b].ids[c]
      local set = selected[b]
      if set[child.id] then set[child.id] = nil else set[child.id] = true end
      on_change(selected)
    end
  else
    local s = sectionById[a]
    s.open = not s.open
  end
  redraw()
end

local random
local started = os.clock()
for t = 1, TAPS do
  if t == 1 or t == TAPS // 2 + 1 then random = common.random(20261129) end
  if t % 2 == 1 then
    tap("s" .. random(10))
  else
    local c = random(10)
    tap("pick/c" .. c .. "/" .. categories[c].items[random(per)].title)
  end
end
-- The tap loop's own CPU time, for scripts/bench's notes (its with − without difference is
-- below the noise of the runs).
io.stderr:write(string.format("bench: %.6f\n", os.clock() - started))

-- The whole menu, once.
local line, flush = common.writer()
local row, header = common.row, common.header
common.title(line, "Taps", COLS)
for _, s in ipairs(sections) do
  line("")
  if s.open then
    line(header("▾ ", s.title, nil, COLS))
    local items, room = s.items, COLS - 2
    for i = 1, #items do
      local item = items[i]
      line("  " .. row(item.title, item.detail(item), room))
    end
  else
    line(header("▸ ", s.title, "(" .. #s.items .. ")", COLS))
  end
end
line("")
line(header("", "Pick", nil, COLS))
local truncate, cellWidth = common.truncate, COLS - 4 - 1
for _, category in ipairs(categories) do
  local count = 0
  for _ in pairs(selected[category.id]) do count = count + 1 end
  local open = category.id == expanded
  line(common.rstrip(truncate("  " .. (open and "▾ " or "▸ ") .. category.title
    .. (count > 0 and (" (" .. count .. ")") or ""), COLS)))
  if open then
    local set = selected[category.id]
    for _, item in ipairs(category.items) do
      local text = (set[item.id] and "[x] " or "[ ] ") .. item.title .. "  " .. item.detail(item)
      line("    " .. truncate(text, cellWidth))
    end
  end
end
flush()
