-- Contacts with an alphabet navigator (seed 004): names sorted and grouped into A–Z
-- sections by first letter; the navigator jumps to a letter's section, which scrolls to the
-- top of the view; the touched letter is highlighted.
--
--   luamenu run examples/contacts.lua --tap contacts/R --height 12
local contacts = {
  "Chris", "Ryan", "Allyson", "Ryan", "Jonathan", "Ryan", "Brendan", "Ryaan",
  "Jaxon", "Riner", "Leif", "Adams", "Frank", "Conors", "Allyssa", "Bishop",
  "Justin", "Bishop", "Johnny", "Appleseed", "George", "Washingotn", "Abraham", "Lincoln",
  "Steve", "Jobs", "Steve", "Woz", "Bill", "Gates", "Donald", "Trump", "Darth", "Vader",
  "Clark", "Kent", "Bruce", "Wayne", "John", "Doe", "Jane", "Doe", "Rei", "Kim",
  "James", "Elephant", "Julius", "Fucik", "Kane", "Hammersmith",
}

local people = {}
for i, name in ipairs(contacts) do
  -- Names repeat ("Ryan" three times), so each person gets an id of its own.
  people[i] = { id = name .. "#" .. i, title = name, icon = "👤" }
end

local m = menu.new { title = "Contacts" }
m:index {
  id = "contacts", letters = "A-Z", items = people,
  on_jump = function(letter) print("scrollTo(" .. letter .. ", anchor: .top)") end,
}
return m
