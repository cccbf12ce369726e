-- 가격 칩: chips 전체 / 5천원 이하 above the coffee that filter the drinks by their price.
menu.register_filter("budget", function(item, option)
  return option == "all" or (item.price ~= nil and item.price <= 5000)
end)

menu.on("build", function(m)
  m:filter { id = "budget", title = "가격", before = "coffee", target = { "coffee", "drinks" }, match = "budget",
    options = { { id = "all", title = "전체" }, { id = "under5000", title = "5천원 이하" } } }
end)
