-- `inspect(value, depth)`: a value as the REPL prints it (the host's own function, never
-- visible to scripts; the chunk returns it). Tables are shown nested, keys sorted, up to
-- `depth` levels, with `<cycle>` where a table contains itself; never `table: 0x…`.
-- Metatables are read raw, so a hostile `__index` can't run here.
-- luacheck: read globals debug.getmetatable

local getmetatable = debug.getmetatable
local function quote(s)
  return '"' .. s:gsub('[%c"\\]', function(c)
    local named = { ['"'] = '\\"', ['\\'] = '\\\\', ['\n'] = '\\n', ['\t'] = '\\t', ['\r'] = '\\r' }
    return named[c] or string.format("\\%03d", c:byte())
  end) .. '"'
end
local function scalar(v)
  if type(v) == "string" then return quote(v) end
  if type(v) == "number" or type(v) == "boolean" or v == nil then return tostring(v) end
  local mt = getmetatable(v)
  if mt and rawget(mt, "__tostring") then
    local ok, text = pcall(tostring, v)
    if ok and type(text) == "string" then return text end
  end
  local name = mt and rawget(mt, "__name")
  return "<" .. (type(name) == "string" and name or type(v)) .. ">"
end
local function key(k)
  if type(k) == "string" and k:match("^[%a_][%w_]*$") then return k end
  return "[" .. scalar(k) .. "]"
end
local function order(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return ta < tb end
  if ta == "number" or ta == "string" then return a < b end
  return tostring(a) < tostring(b)
end
local function show(v, depth, limit, path, indent)
  if type(v) ~= "table" then return scalar(v) end
  local mt = getmetatable(v)
  if mt and rawget(mt, "__tostring") then return scalar(v) end
  if path[v] then return "<cycle>" end
  if next(v) == nil then return "{}" end
  if depth >= limit then return "{…}" end
  path[v] = true
  local parts, n = {}, rawlen(v)
  for i = 1, n do parts[#parts + 1] = show(rawget(v, i), depth + 1, limit, path, indent .. "  ") end
  local keys = {}
  for k in next, v do
    if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  table.sort(keys, order)
  for _, k in ipairs(keys) do
    parts[#parts + 1] = key(k) .. " = " .. show(rawget(v, k), depth + 1, limit, path, indent .. "  ")
  end
  path[v] = nil
  local flat = "{ " .. table.concat(parts, ", ") .. " }"
  if #flat <= 72 and not flat:find("\n") then return flat end
  return "{\n" .. indent .. "  " .. table.concat(parts, ",\n" .. indent .. "  ") .. "\n" .. indent .. "}"
end
return function(v, limit) return show(v, 0, limit or 4, {}, "") end
