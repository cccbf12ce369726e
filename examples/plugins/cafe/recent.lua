-- 최근 본 메뉴: the last five drinks and desserts tapped, kept from one run to the next in this
-- plugin's own store (the cafe's store is the cafe's), in a section above the coffee.
local store = menu.store { recent = {} }
local keep = 5

local function section(m, placement)
  local items = {}
  for _, entry in ipairs(store.recent) do items[#items + 1] = { id = entry.id, title = entry.title } end
  if #items == 0 then items = { { heading = "아직 없어요" } } end
  local spec = { id = "recent", title = "최근 본 메뉴", open = true, items = items }
  for key, value in pairs(placement) do spec[key] = value end
  m:section(spec)
end

menu.on("build", function(m) section(m, { before = "coffee" }) end)

menu.on("tapped", function(target, m)
  local item = target.item
  if not item or target.block == "recent" or (target.block ~= "coffee" and target.block ~= "drinks"
      and target.block ~= "dessert") then return end
  for i = #store.recent, 1, -1 do
    if store.recent[i].id == item.id then table.remove(store.recent, i) end
  end
  table.insert(store.recent, 1, { id = item.id, title = item.title })
  while #store.recent > keep do table.remove(store.recent) end
  section(m, { replace = "recent" })
end)
