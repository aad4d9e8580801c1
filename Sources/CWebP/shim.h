#ifndef PANEL_SANDBOX_CWEBP_SHIM_H
#define PANEL_SANDBOX_CWEBP_SHIM_H

// libwebp (Debian's libwebp-dev): the encoder and the animation encoder of libwebpmux, and the
// animation decoder of libwebpdemux, which reads animated WebP recordings (FFmpeg 5 cannot).
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>

#endif
