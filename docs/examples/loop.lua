-- A script that never ends: --timeout stops it (docs/manual.md, "The sandbox and limits").
while true do end
