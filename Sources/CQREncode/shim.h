#ifndef PANEL_SANDBOX_CQRENCODE_SHIM_H
#define PANEL_SANDBOX_CQRENCODE_SHIM_H

// libqrencode (Debian's libqrencode-dev): the QR code of the live link's URL (Docs/live.md).
#include <qrencode.h>

#endif
