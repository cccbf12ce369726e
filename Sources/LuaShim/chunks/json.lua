-- `menu.json`: JSON (RFC 8259) for scripts, written in Lua so that the time and memory limits
-- hold while it works, as for any of the script's own code. Compiled on its first use (see
-- push_json_module in Sandbox.c), in the host's globals, with `null` as its argument; returns
-- the module.
--
--     local t = menu.json.decode('{"name": "서울", "tags": [1, null]}')
--     t.tags[2] == menu.json.null                    -- null keeps its place in arrays
--     menu.json.encode({ 1, 2 })                     -- "[1,2]"
--     menu.json.encode({ b = 1, a = { } })           -- '{"a":{},"b":1}' (keys sorted)
--     menu.json.encode(menu.json.array({}))          -- "[]"
--
-- Decoding: objects become tables, arrays sequences (an empty one marked, so it encodes as
-- `[]` again), `null` the sentinel `menu.json.null` (a userdata no environment can change),
-- integers integers; an error names the line, column and byte. Encoding: a table whose keys
-- are exactly 1…n is an array, one with only string keys an object (keys sorted, so the text
-- is stable), an empty table `{}` unless marked with `menu.json.array`; tables are read raw (no
-- metamethods). Anything else — other keys, functions, NaN, infinities, a table that contains
-- itself, invalid UTF-8 — is an error that names it.
-- luacheck: read globals debug.getmetatable

local byte, find, format, sub = string.byte, string.find, string.format, string.sub
local concat, sort = table.concat, table.sort
local tointeger, mathtype = math.tointeger, math.type
local utf8char, utf8len = utf8.char, utf8.len
local setmetatable, rawget, rawlen, next, type, error, tostring, tonumber, ipairs =
  setmetatable, rawget, rawlen, next, type, error, tostring, tonumber, ipairs
local huge = math.huge
local metatable = debug.getmetatable           -- the marker's __metatable hides it from getmetatable

local null = ...                                -- an immutable userdata, made by the host (Sandbox.c)
local emptyArray = { __name = "menu.json.array", __metatable = false }
local maxDepth = 512

local function array(t)
  if type(t) ~= "table" then error("bad argument #1 to 'array' (table expected, got " .. type(t) .. ")", 2) end
  if next(t) == nil then setmetatable(t, emptyArray) end
  return t
end

-- Decoding -------------------------------------------------------------------------------

local function fail(text, at, message)
  local line, column = 1, at
  for newline in text:sub(1, at - 1):gmatch("()\n") do line = line + 1; column = at - newline end
  error(format("menu.json.decode: %s at line %d, column %d (byte %d)", message, line, column, at), 0)
end

local escapes = { ['"'] = '"', ["\\"] = "\\", ["/"] = "/", b = "\b", f = "\f", n = "\n", r = "\r", t = "\t" }

local function skip(text, at)
  local _, last = find(text, "^[ \t\r\n]*", at)
  return last + 1
end

local value

