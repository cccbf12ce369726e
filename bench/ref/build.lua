-- Reference for case "latency": runs a case script (`lua5.4 build.lua SCRIPT`) with a `menu`
-- whose constructor and methods do nothing, so the time measured is the script's own work:
-- loading its data and building its tables, plus lua5.4's start. The first paint of the same
-- script in `luamenu run -i` is compared with it (target: at most 1.5 times as long).
local script = assert(arg[1], "usage: lua5.4 build.lua SCRIPT")

local function nothing() end
local stub = setmetatable({}, { __index = function() return nothing end })
menu = { new = function() return stub end }   -- luacheck: ignore (the global the scripts use)

local built = dofile(script)
assert(built == stub, script .. " did not return its menu")
