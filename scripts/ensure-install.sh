#!/usr/bin/env bash
# Installs what `npm start` (and, with --test, `npm test`) needs and is missing; a no-op taking well
# under a second when everything is there. Run by npm's prestart/pretest hooks.
#
#   ensure-install.sh          npm dependencies and the Node 24 runtime (devDependency `node`)
#   ensure-install.sh --test   also Chromium (e2e), Java 17+ and Maven (local Kafka broker),
#                              the Kafka broker jars (deploy/kafka/kafka.sh resolve) and
#                              schemathesis (the fuzz stage) in a Python venv under .cache
#
# Root installs missing system packages with apt-get (Debian); anyone else is told the command.
# Schemathesis needs only python3: without ensurepip (Debian's python3-venv) the venv is made
# without pip and pip, pinned and hash-checked, comes from PyPI, so no one installs it by hand.
# With CI=true a missing Chromium or Java/Maven is an error, so no test stage can be skipped.
# Environment: CHROMIUM_PATH (default /usr/bin/chromium), MERCATO_APT_TIMEOUT (seconds, default 1200).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

want_test=0
for arg in "$@"; do
  case "$arg" in
    --test) want_test=1 ;;
    *) echo "ensure-install.sh: unknown option $arg (usage: ensure-install.sh [--test])" >&2; exit 2 ;;
  esac
done

in_ci=0
[[ "${CI:-}" == "true" || "${CI:-}" == "1" ]] && in_ci=1
apt_timeout="${MERCATO_APT_TIMEOUT:-1200}"
node_major_wanted=24

log() { echo "[setup] $*"; }
fail() { echo "[setup] ERROR: $*" >&2; exit 1; }
now() { date +%s; }
elapsed() { echo "$(( $(now) - $1 ))s"; }

# Runs a long command, printing a line every 30 s so logs show it is alive.
with_heartbeat() {
  local label="$1"; shift
  local started; started="$(now)"
  "$@" &
  local pid=$!
  ( while sleep 30; do log "  ... $label still running ($(elapsed "$started"))"; done ) &
  local beat=$!
  local rc=0
  wait "$pid" || rc=$?
  kill "$beat" 2>/dev/null || true
  wait "$beat" 2>/dev/null || true
  return "$rc"
}

# ---------------------------------------------------------------------------- npm dependencies
install_reason() {
  if [[ ! -d node_modules ]]; then echo "node_modules is missing"
  elif [[ ! -f node_modules/.package-lock.json ]]; then echo "node_modules has no .package-lock.json (incomplete install)"
  elif [[ package-lock.json -nt node_modules/.package-lock.json ]]; then echo "package-lock.json is newer than node_modules"
  elif [[ -n "$(find patches -name '*.patch' -newer node_modules/.package-lock.json 2>/dev/null)" ]]; then echo "a patch in patches/ is newer than node_modules"
  fi
}

npm_install() {
  local started; started="$(now)"
  local out; out="$(mktemp)"
  log "npm ci --no-audit --no-fund ($1)"
  if with_heartbeat "npm ci" bash -c 'npm ci --no-audit --no-fund > "$0" 2>&1' "$out" && [[ -d node_modules ]]; then
    grep -vE 'Unknown (user|project) config' "$out" | tail -n 3 || true
  elif grep -qE 'EUSAGE|in sync|lock file|lockfile' "$out"; then
    log "npm ci refused package-lock.json: it is out of sync with package.json:"
    grep -E 'in sync|Missing:|Invalid:' "$out" | sed -E 's/^npm error /[setup]   /' | head -n 5 || true
    log "falling back to npm install (it updates package-lock.json: commit that)"
    with_heartbeat "npm install" npm install --no-audit --no-fund || { rm -f "$out"; fail "npm install failed (see the output above)"; }
  else
    cat "$out" >&2
    rm -f "$out"
    fail "npm ci failed (output above); is the npm registry reachable?"
  fi
  rm -f "$out"
  # npm install may rewrite package-lock.json after node_modules/.package-lock.json: mark the
  # install as newer so the next run does not reinstall.
  touch node_modules/.package-lock.json
  log "npm dependencies installed in $(elapsed "$started")"
}

