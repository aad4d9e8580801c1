#ifndef PANEL_SANDBOX_CFFMPEG_SHIM_H
#define PANEL_SANDBOX_CFFMPEG_SHIM_H

// FFmpeg's libraries (Debian's libavformat-dev, libavcodec-dev, libswscale-dev, libavutil-dev):
// demuxing, decoding and encoding screen recordings, and converting their pixels.
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>

// The error codes FFmpeg writes as macros Swift cannot import.
static inline int panel_averror_eof(void) { return AVERROR_EOF; }
static inline int panel_averror_eagain(void) { return AVERROR(EAGAIN); }

#endif
