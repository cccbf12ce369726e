-- Snapshots of examples/regions.lua (seed 001): one 시/도 expanded at a time, the 전체 rules.
return {
  script = "../regions.lua",
  width = 60,
  { name = "collapsed at start" },
  { name = "서울 expanded", taps = { "region/서울" } },
  { name = "districts picked", taps = { "region/서울", "region/서울/강남", "region/서울/종로" } },
  { name = "전체 replaces the others", taps = { "region/서울", "region/서울/강남", "region/서울/전체" } },
  { name = "a district replaces 전체", taps = { "region/서울", "region/서울/전체", "region/서울/용산" } },
  { name = "전체 again clears", taps = { "region/서울", "region/서울/전체", "region/서울/전체" } },
  { name = "choices kept while collapsed", taps = { "region/서울", "region/서울/중구", "region/부산" } },
  { name = "a short row keeps its cells", width = 40, taps = { "region/광주" } },
  { name = "unknown district", taps = { "region/대구/없는구" } },
}
