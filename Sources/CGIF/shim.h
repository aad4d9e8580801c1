#ifndef PANEL_SANDBOX_CGIF_SHIM_H
#define PANEL_SANDBOX_CGIF_SHIM_H

// giflib 5 (Debian's libgif-dev): the GIF encoder and decoder for animations.
#include <gif_lib.h>

#endif
