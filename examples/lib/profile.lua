-- The my-page fill rule (seed 003) as a helper: a field that is not filled shows "30실 받기"
-- in the accent colour; a filled one shows its value (or a fixed word) muted.
local profile = {}

--- Whether a profile value counts as filled: not nil, not "", not false.
function profile.filled(value)
  return value ~= nil and value ~= "" and value ~= false
end

--- A detail label function for field `name` of `user`; `shown` may replace the value's text.
function profile.detail(user, name, shown)
  return function()
    local value = user[name]
    if not profile.filled(value) then return "30실 받기", "accent" end
    return shown or tostring(value), "muted"
  end
end

return profile
