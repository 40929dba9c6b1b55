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
if bash "$(dirname "$0")/apt-install.sh" browser chromium \
    "install Chromium or set TCGSIM_CHROMIUM"; then
  echo "browser tests: using $(found)"
fi
exit 0
