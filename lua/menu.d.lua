---@meta menu
-- LuaCATS annotations for luamenu's Lua API, for lua-language-server: completion and type
-- checks in menu scripts and plugins. Print a fresh copy with `luamenu types > menu.d.lua`.
-- For luacheck, a file of definitions: empty functions, and the one place `menu` and `arg` are set.
-- luacheck: no unused, globals menu arg

---@alias menu.Style "normal"|"accent"|"muted"|"bold"|"danger"
---How a query matches a block's items; `false` keeps the block out of the search (all its items stay).
---@alias menu.Search "substring"|"choseong"|"fuzzy"|false|(fun(item: menu.ItemTable, query: string): number|boolean?)
---@alias menu.Label string|number|(fun(item: menu.ItemTable, m: menu.Menu): (string|number|nil, menu.Style?))
---A function, a built-in search, or the name of a filter a plugin registered.
---@alias menu.Match (fun(item: menu.ItemTable, option: string): boolean)|"substring"|"choseong"|"fuzzy"|string
---@alias menu.Event "build"|"render"|"tap"|"tapped"|"query"|"restore"|"reload"|"finish"

---An item: a string, or a table with these fields and any data of the script's.
---@class menu.ItemTable
---@field id? string What tap paths use; defaults to the title.
---@field title? menu.Label The text, or a function evaluated at every render.
---@field icon? string Drawn before the title.
---@field detail? menu.Label Drawn after the title (right-aligned in one column).
---@field subtitle? menu.Label A second, dim line under the title.
---@field style? menu.Style The item's style; a label function's style wins.
---@field on_tap? fun(item: menu.ItemTable, m: menu.Menu) Called when the item is tapped.
---@field preview? string|menu.Preview Shown beside the menu in `run -i`, before the block's.
---@field separator? boolean A line between items (sections only).
---@field heading? string A heading that can't be tapped (sections only).
---@field checked? boolean|"mixed"|(fun(item: menu.ItemTable, m: menu.Menu): boolean|"mixed"|nil) A check mark.
---@field switch? boolean A switch at the right of the row, on while `checked`; `on_tap` flips it.
---@field disabled? boolean Drawn muted; taps change nothing.
---@field hotkey? string One character that chooses the item in `run -i`.
---@field submenu? menu.Item[]|(fun(sub: menu.Menu)) Rows a tap opens, or a screen `sub:index{…}` builds; `..` back.
---@field value? string|number What the item stands for; `run -i` prints it when chosen.
---@field choose? boolean In `run -i`, Enter on the item chooses it and finishes (a picker).
---@field [string] any The script's own data (`kind = "city"`), kept with the item.

---@alias menu.Item string|menu.ItemTable

---The text `run -i` shows beside the menu for the focused item (SGR colours kept); nil: none.
---@alias menu.Preview fun(item: menu.ItemTable, m: menu.Menu): string?

---@class menu.SectionSpec
---@field id? string Defaults to the title.
---@field title string
---@field open? boolean Open before any tap (default true).
---@field columns? integer Items per row, 1 to 12 (default 1).
---@field items menu.Item[]
---@field on_tap? fun(item: menu.ItemTable, m: menu.Menu) For items without their own.
---@field on_query? fun(text: string, m: menu.Menu): menu.Item[] The items to show for a query (live items).
---@field preview? menu.Preview For items without their own.
---@field search? menu.Search How a query matches the items (default "substring").
---@field hotkey? string Toggles the section in `run -i`.
---@field before? string Placed before the block with this id (default: at the end).
---@field after? string Placed after the block with this id.
---@field replace? string Placed in place of the block with this id, which goes.

---@class menu.Category
---@field id? string Defaults to the title.
---@field title string
---@field items menu.Item[]

