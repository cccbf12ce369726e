-- `make_help(env, annotations)`: the REPL's `help(x)` for the script's environment `env` (the
-- host's own function; the chunk returns it). What it prints comes from `annotations`, the
-- LuaCATS annotations `luamenu types` prints: one source for the editor and the REPL. `x` is a
-- value of the API (`help(m.section)`, `help(menu)`, `help(m)`) or a name (`help("section")`,
-- `help("m:tap")`, `help("menu.ItemTable")`, `help("on_tap")`); `help()` lists what there is.

-- A LuaCATS type at the start of `text` and the rest: spaces inside brackets, and after a
-- `:` or `,`, belong to the type (`fun(item: menu.ItemTable): boolean Called when…`).
local function split_type(text)
  local depth = 0
  for i = 1, #text do
    local c = text:sub(i, i)
    if c == "(" or c == "<" or c == "{" then depth = depth + 1
    elseif c == ")" or c == ">" or c == "}" then depth = depth - 1
    elseif c == " " and depth == 0 and not text:sub(i - 1, i - 1):match("[:,]") then
      return text:sub(1, i - 1), text:sub(i + 1)
    end
  end
  return text, ""
end

-- The entries, sorted by name: `name` as a script writes it ("m:section", "menu.store",
-- "menu.ItemTable.id"), `text` its signature, then its description.
local function parse(annotations)
  local entries, classes, locals = {}, {}, {}
  local comment, params, returns, typed, class = {}, {}, {}, nil, nil
  local function reset() comment, params, returns, typed = {}, {}, {}, nil end
  local function add(name, signature)
    local entry = { name = name, text = signature .. (#comment > 0 and "\n  " .. table.concat(comment, " ") or "") }
    entries[#entries + 1] = entry
    reset()
    return entry
  end
  for line in annotations:gmatch("[^\n]*") do
    local tag, rest = line:match("^%-%-%-@(%w+)%s*(.*)$")
    if tag == "class" then
      class = { name = rest:match("^%S+"), fields = {} }
      classes[class.name] = class
      add(class.name, class.name)
    elseif tag == "field" then
      local name, described = rest:match("^([%w_]+)%??%s+(.*)$")
      local kind, about = split_type(described or "")
      if about == "" then about = table.concat(comment, " ") end   -- (said on the line above)
      comment = {}
      if name and class then class.fields[#class.fields + 1] = { name = name, kind = kind, about = about } end
    elseif tag == "param" then
      local name, described = rest:match("^(%S+)%s+(.*)$")
      params[#params + 1] = name .. ": " .. split_type(described)
    elseif tag == "return" then
      returns[#returns + 1] = (split_type(rest))
    elseif tag == "alias" then
      local name, kind = rest:match("^(%S+)%s+(.*)$")
      add(name, name .. " = " .. kind)
    elseif tag == "type" then
      typed = rest
    elseif tag == nil and line:match("^%-%-%-") then
      comment[#comment + 1] = line:sub(4)
    elseif line:match("^local (%w+) = {}") then
      locals[line:match("^local (%w+)")] = class and class.name
      reset()
    elseif line:match("^function ") then
      local owner, separator, name = line:match("^function ([%w_]+)([.:])([%w_]+)")
      entries[#entries + 1] = {
        owner = locals[owner] or owner,
        signature = separator .. name .. "(" .. table.concat(params, ", ") .. ")"
          .. (#returns > 0 and " → " .. table.concat(returns, ", ") or ""),
        text = #comment > 0 and "\n  " .. table.concat(comment, " ") or "",
      }
      reset()
    elseif line:match("^([%w_]+) = {}") then
      local name = line:match("^([%w_]+)")
      if typed then add(name, name .. ": " .. typed) else locals[name] = class and class.name; reset() end
    elseif line == "" then
      reset()
    end
  end
  -- Where each class lives: `menu` itself, `m` for a menu, `menu.json` for the field of menu
  -- whose type is menu.JSON; other classes (tables a script writes) by their own names.
  local paths = { menu = "menu", ["menu.Menu"] = "m" }
  for _, field in ipairs(classes.menu and classes.menu.fields or {}) do
    if classes[field.kind] then paths[field.kind] = "menu." .. field.name end
  end
  local named = {}
  for _, entry in ipairs(entries) do
    if entry.owner then
      local path = paths[entry.owner] or entry.owner
      local signature = entry.signature
      if signature:sub(1, 1) == ":" and path ~= "m" then signature = "." .. signature:sub(2) end
      entry.name = path .. signature:match("^[.:][%w_]+")
      entry.text = path .. signature .. entry.text
    elseif classes[entry.name] then
      local owner = classes[entry.name]
      entry.name = paths[owner.name] or owner.name
      if entry.name ~= owner.name then
        entry.text = entry.name .. " (a " .. owner.name .. ")" .. entry.text:sub(#owner.name + 1)
      end
      for _, field in ipairs(owner.fields) do
        local name = entry.name .. "." .. field.name
        if not paths[field.kind] then          -- (menu.json is the class menu.JSON's entry)
          local about = field.about ~= "" and "\n  " .. field.about or ""
          named[#named + 1] = { name = name, text = name .. ": " .. field.kind .. about }
        end
      end
    end
    named[#named + 1] = entry
  end
  table.sort(named, function(a, b) return a.name < b.name end)
  return named
end

-- The value at a dotted `name` in `env` ("menu.json.decode", "m:tap"), or nil.
local function resolve(env, name)
  local value = env
  for part in name:gmatch("[^.:]+") do
    local ok, found = pcall(function() return value[part] end)
    if not ok or found == nil then return nil end
    value = found
  end
  return value
end

-- The entries a name asks for: the one of that name (":" and "." alike), else those whose
-- last part it is ("section" → m:section).
local function lookup(entries, wanted)
  wanted = wanted:gsub(":", ".")
  local found = {}
  for _, entry in ipairs(entries) do
    if entry.name:gsub(":", ".") == wanted then return { entry } end
    if entry.name:match("[%w_]+$") == wanted then found[#found + 1] = entry end
  end
  return found
end

-- The members of a class entry: the functions and fields whose names continue its name (not
-- the types, menu.ItemTable…).
local function members(entries, entry)
  local names = {}
  for _, other in ipairs(entries) do
    local rest = other.name:sub(#entry.name + 1)
    if other.name:sub(1, #entry.name) == entry.name and rest:match("^[.:][%l_][%w_]*$") then
      names[#names + 1] = rest:sub(2)
    end
  end
  return names
end

local function show(entries, entry)
  local names = members(entries, entry)
  print(entry.text .. (#names > 0 and "\n  members: " .. table.concat(names, ", ") or ""))
end

local HINT = "try help(menu), help(m), help(\"section\") or help() for the list"

return function(env, annotations)
  local entries
  return function(...)
    entries = entries or parse(annotations)
    if select("#", ...) == 0 then
      local names = {}
      for _, entry in ipairs(entries) do
        if not entry.name:match("^menu%.%u[%w_]*%.") then names[#names + 1] = entry.name end
      end
      local lines, line = {}, " "
      for i, name in ipairs(names) do
        if #line + #name > 88 then lines[#lines + 1], line = line, " " end
        line = line .. " " .. name .. (i < #names and "," or "")
      end
      lines[#lines + 1] = line
      print("help(x) or ?x: the documentation of x, a value or a name. Documented:\n" .. table.concat(lines, "\n"))
      return
    end
    local x = ...
    if x == nil then return print("help(nil): that value is nil; " .. HINT) end
    local found = type(x) == "string" and lookup(entries, x) or {}
    if #found == 0 then                        -- a value of the API (a string too: menu.version)
      for _, entry in ipairs(entries) do
        if rawequal(resolve(env, entry.name), x) then found = { entry } break end
      end
    end
    if #found == 1 then return show(entries, found[1]) end
    if #found > 1 then
      local lines = {}
      for _, entry in ipairs(found) do lines[#lines + 1] = "  " .. entry.text:match("^[^\n]*") end
      return print(#found .. " names match; help(\"NAME\") for one:\n" .. table.concat(lines, "\n"))
    end
    local what = type(x) == "string" and "'" .. x .. "'" or "this " .. type(x) .. " (it is not part of luamenu's API)"
    print("no help for " .. what .. "; " .. HINT)
  end
end
