#!/usr/bin/env bash
# Finds a Chromium for Playwright: $CHROMIUM_PATH, else /usr/bin/chromium. On a Debian machine, as
# root, installs Debian's `chromium` package when it is missing; otherwise says what to install.
set -euo pipefail
want="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$want" ]; then echo "$want"; exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable: point it at a Chromium binary." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
echo "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
