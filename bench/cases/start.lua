-- Case "start": cold start of a small menu (examples/tigers.lua's roster, copied so the
-- benchmark does not move when the example does): `luamenu run` loads the tool, makes the
-- Lua state and sandbox, runs this script and prints the menu. Reference: bench/ref/start.lua
-- prints the same menu with lua5.4. ({{N}} is unused.)
local m = menu.new { title = "KIA Tigers" }

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
