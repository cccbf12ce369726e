-- `filter(list, positions, first, last, match, option)` (the host's own function; the chunk
-- returns it): runs a filter's `match` on the items of the host's copy of a list — at
-- `positions` (a list of 1-based positions), or from `first` to `last` when it is nil — in
-- one Lua loop, and returns a string of "1" (shown) and "0", one a position, and the
-- failures `{ message, id }` (a `match` that fails shows its item). A string item is made a
-- table `{ id, title }`, kept in the list.

local pcall, type, concat = pcall, type, table.concat
return function(list, positions, first, last, match, option)
  local out, failures, n = {}, {}, 0
  local count = positions and #positions or last - first + 1
  for k = 1, count do
    local i = positions and positions[k] or first + k - 1
    local item = list[i]
    if type(item) ~= "table" then
      item = { id = item, title = item }
      list[i] = item
    end
    local ok, kept = pcall(match, item, option)
    n = n + 1
    if ok then
      out[n] = kept and "1" or "0"
    else
      out[n] = "1"
      if #failures < 32 then failures[#failures + 1] = { kept, item.id } end
    end
  end
  return concat(out), failures
end
