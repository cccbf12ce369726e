-- Subtitles as the text renderer draws them (docs/manual.md, "Drawing text as the renderer
-- does"): a second line under the title, lined up with it, cut to the width.
local m = menu.new { title = "Subtitles" }
m:section { id = "rows", title = "Rows", items = {
  { id = "quiet", title = "Quiet hours", detail = "22:00 – 07:00",
    subtitle = "Sounds and vibration are off, badges pile up" },
  { id = "coupon", title = "Coupon", icon = "🎫", checked = true, subtitle = "Fill 30 rooms" },
} }
m:section { id = "grid", title = "Grid", columns = 2, items = {
  { id = "seoul", title = "Seoul", subtitle = "the capital city" },
  { id = "busan", title = "Busan" },
} }
return m
