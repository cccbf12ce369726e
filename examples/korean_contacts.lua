-- Korean contacts, as phones show them: ㄱ–ㅎ groups before A–Z, then "#"; doubles fold
-- (까치 under ㄱ); 초성 search ("ㅅㅇ" finds 서윤, 송아 …).
--
--   luamenu run examples/korean_contacts.lua --tap contacts/ㅂ --height 12
--   luamenu run examples/korean_contacts.lua --query ㄱㅁ
local names = require("lib.korean_names")

local m = menu.new { title = "연락처" }
m:index {
  id = "contacts", letters = "ㄱ-ㅎ,A-Z", search = "choseong",
  items = names.people(400),
}
return m
