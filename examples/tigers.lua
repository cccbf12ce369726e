-- KIA Tigers roster (seed 000): four sections that fold and unfold when their header is
-- tapped, all open at start, players in a 2-column grid.
--
--   luamenu run examples/tigers.lua --tap outfield          # fold 외야수
--   luamenu run examples/tigers.lua --tap outfield/나성범    # tap a player
local menu = require("menu")

local m = menu.new { title = "KIA Tigers" }

-- Every player button of the seed does the same thing when tapped.
local function tapped(player)
  print("버튼 동작: " .. player.title)
end

m:section { id = "staff", title = "감독", columns = 2, on_tap = tapped,
  items = { "이범호" } }
m:section { id = "outfield", title = "외야수", columns = 2, on_tap = tapped,
  items = { "나성범", "최원준", "테스형", "김호령", "이창진" } }
m:section { id = "infield", title = "내야수", columns = 2, on_tap = tapped,
  items = { "김선빈", "이우성", "박찬호", "김도영" } }
m:section { id = "pitcher", title = "투수", columns = 2, on_tap = tapped,
  items = { "양현종", "네일", "정해영" } }

return m
