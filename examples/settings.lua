-- Settings: richer items. Headings and separators between entries; switches (each on_tap
-- flips a setting kept in the store, so `--state` keeps it from run to run, and `checked` is a
-- function, so the switch follows it); an entry that is disabled; a submenu of languages whose
-- values ("en-US") differ from their titles, each checked when chosen; a single choice drawn
-- as rows with a ✓ (a filter with style = "list"); hotkeys for the interactive view (any
-- character but its own keys: arrows, j k g G q / space); a submenu whose screen is an index
-- of contacts (ㄱ–ㅎ and A–Z, 초성 search), with its own letter bar.
--
--   luamenu run examples/settings.lua --tap general/language --tap general/language/en
--   luamenu run examples/settings.lua --tap people/contacts --tap contacts/ㅅ
local settings = menu.store { wifi = true, bluetooth = false, dark = false, language = "ko" }

local languages = {
  { id = "ko", title = "한국어", value = "ko-KR", hotkey = "h" },
  { id = "en", title = "English", value = "en-US", hotkey = "e" },
  { id = "ja", title = "日本語", value = "ja-JP", hotkey = "n" },
}

-- A switch: on while the setting is; a tap flips it.
local function toggle(id, title, hotkey)
  return { id = id, title = title, hotkey = hotkey, switch = true,
           checked = function() return settings[id] end,
           on_tap = function() settings[id] = not settings[id] end }
end

-- A language: checked when chosen; a tap chooses it.
for _, language in ipairs(languages) do
  language.checked = function(item) return settings.language == item.id end
  language.on_tap = function(item) settings.language = item.id end
end

local function languageTitle()
  for _, language in ipairs(languages) do
    if language.id == settings.language then return language.title, "muted" end
  end
end

local m = menu.new { title = "설정" }
-- search = false: a search leaves these settings as they are (it finds people and the rest).
m:section { id = "general", title = "일반", hotkey = "s", search = false, items = {
  { heading = "연결" },
  toggle("wifi", "Wi-Fi", "w"),
  toggle("bluetooth", "Bluetooth", "b"),
  { separator = true },
  { heading = "화면" },
  toggle("dark", "다크 모드", "d"),
  { id = "auto", title = "밝기 자동 조절", checked = "mixed", disabled = true, detail = "관리자 설정" },
  { separator = true },
  { id = "language", title = "언어 Language", hotkey = "l", detail = languageTitle, submenu = languages },
} }
-- A submenu whose screen is blocks, not rows: an index of contacts with its own letter bar
-- (`sub` has the methods of a menu).
local contacts = {
  "김민준", "김서연", "강하늘", "나윤서", "남궁민", "도하은", "류지호", "문채원", "박서준", "배수지",
  "서윤", "송아", "신민아", "오지호", "이도현", "임윤아", "장원영", "정해인", "조유리", "최우식",
  "한지민", "홍길동", "Alice", "Andrew", "Bella", "Chris", "Daniel", "Emma", "Grace", "Henry",
  "Julia", "Kevin", "Liam", "Mia", "Noah", "Olivia", "Ryan", "Sophia", "Tom", "Zoe",
}
m:section { id = "people", title = "사람", items = {
  { id = "contacts", title = "연락처 Contacts", detail = #contacts .. "명", submenu = function(sub)
    sub:index { id = "contacts", letters = "ㄱ-ㅎ,A-Z", search = "choseong", items = contacts,
                on_tap = function(item) print("연락처: " .. item.title) end }
  end },
} }
m:section { id = "about", title = "정보", hotkey = "i", items = {
  { id = "version", title = "버전", detail = "1.4", value = "1.4.0 (build 212)" },
} }
-- One choice of three, kept in the state (`--state` keeps it too).
m:filter { id = "lock", title = "자동 잠금", style = "list", selected = "1m", options = {
  { id = "30s", title = "30초" }, { id = "1m", title = "1분" }, { id = "never", title = "안 함" },
} }

return m
