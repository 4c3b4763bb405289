#!/usr/bin/env bash
# CI gate for the event contracts: buf lint, buf breaking against the main branch, and
# committed generated code and docs/events.md in sync with proto/. Works offline.
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$repo_root/node_modules/.bin:$PATH"
against_branch="${PROTO_AGAINST_BRANCH:-main}"

cd "$repo_root/proto"
buf lint
echo "proto-check: buf lint passed"

cd "$repo_root"
if git rev-parse --verify --quiet "refs/heads/$against_branch:proto/buf.yaml" >/dev/null; then
  # buf exits 100 when it reports breaks; those listed in proto/accepted-breaks.tsv are deliberate
  # (proto/README.md says why), any other fails the check.
  breaks_status=0
  breaks="$(buf breaking proto --against ".git#branch=$against_branch,subdir=proto" --error-format=json)" || breaks_status=$?
  if [ "$breaks_status" -ne 0 ] && [ "$breaks_status" -ne 100 ]; then
    echo "proto-check: buf breaking failed to run (exit $breaks_status)" >&2
    exit 1
  fi
  BREAKS="$breaks" node -e '
    const { readFileSync } = require("node:fs");
    const accepted = new Set(readFileSync("proto/accepted-breaks.tsv", "utf8").split("\n").filter((line) => line && !line.startsWith("#")));
    const reported = process.env.BREAKS.split("\n").filter(Boolean).map((line) => JSON.parse(line));
    const unexpected = reported.filter((b) => !accepted.has([b.type, b.path, b.message].join("\t")));
    for (const b of unexpected) console.error(`${b.path}:${b.start_line}:${b.start_column}: ${b.type}: ${b.message}`);
    if (unexpected.length > 0) process.exit(1);
    console.log(`proto-check: buf breaking reported ${reported.length} break(s), all listed in proto/accepted-breaks.tsv`);
  '
  echo "proto-check: buf breaking (WIRE_JSON) against branch $against_branch passed"
else
  echo "proto-check: buf breaking skipped: branch $against_branch has no proto/buf.yaml to compare with"
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# buf.gen.yaml writes to ../libs/contracts/src/gen relative to the output base, so a base of
# $scratch/proto lands the fresh code in $scratch/libs/contracts/src/gen.
(cd "$repo_root/proto" && buf generate --output "$scratch/proto")
node -r @swc-node/register scripts/gen-event-docs.ts "$scratch/events.md"

stale=0
if ! diff -r "$repo_root/libs/contracts/src/gen" "$scratch/libs/contracts/src/gen"; then
  echo "proto-check: libs/contracts/src/gen is stale" >&2
  stale=1
fi
if ! diff "$repo_root/docs/events.md" "$scratch/events.md"; then
  echo "proto-check: docs/events.md is stale" >&2
  stale=1
fi
if [ "$stale" -ne 0 ]; then
  echo "proto-check: run scripts/proto-generate.sh and commit the result" >&2
  exit 1
fi
echo "proto-check: generated code and docs/events.md match proto/"
