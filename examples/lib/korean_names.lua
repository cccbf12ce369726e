-- Made-up Korean contacts for examples/korean_contacts.lua: a deterministic generator (the
-- same list on every run), so nobody's real name or number is in it.
local names = {}

local surnames = {
  "김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권", "황",
  "안", "송", "류", "전", "홍", "고", "문", "양", "손", "배", "백", "허", "유", "남", "심", "노",
  "하", "곽", "성", "차", "주", "우", "구", "민", "진", "나", "지", "엄", "채", "원", "천", "방",
  "공", "현", "함", "변", "염", "여", "추", "도", "소", "석", "선", "설", "마", "길", "연", "위",
  "표", "명", "기", "반", "라", "왕", "금", "옥", "육", "인", "맹", "제", "모", "탁", "국", "어",
  "은", "편", "용", "예", "경", "봉", "사", "부", "황보", "남궁", "선우", "제갈",
}
local syllables = {
  "민", "서", "준", "지", "하", "윤", "도", "현", "우", "수", "예", "은", "진", "영", "호", "재",
  "성", "연", "아", "유", "주", "원", "희", "혜", "정", "경", "태", "승", "동", "상", "혁", "빈",
  "솔", "린", "율", "온", "결", "별", "늘", "찬", "건", "훈", "석", "규", "나", "다", "라", "채",
}
-- Names whose first letter is a double consonant, a Latin letter or something else.
local extras = {
  "까치", "꽃님", "따봉이", "똘이", "빵집 사장님", "뽀미", "쌍둥이 엄마", "쏭이", "짱구", "쭈니",
  "Alice Kim", "Brian Park", "chloe Lee", "Daniel Choi", "Emma Jung", "Grace Yoon", "Henry Cho",
  "Jisoo Han", "Kevin Oh", "Lina Seo", "Minho Shin", "Olivia Kwon", "Paul Hwang", "Sora Ahn",
  "119 구조대", "1588 택배", "@회사 대표번호", "(주)한빛상사",
}

-- A linear congruential generator: enough to scatter names, and the same every time.
local seed = 20261129
local function random(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n + 1
end

local function phone()
  return string.format("010-%04d-%04d", random(10000) - 1, random(10000) - 1)
end

--- `count` people: { title = name, detail = phone, icon = "👤" }, extras included.
function names.people(count)
  local people, seen = {}, {}
  while #people < count - #extras do
    local name = surnames[random(#surnames)] .. syllables[random(#syllables)] .. syllables[random(#syllables)]
    if not seen[name] then
      seen[name] = true
      people[#people + 1] = { id = name, title = name, detail = phone(), icon = "👤" }
    end
  end
  for _, name in ipairs(extras) do
    people[#people + 1] = { id = name, title = name, detail = phone(), icon = "👤" }
  end
  return people
end

return names
