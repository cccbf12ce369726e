return {
  script = "../branches.lua",
  width = 60,
  { name = "the sample branches" },
  { name = "searched", query = "rel" },
  { name = "an id with a slash, tapped", taps = { "branches/feature\\/login" }, format = "json" },
}
