#!/usr/bin/env bash
# What the browser tests (tests/e2e) drive: the machine's own Chromium. Installs Debian's
# chromium package when no Chromium is found and this machine can (root with apt-get, or
# password-less sudo). Never downloads Playwright's browser builds. Always exits 0: without
# a Chromium the browser tests are skipped with the reason.
set -u
found() {
  for b in "${TCGSIM_CHROMIUM:-}" chromium chromium-browser google-chrome google-chrome-stable; do
    [ -n "$b" ] && command -v "$b" >/dev/null 2>&1 && { command -v "$b"; return 0; }
  done
  return 1
}
if path=$(found); then
  echo "browser tests: using $path"
  exit 0
fi
if [ "$(id -u)" = 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  echo "browser tests: no Chromium, and no root to install one: they will be skipped"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "browser tests: no Chromium and no apt-get: install Chromium or set TCGSIM_CHROMIUM"
  exit 0
fi
echo "browser tests: installing Debian's chromium (apt-get)..."
if $as_root apt-get update -qq >/dev/null && \
   DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq chromium >/dev/null; then
  echo "browser tests: using $(found)"
else
  echo "browser tests: could not install chromium: they will be skipped"
fi
exit 0
