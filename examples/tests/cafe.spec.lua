-- Snapshots of examples/cafe.lua: the store, the restore rule, results, a default choice,
-- two-line rows and live items.
return {
  script = "../cafe.lua",
  width = 50,
  { name = "at start: 톨 is the default size" },
  { name = "그란데 chosen: the size label follows", taps = { "size/grande" } },
  { name = "그란데 still chosen when run again, and its label too", taps = { "size/grande" }, restart = true },
  { name = "the coupon claimed", taps = { "benefit/coupon" } },
  { name = "the coupon still claimed when run again (the store)", taps = { "benefit/coupon" }, restart = true },
  { name = "차가운 shows iced drinks", taps = { "temp/iced" } },
  { name = "a drink 차가운 hides can't be tapped", taps = { "temp/iced", "coffee/espresso" } },
  { name = "the menu board searched: the script's results", query = "라떼" },
  { name = "the order, finished", taps = { "size/venti", "coffee/latte", "dessert/스콘" }, finish = true },
  { name = "view model", format = "json", taps = { "benefit/coupon" } },
}
