#!/usr/bin/env bash
# usage: apt-install.sh LABEL PACKAGE HINT
# Installs Debian's PACKAGE for the LABEL tests when this machine can (root with apt-get, or
# password-less sudo). Exits 0 once installed; otherwise says why (HINT: what to do instead)
# and exits 1, and the caller's tests are skipped with the reason.
set -u
label=$1 pkg=$2 hint=$3
if [ "$(id -u)" = 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  echo "$label tests: no $pkg, and no root to install it: they will be skipped"
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "$label tests: no $pkg and no apt-get: $hint"
  exit 1
fi
echo "$label tests: installing Debian's $pkg (apt-get)..."
if $as_root apt-get update -qq >/dev/null && \
   DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq "$pkg" >/dev/null; then
  exit 0
fi
echo "$label tests: could not install $pkg: they will be skipped"
exit 1
