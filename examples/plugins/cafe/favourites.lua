-- 즐겨찾기: star the drinks you like in a section of check marks at the end; a starred drink is
-- drawn with ★ wherever it appears. The stars are kept in this plugin's own store.
local store = menu.store { starred = {} }

menu.on("build", function(m)
  local items = {}
  for _, block in ipairs(m:blocks()) do
    if block.id == "coffee" or block.id == "drinks" then
      for _, drink in ipairs(block.items) do
        local id = drink.id
        items[#items + 1] = { id = "star-" .. id, title = drink.title,
          checked = function() return store.starred[id] == true end,
          on_tap = function() store.starred[id] = not store.starred[id] or nil end }
      end
    end
  end
  m:section { id = "favourites", title = "즐겨찾기", open = false, items = items }
end)

menu.on("render", function(item)
  if store.starred[item.id] then item.title = "★ " .. item.title end
end)
