#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests, in a directory of its own:
#
#   scripts/start-postgres.sh DIR       start one (initdb, listen on a Unix socket in DIR
#                                       only, create database tcgsim_test); prints its
#                                       SQLAlchemy URL, e.g.
#                                       postgresql+psycopg://tcgsim@/tcgsim_test?host=DIR
#   scripts/start-postgres.sh --stop DIR  stop it and remove DIR
#   scripts/start-postgres.sh --bindir  where the server binaries are (exit 1: none)
#
# No TCP port is opened (nothing to collide with other servers on the machine) and every
# local user may connect without a password: it is for tests, and gone after them. As
# root, the server runs as the postgres user (PostgreSQL refuses to run as root).
# Exit status 2, with the reason on stderr: no PostgreSQL here (scripts/install-postgres.sh).
set -euo pipefail

bindir() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    # where the binaries really are (a PATH entry may be a link to pg_ctl alone)
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  # Debian keeps each major version's binaries off PATH, in /usr/lib/postgresql/<v>/bin.
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$newest" ] && [ -x "$newest/initdb" ] && [ -x "$newest/pg_ctl" ] || return 1
  echo "$newest"
}

as_server_user() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "${1:-}" in
  --bindir)
    bindir
    exit
    ;;
  --stop)
    dir=${2:?usage: start-postgres.sh --stop DIR}
    if bin=$(bindir) && [ -f "$dir/data/postmaster.pid" ]; then
      as_server_user "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    exit 0
    ;;
  ""|-*)
    echo "usage: start-postgres.sh DIR | --stop DIR | --bindir" >&2
    exit 64
    ;;
esac

dir=$1
if ! bin=$(bindir); then
  echo "no PostgreSQL server binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql;" \
    "scripts/install-postgres.sh installs Debian's" >&2
  exit 2
fi
if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
  echo "running as root, and there is no postgres user to run the server as" >&2
  exit 2
fi
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
[ "$(id -u)" = 0 ] && chown postgres: "$dir" && chmod 700 "$dir"
if ! as_server_user "$bin/initdb" -D "$dir/data" -U tcgsim -A trust -E UTF8 --no-locale \
    >"$dir/initdb.log" 2>&1; then
  echo "initdb failed:" >&2
  tail -n 20 "$dir/initdb.log" >&2
  exit 1
fi
# fsync off: a test server's data need not survive a power cut, and it saves seconds.
if ! as_server_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses='' -k $dir -p 5432 -c fsync=off" start >/dev/null; then
  echo "the PostgreSQL server did not start:" >&2
  tail -n 20 "$dir/server.log" >&2
  exit 1
fi
as_server_user "$bin/createdb" -h "$dir" -p 5432 -U tcgsim tcgsim_test
echo "postgresql+psycopg://tcgsim@/tcgsim_test?host=$dir"
