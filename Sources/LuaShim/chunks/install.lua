-- The installer of the host (run once per Lua state by `lm_installhost`, in the host's
-- globals, with `host, make, register, sandbox, version, functions`):
-- - `make(host, n)` returns the trampoline of host function `n`; `functions` lists them as
--   "place.name=n" separated by spaces, `place` one of module (`menu.name`), hangul
--   (`menu.hangul.name`), method (`m:name(...)`), metamethod (of menu objects) and host
--   (`menu.host.name`, the embedding program's);
-- - `register(name, value)` stores a value in the registry: the menu objects' metatable as
--   "luamenu.menu", hidden from scripts (`getmetatable(m)` is false); the `menu` module as
--   "luamenu.api", which every environment copies, adding `menu.json` (compiled on its first
--   use; see Sandbox.c); and "luamenu.required", the files `require` loaded;
-- - in the sandbox, the strings' metatable is hidden, its `__index` a copy of `string`
--   without `dump`, so `("").dump` is nil too.
local host, make, register, sandbox, version, functions = ...

local methods, hangul, embedded = {}, {}, {}
local module = { version = version, hangul = hangul, host = embedded }
local metatable = { __index = methods, __name = "luamenu.menu", __metatable = false }
local places = { module = module, hangul = hangul, method = methods, metamethod = metatable, host = embedded }
for place, name, number in functions:gmatch("(%a+)%.([%w_]+)=(%d+)") do
  local into = places[place]
  into[name] = make(host, tonumber(number))
end
register("luamenu.menu", metatable)
register("luamenu.api", module)
register("luamenu.required", {})

if sandbox then
  local strings = {}
  for name, f in pairs(string) do
    if name ~= "dump" then strings[name] = f end
  end
  local meta = getmetatable("")
  meta.__index = strings
  meta.__metatable = false
end
