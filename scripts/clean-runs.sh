#!/usr/bin/env bash
# Runs `npm test` N times in a row (default 5), each from a fresh clone of this
# repository at the commit HEAD was when it started (commits made meanwhile do
# not change what later runs test), as CI does, with retries off (CI unset), and
# prints one line per run: its commit, exit code, install and test times and
# Playwright's closing counts. Stops at the first failure unless --all is given.
#   bash scripts/clean-runs.sh [N] [--all]
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs=5 all=0
for arg in "$@"; do
  case "$arg" in
    --all) all=1 ;;
    ''|*[!0-9]*) echo "usage: bash scripts/clean-runs.sh [N] [--all]" >&2; exit 2 ;;
    *) runs=$arg ;;
  esac
done
commit="$(git -C "$repo" rev-parse HEAD)"
work="$(mktemp -d)"
echo "clones and logs in $work, every run on $(git -C "$repo" rev-parse --short HEAD)"
for n in $(seq 1 "$runs"); do
  clone="$work/run-$n"
  git clone -q "$repo" "$clone"
  cd "$clone" || exit 1
  git checkout -q "$commit" || exit 1
  start=$(date +%s)
  npm install --no-audit --no-fund > install.log 2>&1
  installed=$(date +%s)
  env -u CI npm test > test.log 2>&1
  rc=$?
  end=$(date +%s)
  counts=$(grep -E "^\s+[0-9]+ (passed|failed|flaky)" test.log | tr -s ' ' | tr '\n' ' ')
  echo "run $n on $(git rev-parse --short HEAD): exit $rc, install $((installed - start)) s, npm test $((end - installed)) s;${counts}"
  rm -rf node_modules
  if [ "$rc" -ne 0 ] && [ "$all" -eq 0 ]; then echo "stopped: see $clone/test.log"; exit "$rc"; fi
done
