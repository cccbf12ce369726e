// What the sandbox (Sandbox.c) gives the installer in LuaShim.c; not for Swift.
#ifndef LUASHIM_SANDBOX_H
#define LUASHIM_SANDBOX_H

#include "LuaShim.h"

/// Hides the strings' metatable (`getmetatable("")` is false) and makes its `__index` a copy
/// of `string` without `dump`, so `("").dump` is nil too.  [-0, +0, m]
void lm_hidestringdump(lua_State *L);

#endif