local function str(text, at)
  local parts, start = {}, at + 1
  while true do
    local stop = find(text, '["\\%c]', start)
    if not stop then fail(text, at, "unterminated string") end
    parts[#parts + 1] = sub(text, start, stop - 1)
    local c = sub(text, stop, stop)
    if c == '"' then return concat(parts), stop + 1 end
    if c ~= "\\" then fail(text, stop, "control character in a string (escape it)") end
    local e = sub(text, stop + 1, stop + 1)
    if e == "u" then
      local hex = sub(text, stop + 2, stop + 5)
      if not find(hex, "^%x%x%x%x$") then fail(text, stop, "bad \\u escape (expected 4 hex digits)") end
      local code, after = tonumber(hex, 16), stop + 6
      if code >= 0xD800 and code <= 0xDBFF then
        local low = find(text, "^\\u[dD][c-fC-F]%x%x", after) and tonumber(sub(text, after + 2, after + 5), 16)
        if not low then fail(text, stop, "a high surrogate without its low half") end
        code, after = 0x10000 + (code - 0xD800) * 0x400 + (low - 0xDC00), after + 6
      elseif code >= 0xDC00 and code <= 0xDFFF then
        fail(text, stop, "a low surrogate without its high half")
      end
      parts[#parts + 1] = utf8char(code)
      start = after
    elseif escapes[e] then
      parts[#parts + 1] = escapes[e]
      start = stop + 2
    else
      fail(text, stop, "bad escape '\\" .. e .. "'")
    end
  end
end

local function num(text, at)
  local _, stop = find(text, "^-?%d+", at)
  if not stop then fail(text, at, "expected a value") end
  if find(text, "^-?0%d", at) then fail(text, at, "a number with a leading zero") end
  local integer = true
  local _, f = find(text, "^%.%d+", stop + 1)
  if f then
    stop, integer = f, false
  elseif find(text, "^%.", stop + 1) then
    fail(text, stop + 1, "digits expected after '.'")
  end
  local _, e = find(text, "^[eE][-+]?%d+", stop + 1)
  if e then
    stop, integer = e, false
  elseif find(text, "^[eE]", stop + 1) then
    fail(text, stop + 1, "digits expected in the exponent")
  end
  local s = sub(text, at, stop)
  return (integer and tointeger(tonumber(s))) or tonumber(s) * 1.0, stop + 1
end

local function list(text, at, depth)
  local t, n = {}, 0
  at = skip(text, at + 1)
  if sub(text, at, at) == "]" then return setmetatable(t, emptyArray), at + 1 end
  while true do
    n = n + 1
    t[n], at = value(text, at, depth)
    at = skip(text, at)
    local c = sub(text, at, at)
    if c == "]" then return t, at + 1 end
    if c ~= "," then fail(text, at, "expected ',' or ']'") end
    at = skip(text, at + 1)
  end
end

local function object(text, at, depth)
  local t = {}
  at = skip(text, at + 1)
  if sub(text, at, at) == "}" then return t, at + 1 end
  while true do
    if sub(text, at, at) ~= '"' then fail(text, at, "expected a string key") end
    local key
    key, at = str(text, at)
    at = skip(text, at)
    if sub(text, at, at) ~= ":" then fail(text, at, "expected ':'") end
    t[key], at = value(text, skip(text, at + 1), depth)
    at = skip(text, at)
    local c = sub(text, at, at)
    if c == "}" then return t, at + 1 end
    if c ~= "," then fail(text, at, "expected ',' or '}'") end
    at = skip(text, at + 1)
  end
end

local literals = { t = { "true", true }, f = { "false", false }, n = { "null", null } }

function value(text, at, depth)
  local c = sub(text, at, at)
  if c == "{" or c == "[" then
    if depth >= maxDepth then fail(text, at, "nesting deeper than " .. maxDepth .. " levels") end
    return (c == "{" and object or list)(text, at, depth + 1)
  end
  if c == '"' then return str(text, at) end
  local literal = literals[c]
  if literal then
    if sub(text, at, at + #literal[1] - 1) ~= literal[1] then fail(text, at, "expected a value") end
    return literal[2], at + #literal[1]
  end
  if c == "" then fail(text, at, "unexpected end of text") end
  return num(text, at)
end

local function decode(text)
  if type(text) ~= "string" then error("bad argument #1 to 'decode' (string expected, got " .. type(text) .. ")", 2) end
  local _, bad = utf8len(text)
  if bad then fail(text, bad, "invalid UTF-8") end
  local result, at = value(text, skip(text, 1), 0)
  at = skip(text, at)
  if at <= #text then fail(text, at, "unexpected text after the value") end
  return result
end

-- Encoding -------------------------------------------------------------------------------

local named = { ['"'] = '\\"', ["\\"] = "\\\\", ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t",
                ["\b"] = "\\b", ["\f"] = "\\f" }
local function escape(c) return named[c] or format("\\u%04x", byte(c)) end

local function quote(s)
  local _, bad = utf8len(s)
  if bad then error(format("menu.json.encode: invalid UTF-8 at byte %d of a string", bad), 0) end
  return '"' .. s:gsub('[%c"\\]', escape) .. '"'
end

local encodeValue

local function encodeTable(t, out, open)
  if open[t] then error("menu.json.encode: a table that contains itself can't be encoded", 0) end
  if next(t) == nil then
    out[#out + 1] = metatable(t) == emptyArray and "[]" or "{}"
    return
  end
  open[t] = true
  local n, count, strings = rawlen(t), 0, true
  for k in next, t do
    count = count + 1
    if type(k) ~= "string" then strings = false end
  end
  if n > 0 and count == n then
    out[#out + 1] = "["
    for i = 1, n do
      if i > 1 then out[#out + 1] = "," end
      encodeValue(rawget(t, i), out, open)
    end
    out[#out + 1] = "]"
  elseif strings then
    local keys = {}
    for k in next, t do keys[#keys + 1] = k end
    sort(keys)
    out[#out + 1] = "{"
    for i, k in ipairs(keys) do
      if i > 1 then out[#out + 1] = "," end
      out[#out + 1] = quote(k)
      out[#out + 1] = ":"
      encodeValue(rawget(t, k), out, open)
    end
    out[#out + 1] = "}"
  else
    local k = next(t)
    while type(k) == "string" do k = next(t, k) end
    error(format("menu.json.encode: a table with a key of type %s (%s) is neither an array (keys 1 to n) "
      .. "nor an object (string keys)", type(k), tostring(k)), 0)
  end
  open[t] = nil
end

function encodeValue(v, out, open)
  local kind = type(v)
  if v == nil or v == null then out[#out + 1] = "null"
  elseif kind == "boolean" then out[#out + 1] = tostring(v)
  elseif kind == "number" then
    if v ~= v then error("menu.json.encode: NaN has no JSON form", 0) end
    if v == huge or v == -huge then error("menu.json.encode: an infinite number has no JSON form", 0) end
    if mathtype(v) == "integer" then out[#out + 1] = format("%d", v)
    else
      local short = format("%.14g", v)
      out[#out + 1] = tonumber(short) == v and short or format("%.17g", v)
    end
  elseif kind == "string" then out[#out + 1] = quote(v)
  elseif kind == "table" then encodeTable(v, out, open)
  else error("menu.json.encode: a " .. kind .. " has no JSON form", 0)
  end
end

local function encode(v)
  local out = {}
  encodeValue(v, out, {})
  return concat(out)
end

return { decode = decode, encode = encode, null = null, array = array }
