#!/bin/sh
# Regenerates the README's window screenshots in Docs/screenshots/ from the program itself.
#
# The real window runs under a virtual X display (xvfb-run) and plays the scripted tour of
# Sources/Sandbox/App/ScreenshotTour.swift: each picture is a frame the window saved the way its
# `P` key does. The tour is reached through its test, which writes into the folder named by
# PANEL_SANDBOX_SCREENSHOTS (a plain `swift test` keeps the pictures in a temporary folder).
#
# Usage: scripts/screenshots.sh [OUTPUT_FOLDER]   (default: Docs/screenshots)
# Needs: xvfb (apt-get install xvfb), the packages `make deps` installs.
set -eu

cd "$(dirname "$0")/.."
output="${1:-Docs/screenshots}"
mkdir -p "$output"
output="$(cd "$output" && pwd)"

if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "screenshots.sh: xvfb-run not found (apt-get install xvfb)" >&2
  exit 1
fi

# The display is larger than the widest window of the tour (1000 + 380 points wide). SDL's
# software renderer, because Xvfb has no GPU and Mesa's GL drawable keeps its first size when the
# window is resized without a window manager (the rotation shot resizes it).
PANEL_SANDBOX_SCREENSHOTS="$output" SDL_RENDER_DRIVER=software xvfb-run -a -s "-screen 0 1400x1000x24" \
  swift test --build-path "${BUILD_PATH:-.build}" --filter 'SandboxTests.ScreenshotTourTests'

ls -l "$output"/*.png
