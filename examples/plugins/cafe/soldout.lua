-- 품절: what the shop ran out of today is drawn muted with 품절, and a tap on it is refused with
-- the reason, which the user sees (run's stderr, run -i's status line, the page, serve's answer).
local soldOut = { coldbrew = "품절", ade = "오늘 재료 소진" }

menu.on("render", function(item)
  if soldOut[item.id] then item.detail = soldOut[item.id]; item.style = "muted" end
end)

menu.on("tap", function(target)
  local item = target.item
  if item and soldOut[item.id] then return false, soldOut[item.id] end
end)
