-- A cafe order, as a new user would write one: drinks and desserts with a second line, a
-- size chosen once (톨 at start), chips 전체/따뜻한/차가운 that filter the drinks, a coupon with
-- the "30실 받기" fill rule kept from one run to the next, an ㄱ–ㅎ/A–Z index of the menu, a
-- search of the menu board that asks for fresh results as you type, a card for the drink the
-- cursor is on (run -i's preview pane), and the order printed as JSON when run -i finishes.
--
--   luamenu run examples/cafe.lua -i --state cafe.json
local store = menu.store { coupon = false }   -- kept by --state: the coupon stays claimed

local sizes = { tall = "톨", grande = "그란데", venti = "벤티" }
local size = "tall"                            -- what on_select says; a restored chip tells it again
local cart = {}

local function add(item) cart[#cart + 1] = item.id end

local function drink(id, title, temp, price, subtitle)
  return { id = id, title = title, detail = price .. "원", subtitle = subtitle, temp = temp,
    price = tonumber((price:gsub(",", ""))) }     -- a number, for plugins (examples/plugins/cafe)
end

local coffee = {
  drink("americano", "아메리카노", "both", "4,000", "진한 에스프레소에 물"),
  drink("latte", "카페 라떼", "both", "5,000", "우유 듬뿍"),
  drink("espresso", "에스프레소", "hot", "3,500"),
  drink("coldbrew", "콜드 브루", "iced", "5,500", "14시간 우려낸"),
}
local drinks = {
  drink("greentea", "녹차 라떼", "both", "5,500"),
  drink("ade", "자몽 에이드", "iced", "6,000", "생과일"),
}
local desserts = { "치즈케이크", "마카롱", "크루아상", "스콘" }

local temperatures = { both = "따뜻한 · 차가운", hot = "따뜻한", iced = "차가운" }

-- The preview of a drink: what run -i shows beside the menu for the one under the cursor.
local function card(item)
  local lines = { item.title, sizes[size] .. " · " .. item.detail, temperatures[item.temp] }
  if item.subtitle then lines[#lines + 1] = "" lines[#lines + 1] = item.subtitle end
  return table.concat(lines, "\n")
end

local m = menu.new { title = "카페", on_finish = function()
  return { size = size, items = cart, coupon = store.coupon }
end }

m:filter { id = "size", title = "사이즈", selected = "tall",
  options = { { id = "tall", title = "톨" }, { id = "grande", title = "그란데" }, { id = "venti", title = "벤티" } },
  on_select = function(option) size = option end }
m:filter { id = "temp", options = { { id = "all", title = "전체" }, { id = "hot", title = "따뜻한" },
  { id = "iced", title = "차가운" } }, target = { "coffee", "drinks" },
  match = function(item, option) return option == "all" or item.temp == "both" or item.temp == option end }
m:section { id = "coffee", title = "커피", on_tap = add, preview = card, items = coffee }
m:section { id = "drinks", title = "음료", on_tap = add, preview = card, items = drinks }
m:section { id = "dessert", title = "디저트", columns = 2, on_tap = add, items = desserts }
m:section { id = "benefit", title = "혜택", items = {
  { id = "coupon", title = "쿠폰", icon = "🎟️",
    detail = function()
      if store.coupon then return "받음", "muted" end
      return "30실 받기", "accent"
    end,
    on_tap = function() store.coupon = true end },
  { id = "size", title = "사이즈", detail = function() return sizes[size] end },
} }

local names = {}
for _, list in ipairs { coffee, drinks } do
  for _, item in ipairs(list) do names[#names + 1] = item.title end
end
for _, title in ipairs(desserts) do names[#names + 1] = title end
m:index { id = "find", title = "메뉴 찾기", letters = "ㄱ-ㅎ,A-Z", search = "choseong", items = names }

-- The menu board, searched as you type: the script gives the results (a shop's server would).
m:section { id = "board", title = "메뉴판", items = { { heading = "검색어를 입력하세요" } },
  on_query = function(text)
    local found = {}
    for _, title in ipairs(names) do
      if title:find(text, 1, true) or menu.hangul.choseong(title):find(text, 1, true) then
        found[#found + 1] = { id = title, title = title, subtitle = "오늘 주문 가능" }
      end
    end
    return found
  end }

return m
