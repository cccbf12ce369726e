-- `labels(lists, m, styles)` (the host's own function; the chunk returns it): calls every
-- label function of the items of `lists` (the host's copies of item lists) once,
-- `fn(item, m)` as a draw would, each function value with the first item that holds it, and
-- returns what a draw could not show: a list of `{ source, line, message }`, where `source`
-- and `line` are where the function was written (nil when unknown, as for a failure, whose
-- message says where). `styles` is a set of the known style names. What a label function
-- returns: title, detail, subtitle → text (a string or number, or nil) and a style name;
-- checked → true, false or "mixed" (nil, which draws no checkbox, is reported: it is what a
-- function that forgot its `return false` gives).
-- luacheck: read globals debug.getinfo
local getinfo, pcall, type, tostring, rawget, next = debug.getinfo, pcall, type, tostring, rawget, next

local FIELDS = { "title", "detail", "subtitle", "checked" }

-- The file and line where `fn` was written (nil, nil for a C function or a string chunk).
local function where(fn)
  local info = getinfo(fn, "S")
  if info.source:sub(1, 1) ~= "@" then return nil, nil end
  return info.source:sub(2), info.linedefined
end

-- `"mixed"` as Lua would write it, else `a <type>`: how a wrong value is named.
local function shown(value)
  if type(value) == "string" then return '"' .. value .. '"' end
  return "a " .. type(value)
end

return function(lists, m, styles)
  local found, seen = {}, {}
  local function note(fn, message)
    local source, line = where(fn)
    found[#found + 1] = { source = source, line = line, message = message }
  end
  local function call(item, id, field, fn)
    local ok, value, style = pcall(fn, item, m)
    local what = "the " .. field .. " function of item '" .. id .. "'"
    if not ok then
      found[#found + 1] = { message = tostring(value) .. " (in the " .. field .. " of item '" .. id .. "')" }
    elseif field == "checked" then
      if value == nil then
        note(fn, what .. " returned nil: the row is drawn without its checkbox; return false for unchecked")
      elseif type(value) ~= "boolean" and value ~= "mixed" then
        note(fn, what .. " returned " .. shown(value) .. ', expected true, false or "mixed"')
      end
    else
      local kind = type(value)
      if kind ~= "string" and kind ~= "number" and kind ~= "nil" then
        note(fn, what .. " returned a " .. kind .. ", expected a string")
      elseif type(style) == "string" and not styles[style] then
        note(fn, what .. " returned unknown style '" .. style .. "'")
      end
    end
  end
  for _, list in next, lists do
    for k = 1, #list do
      local item = rawget(list, k)
      if type(item) == "table" then
        local id = tostring(rawget(item, "id") or rawget(item, "title"))
        for _, field in next, FIELDS do
          local fn = rawget(item, field)
          if type(fn) == "function" and not seen[fn] then
            seen[fn] = true
            call(item, id, field, fn)
          end
        end
      end
    end
  end
  return found
end
