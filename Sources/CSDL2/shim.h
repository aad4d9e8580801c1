#ifndef PANEL_SANDBOX_CSDL2_SHIM_H
#define PANEL_SANDBOX_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

// Function-like and cast macros that Swift cannot import, as inline functions.

/// `SDL_WINDOWPOS_CENTERED`: centre the window on the primary display.
static inline int CSDL2_WindowPosCentered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// `SDL_BUTTON(button)`: the bit of `button` in a mouse-state mask.
static inline Uint32 CSDL2_ButtonMask(int button) { return (Uint32)SDL_BUTTON(button); }

/// `SDL_MUSTLOCK(surface)`: whether the surface must be locked before touching its pixels.
static inline SDL_bool CSDL2_MustLock(const SDL_Surface *surface) {
    return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE;
}

/// `SDL_TOUCH_MOUSEID`: the mouse id of mouse events synthesised from touches.
static inline Uint32 CSDL2_TouchMouseID(void) { return SDL_TOUCH_MOUSEID; }

#endif
