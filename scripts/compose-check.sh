#!/usr/bin/env bash
# Runs deploy/compose.yaml for real with podman and books through it (issue #29): `npm run compose:check`, after
# `npm run image:check` has built the image (which runs this at its end). Needs root, podman and buildah.
# Not part of .ci/run: building the image takes about 9 minutes of this machine's 2 cores uncached, and CI's
# 20-minute budget is already about 17 minutes used (docs/operations.md, "Containers").
#
# - PostgreSQL: the compose file's `db` image comes from a registry, which this machine cannot reach. Where it is
#   absent, the check builds a stand-in from Debian's own postgresql-15 (scripts/compose-check/postgres.Containerfile)
#   and names it through the file's POSTGRES_IMAGE variable; the app image through VAXNEAR_IMAGE.
# - scripts/compose-check/run.ts reads the compose file and runs its services with podman, in dependency order and
#   waiting on each condition (podman-compose 1.0.3, Debian's, ignores the conditions).
# - Podman here (docs/operations.md): lowered ulimits, `--cgroups=disabled`, and a private mount namespace without
#   the cgroup2 mount. The whole check runs in ONE such namespace: podman keeps each container's network namespace
#   mounted under /run/netns, and a podman outside the namespace cannot tear the network down.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${COMPOSE_CHECK_IN_NAMESPACE:-}" ]; then
  exec unshare --mount --propagation private env COMPOSE_CHECK_IN_NAMESPACE=1 bash "$0" "$@"
fi
umount /sys/fs/cgroup/unified 2>/dev/null || true

export VAXNEAR_IMAGE=${VAXNEAR_IMAGE:-localhost/vaxnear:check}
podman image exists "$VAXNEAR_IMAGE" || { echo "no image $VAXNEAR_IMAGE: run npm run image:check first" >&2; exit 1; }

upstream=docker.io/library/postgres:16-bookworm
if [ -z "${POSTGRES_IMAGE:-}" ] && ! podman image exists "$upstream" \
  && ! podman pull -q "$upstream" >/dev/null 2>&1; then
  export POSTGRES_IMAGE=localhost/vaxnear-postgres:15-bookworm
  base=docker.io/library/debian:bookworm-slim
  podman image exists "$base" || base=docker.io/library/node:24-bookworm-slim # image-check.sh's Debian base
  started=$SECONDS
  buildah bud --format docker --isolation chroot --pull-never --layers --quiet --build-arg "BASE=$base" \
    -t "$POSTGRES_IMAGE" -f scripts/compose-check/postgres.Containerfile scripts/compose-check >/dev/null
  echo "no registry: $POSTGRES_IMAGE (Debian's PostgreSQL 15 on $base) built in $((SECONDS - started)) s"
fi

export COMPOSE_CHECK_RUN_ARGS='--ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --cgroups=disabled'
# Netavark (1.x) leaves an empty port-forwarding chain per network behind: remove those this run made.
chains() { iptables -t nat -S 2>/dev/null | awk '/^-N NETAVARK-DN-/ { print $2 }' | sort; }
before=$(chains)
status=0
node --import tsx scripts/compose-check/run.ts deploy/compose.yaml || status=$?
for chain in $(comm -13 <(echo "$before") <(chains)); do
  if ! iptables -t nat -S "$chain" | grep -q '^-A' && ! iptables -t nat -S | grep -q -- "-j $chain\b"; then
    iptables -t nat -X "$chain"
  fi
done
exit "$status"
