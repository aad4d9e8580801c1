#ifndef PANEL_SANDBOX_CSDL2_SHIM_H
#define PANEL_SANDBOX_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

#endif
