#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it (after scripts/ensure-install.sh --test):
#
#   lint -> typecheck -> proto -> unit -> conformance -> integration (postgres) -> integration (kafka)
#        -> kafka adapter -> fuzz (schemathesis on every API operation) -> e2e (Chromium)
#        -> lighthouse (home, collection, product and cart pages; fails under 90 in any category)
#
# Stops at the first failing stage with a non-zero exit. Each jest stage writes its results to
# .cache/test-results/<stage>.json; the last line is the total, "N passed, N failed".
# Run a subset with stage names: `npm test -- unit e2e` (or `bash scripts/test.sh unit e2e`).
#
# One PostgreSQL and one Kafka serve the whole run: scripts/test-services.ts starts them in the
# background when the run begins (PostgreSQL when an integration or the kafka stage is selected,
# Kafka when integration-kafka, kafka or e2e is), every stage that needs them gets TEST_POSTGRES_URL /
# KAFKA_BROKERS, and they are stopped however the run ends (failure, Ctrl-C). The e2e app runs on
# that Kafka. A service that cannot be provided fails the first stage that needs it, CI or not.
#
# Environment: MERCATO_TEST_WORKERS (jest workers for unit and postgres integration, default 2),
# MERCATO_KAFKA_TEST_WORKERS (jest workers for the Kafka stages, default 1),
# MERCATO_TEST_SERVICES_TIMEOUT (seconds to wait for PostgreSQL/Kafka, default 600),
# TEST_POSTGRES_URL / KAFKA_BROKERS (use these instead of starting them), DATABASE_URL (the server
# to make test databases on), LOG_LEVEL (default warn in tests, see jest.preset.js).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
export PATH=$PWD/node_modules/.bin:$PATH

all_stages=(lint typecheck proto unit conformance integration-postgres integration-kafka kafka fuzz e2e lighthouse)
results_dir=.cache/test-results
workers="${MERCATO_TEST_WORKERS:-2}"
kafka_workers="${MERCATO_KAFKA_TEST_WORKERS:-1}"
in_ci=0
[[ "${CI:-}" == "true" || "${CI:-}" == "1" ]] && in_ci=1

