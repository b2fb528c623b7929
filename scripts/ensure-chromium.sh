#!/usr/bin/env bash
# Finds a Chromium for Playwright and prints its path. Everything but the path goes to stderr.
#   ensure-chromium.sh shell    the browser tests: Debian's `chromium-headless-shell` (the same
#                               Chromium without the desktop browser's windowing parts; it takes
#                               about a third less CPU per test on two cores), else full Chromium;
#   ensure-chromium.sh browser  the bench: Debian's `chromium`, the browser people run.
# $CHROMIUM_PATH wins over both. On a Debian machine, as root, installs the missing package;
# otherwise says in one line what to install.
set -euo pipefail

kind="${1:-browser}"
case "$kind" in
  shell) package=chromium-headless-shell want=/usr/bin/chromium-headless-shell ;;
  browser) package=chromium want=/usr/bin/chromium ;;
  *) echo "ensure-chromium.sh: unknown kind '$kind' (shell or browser)" >&2; exit 2 ;;
esac

runs() { [ -x "$1" ] && "$1" --version >/dev/null 2>&1; }

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if runs "$CHROMIUM_PATH"; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH does not run: point it at a working Chromium binary." >&2
  exit 1
fi

if runs "$want"; then echo "$want"; exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "$want not found: installing Debian's $package package…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "$package" >&2 || true
  if runs "$want"; then echo "$want"; exit 0; fi
fi

# The browser tests run in full Chromium too, only slower.
if [ "$kind" = shell ]; then
  if ! runs /usr/bin/chromium && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    apt-get install -y -qq --no-install-recommends chromium >&2 || true
  fi
  if runs /usr/bin/chromium; then
    echo "$package is not installed: the browser tests use /usr/bin/chromium (slower)." >&2
    echo /usr/bin/chromium
    exit 0
  fi
fi

echo "Chromium is missing: install Debian's '$package' package (apt-get install $package) or set CHROMIUM_PATH." >&2
exit 1
