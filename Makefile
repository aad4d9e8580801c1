# Two commands for a new user: `make run` and `make test`.
# Both install the Debian packages they need when missing (apt-get as root, sudo otherwise).

APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev libwebp-dev libqrencode-dev \
  libavformat-dev libavcodec-dev libswscale-dev libavutil-dev pkg-config
# The same libraries from Homebrew on a Mac (README "On a Mac").
BREW_PACKAGES := sdl2 sdl2_ttf sdl2_image giflib webp qrencode ffmpeg pkg-config
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
SCENE ?= Configs/scene.json
SYSTEM := $(shell uname -s)
ifeq ($(SYSTEM),Darwin)
# giflib ships no pkg-config file in Homebrew: name its folders to the compiler and linker.
BREW_PREFIX := $(shell brew --prefix 2>/dev/null)
SWIFT_SYSTEM_FLAGS := -Xcc -I$(BREW_PREFIX)/include -Xlinker -L$(BREW_PREFIX)/lib
endif
SWIFT_BUILD_FLAGS := -c release $(SWIFT_SYSTEM_FLAGS)

.PHONY: all deps test-deps build run test lint bench fuzz torture soak soak-live clean

all: build

deps:
ifeq ($(SYSTEM),Darwin)
	@command -v brew >/dev/null 2>&1 || { echo "Homebrew is needed: https://brew.sh"; exit 1; }
	@missing=""; \
	for p in $(BREW_PACKAGES); do brew list --versions $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; brew install $$missing; fi
else
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
endif

build: deps
	swift build $(SWIFT_BUILD_FLAGS)

run: build
	swift run $(SWIFT_BUILD_FLAGS) panel-sandbox run $(SCENE)

# `make test` also validates the shipped configs against Configs/schema, which needs Python's
# jsonschema; when it cannot be installed, scripts/check-configs.sh says so and skips that part.
# The export tests run TypeScript's tsc and tree-sitter's Kotlin parser; a tool that cannot be
# installed is named here and its test skips with the reason.
test-deps: deps
	@python3 -c 'import jsonschema' 2>/dev/null || { \
	  echo "Installing: python3-jsonschema"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends python3-jsonschema >/dev/null; \
	} || echo "note: could not install python3-jsonschema"
	@# The vaul exports are type-checked with TypeScript's tsc against declaration stubs.
	@command -v tsc >/dev/null 2>&1 || { \
	  echo "Installing: node-typescript"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends node-typescript >/dev/null; \
	} || echo "note: could not install node-typescript; the vaul exports' type check is skipped"
	@# The Kotlin in the Compose and Android exports is parsed with tree-sitter's Kotlin grammar (PyPI).
	@python3 -c 'import tree_sitter, tree_sitter_kotlin' 2>/dev/null || { \
	  echo "Installing: tree-sitter, tree-sitter-kotlin (pip)"; \
	  { python3 -m pip --version >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends python3-pip >/dev/null; }; } && \
	  { python3 -m pip install --quiet tree-sitter tree-sitter-kotlin 2>/dev/null || \
	    python3 -m pip install --quiet --user --break-system-packages tree-sitter tree-sitter-kotlin; }; \
	} || echo "note: could not install tree-sitter-kotlin; the Kotlin exports' parse check is skipped"
	@# The exported motion parts are compiled and run against the engine: Kotlin with kotlinc and
	@# java, TypeScript with tsc and node (Docs/export.md "FloatingPanel's feel").
	@missing=""; \
	for tool in kotlinc:kotlin java:default-jre-headless node:nodejs tsc:node-typescript; do \
	  command -v $${tool%%:*} >/dev/null 2>&1 || missing="$$missing $${tool#*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  { $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; } || \
	  echo "note: could not install$$missing; the motion parts' run against the engine is skipped"; \
	fi

	@# The live page runs in Debian's Chromium driven by Selenium (Docs/live.md "Proof"); Selenium
	@# is Debian's, so the tests run it with /usr/bin/python3.
	@missing=""; \
	for p in chromium chromium-driver python3-selenium; do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  { $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; } || \
	  echo "note: could not install$$missing; the live page's browser tests are skipped"; \
	fi

test: test-deps
	SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy swift test $(SWIFT_SYSTEM_FLAGS)
	@# The save-style tests again with the portable polling watcher (Docs/architecture.md "Watching files").
	PANEL_SANDBOX_WATCH=polling swift test --skip-build $(SWIFT_SYSTEM_FLAGS) \
	  --filter 'WatchSaveStyleTests|WatchWakeThreadTests|WatchErrorTests'
	swift build $(SWIFT_BUILD_FLAGS)
	./scripts/check-configs.sh .build/release/panel-sandbox
	$(MAKE) --no-print-directory lint

lint:
	swift format lint --strict --recursive Sources Tests Package.swift

bench: build
	.build/release/panel-sandbox bench

# The long fuzz runs in a release build: 100,000 broken configs, 1,000,000 input
# events, 2,000 damaged recordings and traces and 2,000 random motions for the release finder
# (`make test` runs 3,000, 50,000, 40 and 20).
# PANEL_FUZZ_SEED=N runs another seed (default 7).
# The fuzzers live in the PanelSceneTestSupport target, which only the tests link.
# `-enable-testing` because the test targets import their modules with @testable.
fuzz: deps
	PANEL_FUZZ_LONG=1 swift test -c release -Xswiftc -enable-testing $(SWIFT_SYSTEM_FLAGS) --filter 'FuzzConfigTests|FuzzInputTests|FuzzRecordingTests'

# Editor-save torture in a release build: 1,000 saves in each of five styles while
# the window loop runs headless (`make test` saves 30 of each). PANEL_TORTURE_SEED=N: another seed.
# The torture and the soak live in the SandboxTestSupport target, which only the tests link.
torture: deps
	PANEL_LONG=1 SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
	  swift test -c release -Xswiftc -enable-testing $(SWIFT_SYSTEM_FLAGS) --filter 'TortureSaveTests'

# The soak run in a release build: 216,000 frames, an hour at 60 Hz, run as fast as
# frames go (several minutes). PANEL_SOAK_FRAMES=N runs N frames instead.
soak: deps
	PANEL_LONG=1 SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
	  swift test -c release -Xswiftc -enable-testing $(SWIFT_SYSTEM_FLAGS) --filter 'SoakRunTests'

# The live link under slow clients and a hundred of the largest recordings (Docs/performance.md).
soak-live: build
	/usr/bin/python3 scripts/live-soak.py .build/release/panel-sandbox

clean:
	swift package clean