---@class menu.SelectionSpec
---@field id? string Defaults to the title.
---@field title? string
---@field columns? integer Categories per row (default 4).
---@field all? string The exclusive child, such as "전체".
---@field single? boolean One child at most, in all the categories (a radio choice).
---@field categories menu.Category[]
---Every category's chosen ids; `how.restored` after a restored state.
---@field on_change? fun(selected: table<string, string[]>, m: menu.Menu, how?: { restored: boolean })
---@field on_tap? fun(item: menu.ItemTable, m: menu.Menu)
---@field preview? menu.Preview For children without their own.
---@field search? menu.Search
---@field hotkey? string
---@field before? string Placed before the block with this id (default: at the end).
---@field after? string Placed after the block with this id.
---@field replace? string Placed in place of the block with this id, which goes.

---@class menu.Option
---@field id string
---@field title? string Defaults to the id capitalised.

---@class menu.FilterSpec
---@field id? string Defaults to the title.
---@field title? string
---@field options (string|menu.Option)[] The chips; the first is chosen at start, unless `selected` says.
---@field selected? string The option (id or title) chosen at start.
---@field style? "chips"|"list" Chips in a row (default), or rows with a ✓ at the chosen one's right.
---@field target? string|string[] The blocks whose items the choice filters.
---@field match? menu.Match Which target items the chosen option shows.
---@field on_select? fun(option: string, m: menu.Menu, how?: { restored: boolean }) After a restore, `how.restored`.
---@field hotkey? string
---@field before? string Placed before the block with this id (default: at the end).
---@field after? string Placed after the block with this id.
---@field replace? string Placed in place of the block with this id, which goes.

---@class menu.IndexSpec
---@field id? string Defaults to the title.
---@field title? string
---@field items menu.Item[]
---@field key? fun(item: menu.ItemTable): string? The item's letter (default: 초성 for Hangul, A–Z, else "#").
---@field letters? string|string[] The navigator: "A-Z", "ㄱ-ㅎ,A-Z" or a list.
---@field on_jump? fun(letter: string, m: menu.Menu)
---@field on_tap? fun(item: menu.ItemTable, m: menu.Menu)
---@field preview? menu.Preview For entries without their own.
---@field search? menu.Search
---@field hotkey? string
---@field before? string Placed before the block with this id (default: at the end).
---@field after? string Placed after the block with this id.
---@field replace? string Placed in place of the block with this id, which goes.

---@class menu.State
---@field open table<string, boolean>
---@field expanded table<string, string>
---@field selected table<string, table<string, string[]>>
---@field filter table<string, string>
---@field current table<string, string>
---@field submenu? string[]

---A menu made by `menu.new`.
---@class menu.Menu
local Menu = {}

---Adds a titled group of items that folds and unfolds.
---@param spec menu.SectionSpec
---@return menu.Menu self
function Menu:section(spec) end

---Adds a category picker: one category expanded at a time, multi-select children.
---@param spec menu.SelectionSpec
---@return menu.Menu self
function Menu:selection(spec) end

---Adds filter chips: exactly one chosen; its match filters the targets.
---@param spec menu.FilterSpec
---@return menu.Menu self
function Menu:filter(spec) end

---Adds an alphabet (and 초성) index with a navigator of letters.
---@param spec menu.IndexSpec
---@return menu.Menu self
function Menu:index(spec) end

---Performs a tap, addressed by ids or titles joined by "/".
---@param path string e.g. "outfield", "region/서울/강남", "contacts/R"
---@return menu.Menu self
function Menu:tap(path) end

---The menu's state as plain tables.
---@return menu.State
function Menu:state() end

---Searches every searchable block; nil (or a blank text) clears the search.
---@param text string|nil
---@return menu.Menu self
function Menu:query(text) end

---A block as `m:blocks()` lists it: a section's and an index's items are the items' own
---tables, a selection's its categories (children in `items`), a filter's its chips.
---@class menu.BlockInfo
---@field id string
---@field kind "section"|"selection"|"filter"|"index"
---@field title? string
---@field items table[]

---The menu's blocks, in order.
---@return menu.BlockInfo[]
function Menu:blocks() end

---The table of the item a path names (by ids or titles), or nil.
---@param path string e.g. "coffee/latte"
---@return menu.ItemTable?
function Menu:item(path) end

