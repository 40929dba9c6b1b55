#!/usr/bin/env bash
# What the PostgreSQL variant of the storage tests runs on: the machine's own PostgreSQL
# server binaries (the tests start a throwaway server of their own with
# scripts/start-postgres.sh, unless TCGSIM_TEST_POSTGRES_URL names one). Installs Debian's
# postgresql package when no server binaries are found and this machine can (root with
# apt-get, or password-less sudo). Always exits 0: without PostgreSQL those tests are
# skipped with the reason.
set -u
here=$(dirname "$0")
if bin=$(bash "$here/start-postgres.sh" --bindir 2>/dev/null); then
  echo "postgres tests: using $bin"
  exit 0
fi
if [ "$(id -u)" = 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  echo "postgres tests: no PostgreSQL, and no root to install it: they will be skipped"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "postgres tests: no PostgreSQL and no apt-get: install it or set TCGSIM_TEST_POSTGRES_URL"
  exit 0
fi
echo "postgres tests: installing Debian's postgresql (apt-get)..."
# The package's own cluster is not needed (the tests start theirs): don't create one.
if $as_root apt-get update -qq >/dev/null && \
   DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq postgresql >/dev/null; then
  echo "postgres tests: using $(bash "$here/start-postgres.sh" --bindir)"
else
  echo "postgres tests: could not install postgresql: they will be skipped"
fi
exit 0
