-- My page (seed 003): category headers with sub-menus (title, icon, value). The fill rule:
-- an unfilled field shows "30실 받기" in accent blue, a filled one its value (or 인증됨) in
-- gray. A tap sends an action naming the sub-menu; here the action also fills the field,
-- as the edit screen it opens would.
--
--   luamenu run examples/mypage.lua --tap contact/kakaoTalkId --state mypage.json
--   luamenu run examples/mypage.lua --state mypage.json      # still filled
local profile = require("lib.profile")

-- Half filled: MBTI, height and the school e-mail are set; KakaoTalk ID and animal are not.
-- The profile is the script's store: what a tap fills is kept by the next run (--state).
local user = menu.store { kakaoId = "", mbti = "ENFP", height = 181, verified = true }

-- What each sub-menu's edit screen would save.
local edits = { kakaoTalkId = { "kakaoId", "tigers_fan" }, similarAnimal = { "animal", "고양이" } }

local function didTap(item)
  print("didTappedSubViews(view: ." .. item.id .. ")")
  local edit = edits[item.id]
  if edit then user[edit[1]] = edit[2] end
end

local function field(id, title, icon, name, shown)
  return { id = id, title = title, icon = icon, detail = profile.detail(user, name, shown) }
end

local m = menu.new { title = "마이페이지" }
m:section { id = "contact", title = "연락수단", on_tap = didTap, items = {
  field("kakaoTalkId", "카카오톡 ID", "💬", "kakaoId"),
} }
m:section { id = "profile", title = "내 미팅 프로필", on_tap = didTap, items = {
  field("mbti", "성격 유형", "🧩", "mbti"),
  field("similarAnimal", "닮은 동물", "🐾", "animal"),
  field("physicalHeight", "키", "📏", "height"),
} }
m:section { id = "university", title = "대학교 인증", on_tap = didTap, items = {
  field("emailVerification", "학교 메일 인증", "✉️", "verified", "인증됨"),
} }

return m
