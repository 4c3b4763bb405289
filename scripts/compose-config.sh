#!/usr/bin/env bash
# Validates compose files with Docker Compose v2 itself: `docker compose config --quiet` (no engine
# needed). Run by `npm test`'s lint stage.
#
#   compose-config.sh [FILE...]        default: docker-compose.yml; exits non-zero with Compose's
#                                      message when a file is invalid
#
# Uses `docker compose` when the plugin is installed. Otherwise it builds the Compose CLI of the
# pinned release from the Go module proxy once (the GitHub release binaries may be unreachable;
# about 3 minutes on 2 cores) into <cache>/docker-compose/<version>/docker-compose and runs that
# binary standalone, which v2 supports. Needs Go >= the release's go.mod version (1.24.9); without
# Go the check fails with CI=true and is skipped with the reason otherwise.
#
# Environment: MERCATO_CACHE_DIR (default <repo>/.cache), GOPROXY (default proxy.golang.org).
set -euo pipefail

# The one place the Compose version is pinned: a v2 release the Go module proxy serves.
compose_version=v2.40.3
compose_module=github.com/docker/compose/v2

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache_root="${MERCATO_CACHE_DIR:-$repo_root/.cache}"
version_dir="$cache_root/docker-compose/$compose_version"
compose_bin="$version_dir/docker-compose"
in_ci=0
[[ "${CI:-}" == "true" || "${CI:-}" == "1" ]] && in_ci=1

say() { echo "compose-config.sh: $*" >&2; }
die() { say "$*"; exit 1; }

find_go() {
  command -v go || { [[ -x /usr/local/go/bin/go ]] && echo /usr/local/go/bin/go; }
}

# Builds the pinned Compose CLI into $compose_bin. Module and build caches live in a scratch dir that
# is deleted afterwards (about 1.4 GB); the binary alone is kept, so later runs build nothing.
build_compose() {
  local go_bin="$1" build_dir="$version_dir/build" started=$SECONDS
  mkdir -p "$version_dir"
  (
    # Concurrent test runs: one builds, the others wait for it and reuse the binary.
    flock -n 9 || { say "another run is building Docker Compose $compose_version; waiting for it ..."; flock 9; }
    [[ -x "$compose_bin" ]] && exit 0
    say "building Docker Compose $compose_version from the Go module proxy (first run only, a few minutes) ..."
    heartbeat=""
    cleanup() {
      [[ -z "$heartbeat" ]] || kill "$heartbeat" 2>/dev/null || true
      [[ ! -d "$build_dir" ]] || GOMODCACHE="$build_dir/mod" "$go_bin" clean -modcache 2>/dev/null || true
      rm -rf "$build_dir" "$compose_bin.partial"
    }
    trap cleanup EXIT
    cleanup
    # Private caches and settings, so neither the user's Go environment nor a go.work changes the build.
    export GOMODCACHE="$build_dir/mod" GOCACHE="$build_dir/cache" GOPATH="$build_dir/gopath" \
      GOFLAGS=-mod=readonly GOWORK=off CGO_ENABLED=0
    # `go install module@version` refuses Compose's go.mod (it has exclude directives), so fetch the
    # module (checked against the checksum database) and build in its own directory, with its go.sum.
    download="$("$go_bin" mod download -json "$compose_module@$compose_version" 2>&1)" \
      || die "go mod download $compose_module@$compose_version failed (is GOPROXY reachable?): $download"
    source_dir="$(sed -nE 's/^[[:space:]]*"Dir": "(.*)",?$/\1/p' <<< "$download")"
    [[ -d "$source_dir" ]] || die "go mod download printed no module directory: $download"
    ( while sleep 30; do say "  ... still building ($((SECONDS - started))s)"; done ) &
    heartbeat=$!
    # Go's ~200 "downloading" lines go to a log, shown only when the build fails.
    build_log="$version_dir/build.log"
    (cd "$source_dir" && nice -n 19 "$go_bin" build -trimpath \
      -ldflags "-s -w -X $compose_module/internal.Version=$compose_version" \
      -o "$compose_bin.partial" ./cmd) > "$build_log" 2>&1 || {
      grep -v '^go: downloading ' "$build_log" | tail -n 40 >&2
      die "building Docker Compose $compose_version failed (go build output above; all of it in $build_log)"
    }
    mv "$compose_bin.partial" "$compose_bin"
    rm -f "$build_log"
    say "built Docker Compose $compose_version in $((SECONDS - started))s: $compose_bin"
  ) 9>"$version_dir/.lock"
}

# Sets `compose` to the command that runs Docker Compose, building it when needed; leaves it empty
# when the check is skipped (no Go, outside CI).
compose=()
find_compose() {
  if docker compose version >/dev/null 2>&1; then
    compose=(docker compose)
    return
  fi
  if [[ ! -x "$compose_bin" ]]; then
    local go_bin
    if ! go_bin="$(find_go)"; then
      local why="the docker compose plugin is not installed and Go (to build Compose $compose_version) is not found"
      (( in_ci )) && die "$why; install Go 1.24.9+ or the docker compose plugin (CI=true: the check may not be skipped)"
      say "skipped: $why"
      return
    fi
    build_compose "$go_bin" >&2
  fi
  compose=("$compose_bin")
}

files=("$@")
(( ${#files[@]} > 0 )) || files=("$repo_root/docker-compose.yml")

find_compose
(( ${#compose[@]} > 0 )) || exit 0
for file in "${files[@]}"; do
  "${compose[@]}" -f "$file" config --quiet || die "$file is not a valid compose file (${compose[*]} config)"
  echo "docker compose config: $file is valid (Docker Compose $("${compose[@]}" version --short))"
done
