// The system's Lua 5.4 (Debian: liblua5.4-dev, pkg-config lua5.4; Homebrew: lua).
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
