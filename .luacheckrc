-- luacheck's view of luamenu's sandbox (see "Scripts can't hurt the host" in luamenu's README):
-- the globals a menu script, a plugin or a module they require can reach, and no others.
-- `menu` is read-only. Methods of a menu (`m:section{ … }`) are not checked: luacheck can't
-- see them. Put this file beside your scripts as .luacheckrc (print a fresh copy with
-- `luamenu types --luacheck > .luacheckrc`) and run `luacheck .`.

--- A table with these fields, which can be read but not indexed further.
local function fields(...)
  local definitions = {}
  for _, name in ipairs({ ... }) do definitions[name] = {} end
  return { fields = definitions }
end

local sandbox = {
  -- The base functions, without dofile and loadfile; load takes text only.
  _VERSION = {}, assert = {}, collectgarbage = {}, error = {}, getmetatable = {}, ipairs = {},
  load = {}, next = {}, pairs = {}, pcall = {}, print = {}, rawequal = {}, rawget = {},
  rawlen = {}, rawset = {}, require = {}, select = {}, setmetatable = {}, tonumber = {},
  tostring = {}, type = {}, xpcall = {},
  -- The script's arguments (arg[0] the script, arg[1]… the rest), as lua.c gives them.
  arg = { other_fields = true },
  -- Each script's own copies of the libraries: string without dump, os with the clock only,
  -- math without the Lua 5.3 functions (pow, ldexp…) some builds keep and others don't.
  string = fields("byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match",
    "pack", "packsize", "rep", "reverse", "sub", "unpack", "upper"),
  table = fields("concat", "insert", "move", "pack", "remove", "sort", "unpack"),
  math = fields("abs", "acos", "asin", "atan", "ceil", "cos", "deg", "exp", "floor", "fmod",
    "huge", "log", "max", "maxinteger", "min", "mininteger", "modf", "pi", "rad", "random",
    "randomseed", "sin", "sqrt", "tan", "tointeger", "type", "ult"),
  utf8 = fields("char", "charpattern", "codepoint", "codes", "len", "offset"),
  coroutine = fields("close", "create", "isyieldable", "resume", "running", "status", "wrap",
    "yield"),
  os = fields("clock", "date", "time"),
  -- luamenu's module.
  menu = { fields = {
    new = {}, register_filter = {}, on = {}, off = {}, input = {}, read = {}, store = {}, options = {}, version = {},
    hangul = fields("choseong", "initial"),
    json = fields("decode", "encode", "array", "null"),
    -- The functions a program that embeds luamenu gives its scripts (none in the tool).
    host = { other_fields = true },
  } },
}

-- _G is the script's environment: the same names again (once: definitions can't nest).
local environment = {}
for name, definition in pairs(sandbox) do environment[name] = definition end
sandbox._G = { fields = environment }

stds.luamenu = { read_globals = sandbox }
std = "luamenu"
