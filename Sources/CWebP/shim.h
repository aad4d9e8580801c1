#ifndef PANEL_SANDBOX_CWEBP_SHIM_H
#define PANEL_SANDBOX_CWEBP_SHIM_H

// libwebp (Debian's libwebp-dev): the encoder and the animation encoder of libwebpmux.
#include <webp/encode.h>
#include <webp/mux.h>

#endif
