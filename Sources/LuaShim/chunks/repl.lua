-- The REPL's lines (the host's own functions; the chunk returns them in a table):
--
-- `scope(env, make_help, annotations)`: the REPL's scope over the script's environment `env`,
-- made once per environment: a table that the lines run in, holding the locals earlier lines
-- declared, `_` (the first value of the last line that gave values) and `help`; any other name
-- reads and writes through to `env`, so a local shadows a global of the same name.
--
-- `run(scope, chunk, keep)`: runs a compiled line in `scope` and returns its results. With
-- `keep`, the chunk ends in `;(...)()` and is called with the function that copies its
-- top-level locals into the scope: captured with the debug library at the chunk's end rather
-- than by rewriting `local` in the text, because the compiler already knows which locals are
-- in scope there (no Lua lexer to keep in step with it, and `local function f` recursing and
-- multiple assignment work as Lua means them). The price: a function made on a line keeps that
-- line's variable, so a later line's `y = 6` changes the REPL's `y`, not the one the function
-- sees; and a `<const>` local set to a literal is folded away by the compiler, so it is not
-- kept. An error inside a function raises its message with a short traceback of the script's
-- frames (the host's own are left out); one at the line's top level stays one line.
-- luacheck: read globals debug.getlocal debug.getinfo debug.setupvalue

local getlocal, getinfo, setupvalue = debug.getlocal, debug.getinfo, debug.setupvalue
local scopes = setmetatable({}, { __mode = "k" })

local function scope(env, make_help, annotations)
  local found = scopes[env]
  if found then return found end
  local made = setmetatable({}, { __index = env, __newindex = env })
  rawset(made, "help", make_help(env, annotations))
  scopes[env] = made
  return made
end

-- One frame of a traceback, as Lua's own says it: "stdin:2: in function 'f'"; `line` is the
-- REPL's line.
local function frame(info, line)
  local where = info.short_src .. ":" .. info.currentline .. ": in "
  if info.func == line then return where .. "the line" end
  if info.what == "main" then return where .. "the main chunk" end
  if info.name then return where .. "function '" .. info.name .. "'" end
  return where .. "function <" .. info.short_src .. ":" .. info.linedefined .. ">"
end

-- The message handler of `chunk`: the message, and the script's frames from the error's down
-- to the line's (or, when the line tail-called a function, to the host's) when the error
-- happened inside a function.
local function traced(chunk)
  return function(message)
    if type(message) ~= "string" then return message end
    local frames, inside = {}, false
    for level = 2, 40 do
      local info = getinfo(level, "Slnf")
      if info == nil or info.source == "=luamenu.repl" then break end
      if info.what ~= "C" and info.source:sub(1, 9) ~= "=luamenu." then
        frames[#frames + 1] = frame(info, chunk)
        inside = inside or info.what ~= "main"
      end
      if info.func == chunk then break end
    end
    if not inside then return message end
    return message .. "\nstack traceback:\n  " .. table.concat(frames, "\n  ")
  end
end

local function run(into, chunk, keep)
  setupvalue(chunk, 1, into)                 -- a main chunk's one upvalue is its _ENV
  local function locals()
    for i = 1, 250 do
      local name, value = getlocal(2, i)
      if name == nil then break end
      if name:sub(1, 1) ~= "(" then rawset(into, name, value) end
    end
  end
  local results = table.pack(xpcall(chunk, traced(chunk), keep and locals or nil))
  if not results[1] then error(results[2], 0) end
  if results.n > 1 then rawset(into, "_", results[2]) end
  return table.unpack(results, 2, results.n)
end

return { scope = scope, run = run }
