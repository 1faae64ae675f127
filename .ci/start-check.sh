#!/usr/bin/env bash
# The README's `npm start` on the current Node: starts the site on a free port with a fresh SQLite file, loads the
# home page and /api/v1/health, then stops the server. Fails if either answer is wrong or the server never answers.
set -euo pipefail
cd "$(dirname "$0")/.."

port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
name="start-check-$(node -p 'process.versions.node')"
log="var/$name.log"
mkdir -p var && rm -f "var/$name.sqlite"*

# Own session, so stopping it stops npm and the node server beneath it.
env -u DATABASE_URL PORT="$port" HOST=127.0.0.1 SQLITE_PATH="var/$name.sqlite" setsid npm start >"$log" 2>&1 &
server=$!
stop() { kill -TERM -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }
trap stop EXIT

base="http://127.0.0.1:$port"
for _ in $(seq 1 300); do
  curl -fsS -o /dev/null "$base/api/v1/health" 2>/dev/null && break
  kill -0 "$server" 2>/dev/null || { tail -40 "$log"; echo "npm start exited before answering" >&2; exit 1; }
  sleep 1
done
health=$(curl -fsS "$base/api/v1/health") || { tail -40 "$log"; echo "no answer from /api/v1/health" >&2; exit 1; }
home=$(curl -fsS "$base/")
grep -qi '<!doctype html' <<<"$home" || { echo "the home page is not HTML" >&2; exit 1; }
grep -q 'Vaxnear' <<<"$home" || { echo "the home page does not name Vaxnear" >&2; exit 1; }
# Node 24's built-in SQLite (node:sqlite) must not greet operators with an "experimental feature" warning.
! grep -q ExperimentalWarning "$log" || { grep ExperimentalWarning "$log"; echo "npm start printed a warning" >&2; exit 1; }
echo "npm start on Node $(node -v): home page $(wc -c <<<"$home") bytes, /api/v1/health $health"
