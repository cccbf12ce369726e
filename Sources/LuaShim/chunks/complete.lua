-- `complete(env, word)`: the names `word` can be completed to at the REPL's prompt (the host's
-- own function; the chunk returns it): globals of `env`, or the fields of the value a dotted
-- prefix names (`string.fo` → `string.format`). A table's own fields count, and so do those
-- of `__index` tables in its metatable chain: the read-only `menu`, and a userdata such as
-- the menu object `m`, whose methods (`m:ta` → `m:tap`) are in its metatable's `__index`.
-- Raw access only, never calling code.
-- luacheck: read globals debug.getmetatable

local getmetatable = debug.getmetatable
local function index(v)
  local mt = getmetatable(v)
  local found = mt and rawget(mt, "__index")
  return type(found) == "table" and found or nil
end
local function field(v, name)
  for _ = 1, 8 do
    local found = type(v) == "table" and rawget(v, name) or nil
    if found ~= nil then return found end
    v = index(v)
    if v == nil then return nil end
  end
end
return function(env, word)
  local prefix, separator, partial = word:match("^(.*)([.:])([%w_]*)$")
  local scope = env
  if prefix then
    for part in prefix:gmatch("[^.:]+") do
      scope = scope ~= nil and field(scope, part) or nil
    end
    if scope == nil then return {} end
    -- a string's methods after ':' only (s:up → s:upper), never as s.up
    if separator == "." and type(scope) ~= "table" and type(scope) ~= "userdata" then return {} end
  else
    partial, prefix, separator = word, "", ""
  end
  local names, seen = {}, {}
  local function add(table)
    for k, v in next, table do
      if type(k) == "string" and k:match("^[%a_][%w_]*$") and k:sub(1, #partial) == partial and not seen[k] then
        if separator ~= ":" or type(v) == "function" then
          seen[k] = true
          names[#names + 1] = prefix .. separator .. k
        end
      end
    end
  end
  for _ = 1, 8 do
    if type(scope) == "table" then add(scope) end
    scope = index(scope)
    if scope == nil then break end
  end
  table.sort(names)
  return names
end
