-- What the pure-Lua references share: terminal cell widths, truncation, the layouts luamenu's
-- text renderer uses (title, section rows, grids), and output written in chunks.
--
-- Written the way a Lua programmer would write a small text UI: ASCII takes a fast path,
-- everything else is measured one code point at a time (Hangul, CJK and the wide emoji take
-- two cells). The data the benchmark generates is ASCII and precomposed Hangul only, so one
-- code point is one character here.
local common = {}

local byte, find, rep, concat = string.byte, string.find, string.rep, table.concat
local codes, char = utf8.codes, utf8.char

--- The terminal cells of one code point: 0, 1 or 2.
local function cells(c)
  if c < 0x20 then return 0 end
  if c < 0x7F then return 1 end
  if c < 0xA0 then return 0 end
  if (c >= 0x1100 and c <= 0x115F) or (c >= 0x2E80 and c <= 0xA4CF)
      or (c >= 0xAC00 and c <= 0xD7A3) or (c >= 0xF900 and c <= 0xFAFF)
      or (c >= 0xFE30 and c <= 0xFE4F) or (c >= 0xFF00 and c <= 0xFF60)
      or (c >= 0xFFE0 and c <= 0xFFE6) or (c >= 0x1F300 and c <= 0x1FAFF) then
    return 2
  end
  return 1
end
common.cells = cells

--- The cells `s` takes on a terminal.
local function width(s)
  if not find(s, "[\128-\255]") then return #s end
  local w = 0
  for _, c in codes(s) do w = w + cells(c) end
  return w
end
common.width = width

--- `s` cut to at most `limit` cells, ending in "…" when it was cut (luamenu's rule: the
--- longest prefix that leaves room for the ellipsis).
local function truncate(s, limit)
  if limit <= 0 then return "" end
  if width(s) <= limit then return s end
  local budget, used, stop = limit - 1, 0, 0
  for p, c in codes(s) do
    used = used + cells(c)
    if used > budget then stop = p - 1; break end
  end
  return s:sub(1, stop) .. "…"
end
common.truncate = truncate

local function rstrip(s) return (s:gsub(" +$", "")) end
common.rstrip = rstrip

--- A line writer that hands the text to io.write in chunks of 4,096 lines.
function common.writer()
  local buffer, n = {}, 0
  local function line(s)
    n = n + 1
    buffer[n] = s
    if n == 4096 then
      io.write(concat(buffer, "\n", 1, n), "\n")
      n = 0
    end
  end
  local function flush()
    if n > 0 then io.write(concat(buffer, "\n", 1, n), "\n") end
    n = 0
  end
  return line, flush
end

--- The menu's title and its underline.
function common.title(line, text, cols)
  line(truncate(text, cols))
  line(rep("=", math.min(width(text), cols)))
end

--- One entry across `room` cells: the title on the left, the detail right-aligned.
function common.row(title, detail, room)
  local tw = width(title)
  if not detail then return tw <= room and title or truncate(title, room) end
  local dw = width(detail)
  if tw + dw + 2 <= room then return title .. rep(" ", room - tw - dw) .. detail end
  local right = truncate(detail, math.max(room // 2, room - tw - 2))
  local rw = width(right)
  local left = truncate(title, room - rw - 2)
  return left .. rep(" ", math.max(room - width(left) - rw, 0)) .. right
end

--- A filtered section: the menu's title, its chips line, the section header, and one row per
--- item that `keep` keeps, with its detail right-aligned, all at `cols` cells.
function common.filtered(line, title, chips, header, items, keep, cols)
  common.title(line, title, cols)
  line("")
  line(chips)
  line("")
  line(common.header("▾ ", header, nil, cols))
  local row, room = common.row, cols - 2
  for i = 1, #items do
    local item = items[i]
    if keep(item) then line("  " .. row(item.title, item.detail, room)) end
  end
end

--- Cells (strings) in `columns`, each cut to its column and padded, as luamenu's grid.
function common.grid(line, cellsList, columns, indent, cols)
  columns = math.max(1, math.min(columns, (cols - indent) // 2))
  local cellWidth = math.max(2, (cols - indent) // columns)
  local pad = rep(" ", indent)
  for start = 1, #cellsList, columns do
    local parts = { pad }
    for i = start, math.min(start + columns - 1, #cellsList) do
      local text = truncate(cellsList[i], cellWidth - 1)
      parts[#parts + 1] = text .. rep(" ", cellWidth - width(text))
    end
    line(rstrip(concat(parts)))
  end
end

--- A block's header: "▾ Title", or "▸ Title (count)" when it is closed.
function common.header(marker, text, note, cols)
  local s = marker .. text .. (note and (" " .. note) or "")
  return truncate(s, cols)
end

--- A deterministic generator (the one the case scripts use): 1 … n.
function common.random(seed)
  return function(n)
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n + 1
  end
end

common.char = char
common.byte = byte
return common
