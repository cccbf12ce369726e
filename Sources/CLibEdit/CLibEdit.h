// The system's libedit (BSD-licensed line editing; Debian: libedit-dev, pkg-config libedit),
// through its readline-compatible interface.
#include <stdio.h>
#include <editline/readline.h>
