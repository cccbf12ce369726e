-- Settings: richer items. Headings and separators between entries; toggles with a check mark
-- (each on_tap flips a setting kept in the store, so `--state` keeps it from run to run, and
-- `checked` is a function, so the mark follows it); an entry that is disabled; a submenu of
-- languages whose values ("en-US") differ from their titles; hotkeys for the interactive view
-- (any character but its own keys: arrows, j k g G q / space).
--
--   luamenu run examples/settings.lua --tap general/language --tap general/language/en
local settings = menu.store { wifi = true, bluetooth = false, dark = false, language = "ko" }

local languages = {
  { id = "ko", title = "한국어", value = "ko-KR", hotkey = "h" },
  { id = "en", title = "English", value = "en-US", hotkey = "e" },
  { id = "ja", title = "日本語", value = "ja-JP", hotkey = "n" },
}

-- A toggle: checked while the setting is on; a tap flips it.
local function toggle(id, title, hotkey)
  return { id = id, title = title, hotkey = hotkey,
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
m:section { id = "general", title = "일반", hotkey = "s", items = {
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
m:section { id = "about", title = "정보", hotkey = "i", items = {
  { id = "version", title = "버전", detail = "1.4", value = "1.4.0 (build 212)" },
} }

return m
