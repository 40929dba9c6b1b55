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
# (The package's own cluster is not needed: the tests start theirs.)
if bash "$here/apt-install.sh" postgres postgresql \
    "install it or set TCGSIM_TEST_POSTGRES_URL"; then
  echo "postgres tests: using $(bash "$here/start-postgres.sh" --bindir)"
fi
exit 0