---Takes a block out, with its state.
---@param id string
---@return boolean removed Whether the menu had it.
function Menu:remove(id) end

---@class menu.Hangul
local Hangul = {}

---The initial consonants of each syllable: "서울" → "ㅅㅇ".
---@param text string
---@return string
function Hangul.choseong(text) end

---The index letter of the text: "까치" → "ㄱ", "Ryan" → "R", "42" → "#".
---@param text string
---@return string
function Hangul.initial(text) end

---@class menu.JSON
---@field null userdata The value JSON's null decodes to (arrays keep their length); no script can change it.
local JSON = {}

---Parses JSON text: objects become tables, arrays lists, null `menu.json.null`; an error
---names the line, column and byte.
---@param text string
---@return any
function JSON.decode(text) end

---JSON text of a value: a table with keys 1…n is an array, one with string keys an object
---(keys sorted); NaN, functions and cycles are errors.
---@param value any
---@return string
function JSON.encode(value) end

---Marks an empty table to encode as `[]` (an empty table is `{}` otherwise).
---@generic T: table
---@param t T
---@return T
function JSON.array(t) end

---The menu module: a global, and `require("menu")`. Read-only.
---@class menu
---@field version string luamenu's version.
---@field hangul menu.Hangul
---@field json menu.JSON
---@field host table<string, fun(...): any> Functions of a program that embeds luamenu (none in the tool).
menu = {}

---The script's arguments (`luamenu run SCRIPT ARG...`): `arg[0]` is the script, `arg[1]`… the
---arguments; they are also the script's `...`.
---@type string[]
arg = {}

---Standard input's lines (read once; a new list each call; empty when stdin is a terminal).
---@return string[]
function menu.input() end

---The text of a file inside the script's (or the plugin's) folder: a relative path, no `..`,
---regular files only.
---@param path string
---@return string
function menu.read(path) end

---@class menu.MenuSpec
---@field title? string
---What a finished `run -i` prints: a string as it is, a table as JSON, nil nothing.
---@field on_finish? fun(m: menu.Menu, choice: string?): any

---Makes a menu; a script returns it (or the last one made is used).
---@param spec? menu.MenuSpec
---@return menu.Menu
function menu.new(spec) end

---The script's data that lasts (kept by `--state`): what an earlier run saved, merged over
---`defaults`; the same table at every call. JSON values only.
---@param defaults? table
---@return table
function menu.store(defaults) end

---A plugin's options (`--plugin-option NAME.KEY=VALUE`) over `defaults`, a new table: a value
---whose default is a number is read as one, a boolean's as true or false. In the script, the
---defaults.
---@param defaults? table
---@return table
function menu.options(defaults) end

---Registers a named filter that a filter's `match` can name (for plugins).
---@param name string
---@param fn fun(item: menu.ItemTable, option: string): boolean
function menu.register_filter(name, fn) end

---What a `tap` or `tapped` hook is told of a tap.
---@class menu.Target
---@field path string By ids, as `m:tap` takes it.
---@field kind "header"|"item"|"back"|"category"|"child"|"option"|"letter"|"entry"
---@field block string The block's id.
---@field id? string What was tapped (nil for a header and for going back).
---@field category? string A selection's child's category.
---@field letter? string An index entry's letter.
---@field item? menu.ItemTable The item's own table (items, children, entries).

---Adds a hook: "build" (fn(m), after the script), "render" (fn(item, m, place), may change an
---item's title, detail, subtitle, icon, style, checked, disabled; place is { path, block,
---kind }), "tap" (fn(target, m) before a tap; `return false, reason` vetoes it), "tapped"
---(fn(target, m) after one), "query" (fn(text, m) after a search), "restore" (fn(m) after a
---saved state is put back), "reload" (fn(m) after the script is loaded again), "finish"
---(fn(choice, m) when a front end finishes, before on_finish).
---@param event menu.Event
---@param fn function
function menu.on(event, fn) end

---Removes a hook `menu.on` added.
---@param event menu.Event
---@param fn function
---@return boolean removed Whether it was registered.
function menu.off(event, fn) end

return menu