ensure_npm_dependencies() {
  local reason; reason="$(install_reason)"
  if [[ -n "$reason" ]]; then
    command -v npm >/dev/null || fail "npm not found: install Node.js 20+ with npm 10+ first"
    npm_install "$reason"
  fi
}

# ---------------------------------------------------------------------------- Node 24 runtime
node_major() { "$repo_root/node_modules/.bin/node" --version 2>/dev/null | sed -nE 's/^v([0-9]+)\..*/\1/p'; }

ensure_node_runtime() {
  local major; major="$(node_major || true)"
  [[ "$major" == "$node_major_wanted" ]] && return
  local started; started="$(now)"
  log "node_modules/.bin/node is $([[ -n "$major" ]] && echo "Node $major" || echo "missing or broken"); reinstalling the 'node' package (Node $node_major_wanted)"
  # bin/node is a hard link into the platform package node-<os>-<arch>: remove both, so the
  # package's install script (run by the machine's node) downloads and links a fresh binary.
  rm -rf node_modules/node/bin/node node_modules/node/node_modules/node-*-*
  with_heartbeat "npm rebuild node" npm rebuild node --no-audit --no-fund || true
  major="$(node_major || true)"
  if [[ "$major" != "$node_major_wanted" ]]; then
    local version; version="$(sed -nE 's/^ *"node": *"([0-9.]+)".*/\1/p' package.json | head -n 1)"
    log "npm rebuild did not restore it; npm install --no-save node@${version:-$node_major_wanted}"
    rm -rf node_modules/node
    with_heartbeat "npm install node" npm install --no-save --no-audit --no-fund "node@${version:-$node_major_wanted}" || true
    major="$(node_major || true)"
  fi
  [[ "$major" == "$node_major_wanted" ]] || fail "node_modules/.bin/node is not Node $node_major_wanted after reinstalling.
  The 'node' devDependency downloads its binary from the npm registry in an install script:
  with npm 11 it must be allowed in package.json \"allowScripts\" (it is); check the output above,
  then run: rm -rf node_modules && npm ci"
  log "Node $node_major_wanted runtime ready in $(elapsed "$started")"
}

# ---------------------------------------------------------------------------- system packages (--test)
chromium_path() { echo "${CHROMIUM_PATH:-/usr/bin/chromium}"; }
have_chromium() { [[ -x "$(chromium_path)" ]]; }

java_major() {
  command -v java >/dev/null || return 0
  java -version 2>&1 | sed -nE '1s/.*version "([0-9]+)(\.[0-9]+)*.*".*/\1/p' | sed -E 's/^1$/8/'
}
have_java() { local major; major="$(java_major)"; [[ -n "$major" && "$major" -ge 17 ]]; }
have_mvn() { command -v mvn >/dev/null; }
# The fuzz stage's Python: any python3 with the venv module. Debian moves ensurepip (the venv's pip)
# into python3-venv: root installs it, anyone else gets pip from PyPI (bootstrap_pip).
have_python() { command -v python3 >/dev/null && python3 -c 'import venv' 2>/dev/null; }
have_python_venv() { have_python && python3 -c 'import ensurepip' 2>/dev/null; }

apt_install() {
  local started; started="$(now)"
  export DEBIAN_FRONTEND=noninteractive
  log "apt-get update"
  with_heartbeat "apt-get update" timeout "$apt_timeout" apt-get update -qq \
    || fail "apt-get update failed or timed out after ${apt_timeout}s"
  # OpenJDK's post-install script expects the man directory that slim images delete.
  mkdir -p /usr/share/man/man1
  log "apt-get install $* (can take a few minutes)"
  with_heartbeat "apt-get install" timeout "$apt_timeout" \
    apt-get install -y -qq --no-install-recommends -o Dpkg::Use-Pty=0 "$@" \
    || fail "apt-get install $* failed or timed out after ${apt_timeout}s"
  log "installed $* in $(elapsed "$started")"
}

