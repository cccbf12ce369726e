-- Snapshots of examples/korean_contacts.lua: ㄱ–ㅎ before A–Z, doubles folded, 초성 search.
return {
  script = "../korean_contacts.lua",
  width = 50,
  { name = "first screen", height = 10 },
  { name = "double consonants fold into their plain group", query = "까" },
  { name = "Latin names after Hangul", taps = { "contacts/A" }, height = 6 },
  { name = "choseong search", query = "ㅅㅇㅈ" },
  { name = "mixed syllable and initial", query = "서ㅇ", height = 14 },
  { name = "search marks the matches", query = "ㅅㅇㅈ", format = "json" },
}
