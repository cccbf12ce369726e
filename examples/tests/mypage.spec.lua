-- Snapshots of examples/mypage.lua (seed 003): the 30실 받기 fill rule.
return {
  script = "../mypage.lua",
  width = 50,
  { name = "half filled" },
  { name = "KakaoTalk ID filled by its tap", taps = { "contact/kakaoTalkId" } },
  { name = "still filled when run again (the store)", taps = { "contact/kakaoTalkId" }, restart = true },
  { name = "colours of the fill rule", format = "ansi" },
  { name = "view model", format = "json" },
}