ensure_system_packages() {
  local missing=() why=()
  if ! have_chromium; then
    if [[ -n "${CHROMIUM_PATH:-}" ]]; then
      fail "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file"
    fi
    missing+=(chromium); why+=("Chromium for the e2e tests ($(chromium_path))")
  fi
  if ! have_java; then missing+=(openjdk-17-jre-headless); why+=("Java 17+ for the local Kafka broker (found: $(java_major || true))"); fi
  if ! have_mvn; then missing+=(maven); why+=("Maven to fetch the Kafka broker jars"); fi
  if [[ "$(id -u)" == 0 ]] && ! have_python_venv; then missing+=(python3-venv); why+=("Python 3 with venv for schemathesis (the fuzz stage)")
  elif ! have_python; then missing+=(python3); why+=("Python 3 for schemathesis (the fuzz stage)"); fi
  if ! command -v openssl >/dev/null; then missing+=(openssl); why+=("openssl for the lighthouse stage's local stand-in of the social pixel's host"); fi
  [[ ${#missing[@]} -eq 0 ]] && return

  local item
  for item in "${why[@]}"; do log "missing: $item"; done
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    apt_install "${missing[@]}"
  else
    local hint="sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
    command -v apt-get >/dev/null || hint="install ${missing[*]} with your system's package manager (Java 17+; or set CHROMIUM_PATH / KAFKA_BROKERS)"
    if (( in_ci )); then
      fail "cannot install ${missing[*]} (not root). Run: $hint"
    fi
    log "WARNING: not root, so not installing. Run:"
    log "  $hint"
    log "Without them the e2e and Kafka test stages fail (set CHROMIUM_PATH, or KAFKA_BROKERS for an existing broker)."
    return
  fi
  have_chromium || fail "Chromium still missing at $(chromium_path) after apt-get install"
  have_java || fail "Java 17+ still missing after apt-get install"
  have_mvn || fail "mvn still missing after apt-get install"
  have_python || fail "python3 with venv still unavailable after apt-get install"
  command -v openssl >/dev/null || fail "openssl still missing after apt-get install"
}

# schemathesis, pinned, in its own venv; reinstalled when the pin changes. scripts/fuzz-api.sh runs it.
schemathesis_version=4.32.5
schemathesis_venv() { echo "${MERCATO_CACHE_DIR:-$repo_root/.cache}/schemathesis"; }

# pip for a venv made without it (no ensurepip, and no root to install python3-venv).
pip_version=26.3
pip_wheel="pip-$pip_version-py3-none-any.whl"
pip_wheel_url="https://files.pythonhosted.org/packages/07/25/ee8c38ae72d66b844ce8eb9711ba905dba21ca1a8a0c960057c41cd23337/$pip_wheel"
pip_wheel_sha256=f3b60b20ffaadd4415ed7957212a38ac63fa4c5fa375bd0f4a797777940fad13

# Puts pip into the venv $1 from its wheel. The machine's own pip fetches the wheel when there is
# one (its index and proxy settings apply), else Python's urllib from PyPI; either way the wheel
# must match the pinned hash. A pip wheel runs as is, so it installs itself.
bootstrap_pip() {
  local venv="$1" wheels="$1/.pip-wheels"
  mkdir -p "$wheels"
  if python3 -m pip --version >/dev/null 2>&1; then
    python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: --dest "$wheels" "pip==$pip_version" \
      || fail "pip download pip==$pip_version failed (is PyPI reachable?)"
  fi
  python3 - "$pip_wheel_url" "$wheels/$pip_wheel" "$pip_wheel_sha256" <<'PY' || fail "could not get $pip_wheel from PyPI with the pinned hash"
import hashlib, os, sys, urllib.request
url, dest, sha256 = sys.argv[1:]
if not os.path.exists(dest):
    with urllib.request.urlopen(url, timeout=120) as response, open(dest, "wb") as out:
        out.write(response.read())
with open(dest, "rb") as wheel:
    if hashlib.sha256(wheel.read()).hexdigest() != sha256:
        sys.exit(f"{dest}: sha256 is not the pinned {sha256}")
PY
  "$venv/bin/python" "$wheels/$pip_wheel/pip" install --quiet --disable-pip-version-check --no-index --find-links "$wheels" "pip==$pip_version" \
    || fail "installing pip $pip_version into $venv failed"
  rm -rf "$wheels"
}

ensure_schemathesis() {
  local venv; venv="$(schemathesis_venv)"
  [[ -f "$venv/.installed-$schemathesis_version" ]] && return
  if ! have_python; then
    (( in_ci )) && fail "Python 3 is required for the fuzz stage in CI"
    log "WARNING: skipping schemathesis (no python3 with its venv module); the fuzz stage will fail"
    return
  fi
  local started; started="$(now)"
  log "installing schemathesis $schemathesis_version in $venv (first run only)"
  rm -rf "$venv"
  if have_python_venv; then
    python3 -m venv "$venv" || fail "python3 -m venv $venv failed"
  else
    log "python3 has no ensurepip (Debian's python3-venv): a venv without pip, then pip $pip_version from PyPI"
    python3 -m venv --without-pip "$venv" || fail "python3 -m venv --without-pip $venv failed"
    bootstrap_pip "$venv"
  fi
  with_heartbeat "pip install schemathesis" "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$schemathesis_version" \
    || fail "pip install schemathesis==$schemathesis_version failed (is PyPI reachable?)"
  touch "$venv/.installed-$schemathesis_version"
  log "schemathesis $schemathesis_version ready in $(elapsed "$started")"
}

ensure_kafka_jars() {
  if [[ -n "${KAFKA_BROKERS:-}" ]]; then
    log "KAFKA_BROKERS=$KAFKA_BROKERS is set: tests use that cluster, no local broker jars needed"
    return
  fi
  if ! have_mvn || ! have_java; then
    (( in_ci )) && fail "Java 17+ and mvn are required for the local Kafka broker in CI"
    log "WARNING: skipping the Kafka jar download (no Java 17+/mvn); the Kafka stages will fail"
    return
  fi
  local started; started="$(now)"
  local version; version="$(cat deploy/kafka/kafka.version 2>/dev/null || echo '?')"
  local cache="${MERCATO_CACHE_DIR:-$repo_root/.cache}/kafka/$version/libs/.complete"
  [[ -f "$cache" ]] || log "resolving Apache Kafka $version jars from Maven Central (first run only)"
  with_heartbeat "kafka.sh resolve" bash deploy/kafka/kafka.sh resolve >/dev/null \
    || fail "could not resolve the Kafka broker jars (bash deploy/kafka/kafka.sh resolve)"
  [[ -f "$cache" ]] && [[ "$(( $(now) - started ))" -ge 1 ]] && log "Kafka $version jars ready in $(elapsed "$started")"
  return 0
}

# ---------------------------------------------------------------------------- main
setup_started="$(now)"
ensure_npm_dependencies
ensure_node_runtime
summary="npm dependencies, Node $(node_major)"
if (( want_test )); then
  ensure_system_packages
  ensure_kafka_jars
  ensure_schemathesis
  have_chromium && summary+=", Chromium"
  have_java && summary+=", Java $(java_major)"
  have_mvn && summary+=", Maven"
  [[ -z "${KAFKA_BROKERS:-}" ]] && [[ -f "${MERCATO_CACHE_DIR:-$repo_root/.cache}/kafka/$(cat deploy/kafka/kafka.version)/libs/.complete" ]] \
    && summary+=", Kafka $(cat deploy/kafka/kafka.version) jars"
  [[ -f "$(schemathesis_venv)/.installed-$schemathesis_version" ]] && summary+=", schemathesis $schemathesis_version"
fi
log "ready: $summary ($(elapsed "$setup_started"))"
