#!/usr/bin/env bash
# PostgreSQL for the server's tests (tests/unit/server/postgres.ts): starts
# this machine's cluster (Debian's postgresql package; makes one when there
# is none) and the role the tests use, `booking` with password `booking`,
# allowed to create databases and to end the autovacuum of those it drops. Run as root; running it again changes
# nothing. Prints the TEST_DATABASE_URL to use.
#   sudo bash scripts/postgres-for-tests.sh
set -euo pipefail
# Only the URL goes to standard output (CI reads it); the tools' own
# messages, such as pg_ctlcluster's "Removed stale pid file.", go to
# standard error.
if ! command -v pg_lsclusters > /dev/null; then
  echo "postgres-for-tests: PostgreSQL is not installed: apt-get install postgresql" >&2
  exit 1
fi
if [ -z "$(pg_lsclusters -h)" ]; then
  version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
  pg_createcluster "$version" main >&2
fi
read -r version cluster port status _ < <(pg_lsclusters -h | head -1)
[ "$status" = online ] || pg_ctlcluster "$version" "$cluster" start >&2
as_postgres() { runuser -u postgres -- psql -p "$port" -v ON_ERROR_STOP=1 -qtAc "$1"; }
if [ "$(as_postgres "SELECT 1 FROM pg_roles WHERE rolname = 'booking'")" != 1 ]; then
  as_postgres "CREATE ROLE booking LOGIN PASSWORD 'booking' CREATEDB"
fi
# A test's database is dropped WITH (FORCE) when the test ends; when an
# autovacuum worker is in it at that moment, PostgreSQL ends that worker
# only for a role of pg_signal_backend, and fails the drop otherwise.
if [ "$(as_postgres "SELECT pg_has_role('booking', 'pg_signal_backend', 'MEMBER')")" != t ]; then
  as_postgres "GRANT pg_signal_backend TO booking"
fi
echo "postgres://booking:booking@127.0.0.1:${port}/postgres"
