-- 가성비 배지: a 👍 on drinks of 4,000원 or less, read from the item's own price.
menu.on("render", function(item)
  if item.price and item.price <= 4000 then item.icon = "👍" end
end)
