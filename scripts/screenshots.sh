#!/bin/sh
# Regenerates the README's window screenshots in Docs/screenshots/ from the program itself.
#
# The real window runs under a virtual X display (xvfb-run) and plays the scripted tour of
# Sources/Sandbox/App/ScreenshotTour.swift through `panel-sandbox run --screenshots`: each picture
# is a frame the window saved the way its `F12` key does; ab-plot.png is drawn headless, and
# springs.gif is `render --scenario` of scripts/springs-scenario.json on three spring responses,
# release-map.png is `map` of the default scene with the three platforms.
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
build_path="${BUILD_PATH:-.build}"
swift build --build-path "$build_path" --product panel-sandbox
SDL_RENDER_DRIVER=software xvfb-run -a -s "-screen 0 1400x1000x24" \
  "$build_path/debug/panel-sandbox" run --screenshots "$output" Configs/scene.json

"$build_path/debug/panel-sandbox" render --scenario scripts/springs-scenario.json \
  --vary springResponseTime=0.25,0.7 -o "$output/springs.gif"

"$build_path/debug/panel-sandbox" map Configs/scene.json --platform material,compose,vaul \
  -o "$output/release-map.png"

ls -l "$output"/*.png "$output"/*.gif
