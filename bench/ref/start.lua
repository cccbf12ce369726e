-- Reference for case "start" (bench/cases/start.lua), run as `lua5.4 start.lua`: the same
-- four sections as plain tables, each laid out in a two-column grid at 60 cells and written.
local common = require("common")
local COLS = 60

local function tapped(player)
  print("버튼 동작: " .. player.title)
end

local sections = {
  { id = "staff", title = "감독", columns = 2, on_tap = tapped, items = { "이범호" } },
  { id = "outfield", title = "외야수", columns = 2, on_tap = tapped,
    items = { "나성범", "최원준", "테스형", "김호령", "이창진" } },
  { id = "infield", title = "내야수", columns = 2, on_tap = tapped,
    items = { "김선빈", "이우성", "박찬호", "김도영" } },
  { id = "pitcher", title = "투수", columns = 2, on_tap = tapped, items = { "양현종", "네일", "정해영" } },
}

local line, flush = common.writer()
common.title(line, "KIA Tigers", COLS)
for _, section in ipairs(sections) do
  line("")
  line(common.header("▾ ", section.title, nil, COLS))
  common.grid(line, section.items, section.columns, 2, COLS)
end
flush()
