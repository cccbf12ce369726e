-- `forgotten(blocks, store)` (the host's own function; the chunk returns it): which on_tap
-- handlers change what a label shows outside the store, so that the next run forgets it —
-- the pattern `luamenu check` warns about, since a restored state replays chips and
-- selections but not taps. `blocks` is a list of `{ place, spec, lists }` (a block's spec
-- table and the host's copies of its item lists); `store` is the script's store, or nil.
-- A handler and a label "share" a table when both reach it through their upvalues (or the
-- upvalues of the functions those hold, a few levels deep): the environment, a module of
-- functions and the store are left out. Returns a list of `{ block, tap, label, name }` (block: its position).
-- luacheck: read globals debug.getupvalue
local getupvalue, type, pairs, next = debug.getupvalue, type, pairs, next

local LABELS = { "title", "detail", "subtitle", "checked" }
local ITEMS_LOOKED_AT = 1000

-- Whether `t` holds only functions: a module, not data.
local function module(t)
  local any = false
  for _, value in next, t do
    if type(value) ~= "function" then return false end
    any = true
  end
  return any
end

-- The data tables `fn` reaches through its upvalues, by table → the upvalue's name.
local function reach(fn, store, tables, depth)
  local i = 1
  while true do
    local name, value = getupvalue(fn, i)
    if name == nil then return tables end
    -- `_ENV` is the environment: the script's globals, not its data
    if name ~= "_ENV" and type(value) == "table" and value ~= store and not tables[value] and not module(value) then
      tables[value] = name
    elseif name ~= "_ENV" and type(value) == "function" and depth < 3 then
      reach(value, store, tables, depth + 1)
    end
    i = i + 1
  end
end

return function(blocks, store)
  local found = {}
  for position, block in pairs(blocks) do
    local taps, labels = {}, {}
    if type(rawget(block.spec, "on_tap")) == "function" then
      taps[#taps + 1] = { place = block.place, fn = rawget(block.spec, "on_tap") }
    end
    for _, list in pairs(block.lists) do
      for k = 1, math.min(#list, ITEMS_LOOKED_AT) do
        local item = rawget(list, k)
        if type(item) == "table" then
          local id = tostring(rawget(item, "id") or rawget(item, "title"))
          if type(rawget(item, "on_tap")) == "function" then
            taps[#taps + 1] = { place = "item '" .. id .. "'", fn = rawget(item, "on_tap") }
          end
          for _, field in pairs(LABELS) do
            if type(rawget(item, field)) == "function" then
              labels[#labels + 1] = { place = "the " .. field .. " of item '" .. id .. "'", fn = rawget(item, field) }
            end
          end
        end
      end
    end
    local told = {}
    for _, tap in pairs(taps) do
      local reached = reach(tap.fn, store, {}, 0)
      for _, label in pairs(labels) do
        for t, name in pairs(reach(label.fn, store, {}, 0)) do
          if reached[t] and not told[tap.place .. name] then
            told[tap.place .. name] = true
            found[#found + 1] = { block = position, tap = tap.place, label = label.place, name = name }
          end
        end
      end
    end
  end
  return found
end
