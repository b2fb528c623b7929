#!/usr/bin/env bash
# Finds a Chromium for Playwright and prints its path: $CHROMIUM_PATH, else /usr/bin/chromium. On a
# Debian machine, as root, installs Debian's `chromium` package when it is missing; otherwise says
# in one line what to install. Everything but the path goes to stderr.
set -euo pipefail

runs() { "$1" --version >/dev/null 2>&1; }

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ] && runs "$CHROMIUM_PATH"; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH does not run: point it at a working Chromium binary." >&2
  exit 1
fi

want=/usr/bin/chromium
if [ -x "$want" ] && runs "$want"; then echo "$want"; exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium >&2
  if [ -x "$want" ] && runs "$want"; then echo "$want"; exit 0; fi
fi

echo "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
