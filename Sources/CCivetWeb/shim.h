#ifndef PANEL_SANDBOX_CCIVETWEB_SHIM_H
#define PANEL_SANDBOX_CCIVETWEB_SHIM_H

// civetweb (Debian's libcivetweb-dev): the HTTP and WebSocket server of the live link (Docs/live.md).
#include <civetweb.h>

#endif
