-- Region picker (seed 001): 시/도 in rows of 4; tapping one expands its 시/군/구 under that
-- row (one at a time, tap again to close). Children are multi-select per 시/도, with the
-- exclusive "전체": tapping it selects only it (or clears it when selected), and picking
-- any other district clears it. Choices are kept while a 시/도 is collapsed.
--
--   luamenu run examples/regions.lua --tap region/서울 --tap region/서울/강남
local m = menu.new { title = "지역 선택" }

local function districts(...)
  return { "전체", ... }
end

m:selection {
  id = "region", title = "활동 지역", columns = 4, all = "전체",
  categories = {
    { title = "서울", items = districts("종로", "중구", "용산", "성동", "광진", "강남", "서초", "송파", "마포", "강서") },
    { title = "인천", items = districts("중구", "동구", "미추홀", "연수", "남동", "부평", "계양", "서구") },
    { title = "경기", items = districts("수원", "성남", "고양", "용인", "부천", "안산", "화성", "남양주") },
    { title = "강원", items = districts("춘천", "원주", "강릉", "동해", "속초") },
    { title = "충북", items = districts("청주", "충주", "제천") },
    { title = "충남", items = districts("천안", "공주", "아산", "서산") },
    { title = "대전", items = districts("동구", "중구", "서구", "유성", "대덕") },
    { title = "세종", items = districts("조치원", "한솔동") },
    { title = "부산", items = districts("중구", "해운대", "수영", "사하", "금정") },
    { title = "대구", items = districts("중구", "수성", "달서", "북구") },
    { title = "광주", items = districts("동구", "서구", "남구", "북구", "광산") },
  },
  -- The seed hands the choice to its caller; here the caller just reports it.
  on_change = function(selected)
    local parts = {}
    for region, picked in pairs(selected) do
      if #picked > 0 then parts[#parts + 1] = region .. ": " .. table.concat(picked, ", ") end
    end
    table.sort(parts)
    print("선택: " .. (#parts > 0 and table.concat(parts, " / ") or "없음"))
  end,
}

return m
