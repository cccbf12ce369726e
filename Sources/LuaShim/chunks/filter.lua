-- `filter(list, positions, first, last, match, option, lent)` (the host's own function; the chunk
-- returns it): runs a filter's `match` on the items of the host's copy of a list — at
-- `positions` (a list of 1-based positions), or from `first` to `last` when it is nil — in
-- one Lua loop, and returns a string of "1" (shown) and "0", one a position, and the
-- failures `{ message, id }` (a `match` that fails shows its item). A string item is made a
-- table `{ title }` whose id the metatable `lent` lends (as the host does), kept in the list;
-- a list the host marked `all_tables` (ItemReader) has none, and the loop does not check.
--
-- The loop runs under one pcall until an item fails, and on again from the next (a pcall
-- an item cost more than most matches); the answers are joined 4096 at a time, so a
-- million items never hold a table of a million answers.

local pcall, type, concat, setmetatable = pcall, type, table.concat, setmetatable
local CHUNK = 4096
return function(list, positions, first, last, match, option, lent)
  local count = positions and #positions or last - first + 1
  local chunks, out, n, failures = {}, {}, 0, {}
  local k, item = 0, nil
  local check = not list.all_tables
  local function flush()
    chunks[#chunks + 1] = concat(out)
    n = 0
  end
  local function run()
    while k < count do
      k = k + 1
      local i = positions and positions[k] or first + k - 1
      item = list[i]
      if check and type(item) ~= "table" then
        item = setmetatable({ title = item }, lent)
        list[i] = item
      end
      local kept = match(item, option)
      n = n + 1
      out[n] = kept and "1" or "0"
      if n == CHUNK then flush() end
    end
  end
  while true do
    local ok, message = pcall(run)
    if ok then break end
    n = n + 1                                  -- the item whose match failed is shown
    out[n] = "1"
    if n == CHUNK then flush() end
    if #failures < 32 then failures[#failures + 1] = { message, item.id } end
  end
  chunks[#chunks + 1] = concat(out, "", 1, n)
  return concat(chunks), failures
end
