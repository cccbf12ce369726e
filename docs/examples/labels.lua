-- Label functions that return what a draw can't show: `luamenu check` calls each once.
local store = menu.store { quiet = false }
local m = menu.new { title = "Notifications" }
m:section { id = "alerts", title = "Alerts", items = {
  { id = "quiet", title = "Quiet hours", checked = function() if store.quiet then return true end end },
  { id = "sound", title = "Sound", detail = function() return { "chime" } end },
} }
return m
