/// Lua code the host runs for itself (never visible to scripts), kept in the registry.
enum HostChunks {
    /// `inspect(value, depth)`: a value as a REPL prints it. Tables are shown nested, keys
    /// sorted, up to `depth` levels, with `<cycle>` where a table contains itself; never
    /// `table: 0x…`. Metatables are read raw, so a hostile `__index` can't run here.
    static let inspect = #"""
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
        """#

    /// `complete(env, word)`: the names `word` can be completed to: globals of `env`, or the
    /// fields of the value a dotted prefix names (`string.fo` → `string.format`). A table's own
    /// fields count, and so do those of `__index` tables in its metatable chain: the read-only
    /// `menu`, and a userdata such as the menu object `m`, whose methods (`m:ta` → `m:tap`) are
    /// in its metatable's `__index`. Raw access only, never calling code.
    static let complete = #"""
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
        """#

    /// `filter(list, positions, first, last, match, option)`: runs a filter's `match` on the
    /// items of the host's copy of a list — at `positions` (a list of 1-based positions), or
    /// from `first` to `last` when it is nil — in one Lua loop, and returns a string of "1"
    /// (shown) and "0", one a position, and the failures `{ message, id }` (a `match` that
    /// fails shows its item). A string item is made a table `{ id, title }`, kept in the list.
    static let filter = #"""
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
        """#
}
