#!/usr/bin/env bash
# Runs the README's commands as a new developer would, on a fresh clone of
# this repository's HEAD: npm install, npm start (the API, the build of every
# demo property and the static server; a page and the API answer), the offer
# examples, npm run serve on another port beside the running API (its pages
# get CORS), the deploy build with production addresses, and Ctrl+C (nothing
# left running). One line per command; the first failure ends it non-zero.
# Ports: API 28787, sites 24321 and 24322 (README "Configuration").
#   bash scripts/readme-commands.sh
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
clone="$work/clone"
API_PORT=28787 SITE_PORT=24321 OTHER_PORT=24322
export API_PORT SITE_PORT
pids=()
# Each background command runs in a process group of its own: Ctrl+C is a SIGINT to the whole group, as a terminal sends it.
cleanup() { for pid in "${pids[@]}"; do kill -INT -- "-$pid" 2> /dev/null; done; }
trap cleanup EXIT

step() { echo "ok: $1"; }
fail() {
  echo "FAILED: $1 (logs in $work)"
  exit 1
}
# Waits until a file holds a text, for at most $3 seconds, or until the command writing it ($4) has ended.
wait_for() {
  for _ in $(seq 1 "$3"); do
    grep -q "$2" "$1" 2> /dev/null && return 0
    kill -0 "$4" 2> /dev/null || return 1
    sleep 1
  done
  return 1
}
# GET a property's page as a browser asks for {slug}.localhost.
page() { curl -fsS -o /dev/null -w '%{http_code}' -H "Host: $1.localhost:$2" "http://127.0.0.1:$2$3"; }

git clone -q "$repo" "$clone" || fail "git clone"
cd "$clone" || exit 1
npm install --no-audit --no-fund > "$work/install.log" 2>&1 || fail "npm install"
step "npm install"

setsid npm start > "$work/start.log" 2>&1 &
pids+=($!)
wait_for "$work/start.log" "Press Ctrl+C to stop." 300 "$!" || fail "npm start: $(tail -1 "$work/start.log")"
grep -q "http://villa-adriatic.localhost:$SITE_PORT/" "$work/start.log" || fail "npm start (Villa Adriatic's URL)"
[ "$(page villa-adriatic "$SITE_PORT" /en/)" = 200 ] || fail "npm start (Villa Adriatic's page)"
curl -fsS "http://127.0.0.1:$API_PORT/api/health" > /dev/null || fail "npm start (the API's health)"
step "npm start"

npm run --silent offer:create -- --engine villa-adriatic --list > "$work/offer-list.log" 2>&1 || fail "npm run offer:create -- --engine villa-adriatic --list"
grep -q "104:1041" "$work/offer-list.log" || fail "offer:create --list (the unit type 104 and its rate 1041)"
step "npm run offer:create -- --engine villa-adriatic --list"
npm run --silent offer:create -- --engine villa-adriatic --from +30 --to +33 \
  --room 104:1041:2::2 --room 104:1042:2:7 --service 103=1 \
  --discount 10% --discount-name "Returning guest" --valid-days 14 \
  --first-name Ana --last-name Horvat --email ana.horvat@example.com --country HR > "$work/offer.log" 2>&1 || fail "npm run offer:create (the README example)"
link="$(sed -n 's/^Guest link: //p' "$work/offer.log")"
[ -n "$link" ] || fail "offer:create (no guest link printed)"
[ "$(page villa-adriatic "$SITE_PORT" "$link")" = 200 ] || fail "the offer's link"
step "npm run offer:create -- --engine villa-adriatic --from +30 --to +33 … (link $link)"

SITE_PORT=$OTHER_PORT setsid npm run serve > "$work/serve.log" 2>&1 &
pids+=($!)
wait_for "$work/serve.log" "Static sites on" 30 "$!" || fail "npm run serve on SITE_PORT=$OTHER_PORT: $(tail -1 "$work/serve.log")"
[ "$(page villa-adriatic "$OTHER_PORT" /en/)" = 200 ] || fail "npm run serve (a page)"
origin="http://villa-adriatic.localhost:$OTHER_PORT"
curl -fsS -D - -o /dev/null -H "Origin: $origin" "http://127.0.0.1:$API_PORT/api/health" | grep -qi "access-control-allow-origin: $origin" || fail "the API's CORS for npm run serve on another port"
step "SITE_PORT=$OTHER_PORT npm run serve (pages, and CORS from the running API)"

BUILD_API_URL="http://127.0.0.1:$API_PORT/api" PUBLIC_API_URL=https://api.example.com/api SITE_DOMAIN=book.example.com \
  npm run --silent build -- --out "$work/deploy" --quiet > "$work/deploy.log" 2>&1 || fail "the deploy build (BUILD_API_URL, PUBLIC_API_URL, SITE_DOMAIN)"
grep -qF '\.book\.example\.com$;' "$work/deploy/nginx/booking.conf" || fail "the deploy build's nginx example (SITE_DOMAIN)"
grep -rqF "https://api.example.com/api" "$work/deploy/sites/villa-adriatic/" || fail "the deploy build's pages (PUBLIC_API_URL)"
step "BUILD_API_URL=… PUBLIC_API_URL=https://api.example.com/api SITE_DOMAIN=book.example.com npm run build"

cleanup
pids=()
for _ in $(seq 1 20); do
  if ! curl -fsS "http://127.0.0.1:$API_PORT/api/health" > /dev/null 2>&1 && ! curl -fsS -o /dev/null "http://127.0.0.1:$SITE_PORT/" 2> /dev/null; then
    step "Ctrl+C (nothing left running)"
    rm -rf "$work"
    exit 0
  fi
  sleep 1
done
fail "Ctrl+C (the API or the site still answers)"
