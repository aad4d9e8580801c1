#ifndef PANEL_SANDBOX_CWEBPDEMUX_SHIM_H
#define PANEL_SANDBOX_CWEBPDEMUX_SHIM_H

// libwebp's animation decoder (libwebpdemux), which the tests read animations back with.
#include <webp/demux.h>

#endif
