#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it (after scripts/ensure-install.sh --test):
#
#   lint -> typecheck -> proto -> unit -> integration (postgres) -> integration (kafka)
#        -> kafka adapter -> e2e (Chromium)
#
# Stops at the first failing stage with a non-zero exit. Each jest stage writes its results to
# .cache/test-results/<stage>.json; the last line is the total, "N passed, N failed".
# Run a subset with stage names: `npm test -- unit e2e` (or `bash scripts/test.sh unit e2e`).
# Environment: MERCATO_TEST_WORKERS (jest workers for unit and postgres integration, default 2),
# MERCATO_KAFKA_TEST_WORKERS (jest workers for the Kafka stages, default 1).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
export PATH=$PWD/node_modules/.bin:$PATH

all_stages=(lint typecheck proto unit integration-postgres integration-kafka kafka e2e)
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
  local started=$SECONDS rc=0
  local file="$results_dir/$name.json"
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
  if docker compose version >/dev/null 2>&1; then
    docker compose -f docker-compose.yml config --quiet || return
    echo "docker compose config: docker-compose.yml is valid"
  else
    echo "docker compose config: skipped (the docker compose plugin is not installed here: 'docker compose version' fails)"
  fi
}

stage lint check lint
stage typecheck check tsc -p tsconfig.json --noEmit
stage proto check bash scripts/proto-check.sh
stage unit jest jest -c jest.unit.config.js --maxWorkers="$workers"
stage integration-postgres jest env EVENT_TRANSPORT=postgres jest -c jest.integration.config.js --maxWorkers="$workers"
stage integration-kafka jest env EVENT_TRANSPORT=kafka jest -c jest.integration.config.js --maxWorkers="$kafka_workers"
if [[ -f jest.kafka.config.js ]]; then
  stage kafka jest jest -c jest.kafka.config.js --maxWorkers="$kafka_workers"
elif [[ " ${selected[*]} " == *" kafka "* ]]; then
  echo
  echo "==> stage kafka: skipped (no jest.kafka.config.js)"
fi
stage e2e jest jest -c jest.e2e.config.js --maxWorkers=1

summary
