-- Snapshots of examples/tigers.lua (seed 000): sections fold when their header is tapped.
return {
  script = "../tigers.lua",
  width = 50,
  { name = "all open at start" },
  { name = "outfield folded", taps = { "outfield" } },
  { name = "folded by title, unfolded again", taps = { "외야수", "외야수" } },
  { name = "view model", format = "json", taps = { "pitcher" } },
  { name = "unknown section", taps = { "bench" } },
}