selected=("$@")
if [[ ${#selected[@]} -eq 0 ]]; then
  selected=("${all_stages[@]}")
else
  for name in "${selected[@]}"; do
    [[ " ${all_stages[*]} " == *" $name "* ]] || { echo "test.sh: unknown stage '$name' (stages: ${all_stages[*]})" >&2; exit 2; }
  done
fi

mkdir -p "$results_dir" .cache/eslint
rm -f "$results_dir"/*.json

services_timeout="${MERCATO_TEST_SERVICES_TIMEOUT:-600}"
services_dir=""
services_pid=""

# The shared services a stage needs, by the variable that hands them to it.
stage_services() {
  case "$1" in
    integration-postgres | fuzz) echo TEST_POSTGRES_URL ;;
    integration-kafka | kafka) echo TEST_POSTGRES_URL KAFKA_BROKERS ;;
    e2e) echo KAFKA_BROKERS ;;
  esac
}

# Starts scripts/test-services.ts for what the selected stages need and the environment does not
# already name; it comes up while lint, typecheck and the unit tests run.
start_services() {
  local flags=() name variable
  for name in "${selected[@]}"; do
    for variable in $(stage_services "$name"); do
      [[ -z "${!variable:-}" ]] || continue
      case "$variable" in
        TEST_POSTGRES_URL) [[ " ${flags[*]} " == *" --postgres "* ]] || flags+=(--postgres) ;;
        KAFKA_BROKERS) [[ " ${flags[*]} " == *" --kafka "* ]] || flags+=(--kafka) ;;
      esac
    done
  done
  (( ${#flags[@]} > 0 )) || return 0
  services_dir="$(mktemp -d "${TMPDIR:-/tmp}/mercato-test-services.XXXXXX")"
  # In a process group of its own (job control on for this one job): Ctrl-C reaches the stages, not
  # PostgreSQL, and stop_services shuts the services down in order.
  set -m
  SWC_NODE_PROJECT="$repo_root/tsconfig.json" node -r @swc-node/register scripts/test-services.ts "$services_dir" "${flags[@]}" \
    > "$services_dir/log" 2>&1 &
  services_pid=$!
  set +m
  echo "==> starting test services (${flags[*]}) in the background, pid $services_pid"
}

# Waits until test-services.ts has published VARIABLE, then exports it to this and later stages.
use_service() {
  local variable="$1" deadline=$((SECONDS + services_timeout))
  [[ -z "${!variable:-}" ]] || return 0
  if [[ -z "$services_pid" ]]; then
    echo "==> $variable is not set and no test services were started" >&2
    return 1
  fi
  until [[ -f "$services_dir/$variable" ]]; do
    if [[ -f "$services_dir/error" ]] || ! kill -0 "$services_pid" 2>/dev/null || (( SECONDS > deadline )); then
      echo "==> could not provide $variable for the tests; scripts/test-services.ts said:" >&2
      sed 's/^/    /' "$services_dir/log" >&2
      (( SECONDS <= deadline )) || echo "    (gave up after ${services_timeout}s: MERCATO_TEST_SERVICES_TIMEOUT)" >&2
      return 1
    fi
    sleep 0.2
  done
  export "$variable=$(< "$services_dir/$variable")"
  echo "==> $variable=${!variable}"
}

stop_services() {
  [[ -n "$services_pid" ]] || return 0
  if kill -0 "$services_pid" 2>/dev/null; then
    echo "==> stopping test services"
    kill -TERM "$services_pid" 2>/dev/null || true
    wait "$services_pid" 2>/dev/null || true
  fi
  sed 's/^/    /' "$services_dir/log"
  rm -rf "$services_dir"
  services_pid=""
}
trap stop_services EXIT
# Ctrl-C or a kill ends the run through the EXIT trap, which stops the services.
trap 'exit 130' INT
trap 'exit 143' TERM

run_started=$SECONDS
passed=0
failed=0
skipped=0
timings=()

# Sums a jest --json result file into passed/failed/skipped; a suite that failed to run (syntax
# error, failing hook) counts as one failure even when it reports no failed test.
count_results() {
  local file="$1" counts
  [[ -s "$file" ]] || return 1
  counts="$(node -e '
    const r = require(require("node:path").resolve(process.argv[1]));
    const broken = r.testResults.filter((s) => s.status === "failed" && s.assertionResults.every((a) => a.status !== "failed")).length;
    console.log(r.numPassedTests, r.numFailedTests + broken, r.numPendingTests + r.numTodoTests);
  ' "$file")" || return 1
  read -r stage_passed stage_failed stage_skipped <<< "$counts"
  passed=$((passed + stage_passed)); failed=$((failed + stage_failed)); skipped=$((skipped + stage_skipped))
}

summary() {
  echo
  echo "==> stage times: ${timings[*]:-none} (total $((SECONDS - run_started))s)"
  if (( skipped > 0 )); then
    echo "$passed passed, $failed failed, $skipped skipped"
  else
    echo "$passed passed, $failed failed"
  fi
}

finish_failed() {
  local name="$1" rc="$2"
  echo "==> stage $name FAILED (exit $rc) after $3s" >&2
  summary
  exit "$rc"
}

# stage NAME KIND COMMAND...   KIND is "jest" (results counted) or "check".
stage() {
  local name="$1" kind="$2"; shift 2
  [[ " ${selected[*]} " == *" $name "* ]] || return 0
  echo
  echo "==> stage $name: $*"
  local started=$SECONDS rc=0 variable
  local file="$results_dir/$name.json"
  for variable in $(stage_services "$name"); do
    use_service "$variable" && continue
    failed=$((failed + 1))
    finish_failed "$name" 1 "$((SECONDS - started))"
  done
  if [[ "$kind" == jest ]]; then
    "$@" --ci --json --outputFile="$file" || rc=$?
  else
    "$@" || rc=$?
  fi
  local took=$((SECONDS - started))
  timings+=("$name=${took}s")
  if [[ "$kind" == jest ]]; then
    if ! count_results "$file"; then
      echo "==> stage $name wrote no results to $file" >&2
      (( rc == 0 )) && rc=1
      failed=$((failed + 1))
    fi
  elif (( rc != 0 )); then
    failed=$((failed + 1))
  fi
  (( rc == 0 )) || finish_failed "$name" "$rc" "$took"
  if [[ "$kind" == jest && "$name" == *kafka* ]] && (( in_ci )) && (( stage_passed == 0 )); then
    echo "==> stage $name ran no passing test: with CI=true the Kafka tests must run, never skip" >&2
    failed=$((failed + 1))
    finish_failed "$name" 1 "$took"
  fi
  echo "==> stage $name passed in ${took}s"
}

# Stage functions run where `set -e` does not apply (after ||): return each failure explicitly.
lint() {
  eslint . --cache --cache-location .cache/eslint/ --cache-strategy content || return
  # `docker compose config` on docker-compose.yml; builds Compose from the Go module proxy once when
  # the plugin is not installed.
  bash scripts/compose-config.sh docker-compose.yml || return
}

start_services

stage lint check lint
stage typecheck check tsc -p tsconfig.json --noEmit
stage proto check bash scripts/proto-check.sh
stage unit jest jest -c jest.unit.config.js --maxWorkers="$workers"
# External corpora against our ports (tests/conformance/: the JSON-T cases against the mail templates' renderer).
stage conformance jest jest -c jest.conformance.config.js --maxWorkers=1
stage integration-postgres jest env EVENT_TRANSPORT=postgres jest -c jest.integration.config.js --maxWorkers="$workers"
stage integration-kafka jest env EVENT_TRANSPORT=kafka jest -c jest.integration.config.js --maxWorkers="$kafka_workers"
if [[ -f jest.kafka.config.js ]]; then
  stage kafka jest jest -c jest.kafka.config.js --maxWorkers="$kafka_workers"
elif [[ " ${selected[*]} " == *" kafka "* ]]; then
  echo
  echo "==> stage kafka: skipped (no jest.kafka.config.js)"
fi
# One jest test that runs schemathesis (installed by ensure-install.sh --test) and fails on any failure it finds.
stage fuzz jest jest -c jest.fuzz.config.js --maxWorkers=1
stage e2e jest jest -c jest.e2e.config.js --maxWorkers=1
# Starts the demo app as the e2e setup does and audits four pages in Chromium (about 80 s).
# The stage imports a constant straight from the spec library's TypeScript (Node strips the types).
stage lighthouse check node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON tests/lighthouse/run-lighthouse.mjs

summary
