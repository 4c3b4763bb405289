#!/usr/bin/env bash
# Regenerates everything derived from proto/: the TypeScript of @mercato/contracts
# (libs/contracts/src/gen) and the event catalogue docs/events.md. Works offline.
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$repo_root/node_modules/.bin:$PATH"

cd "$repo_root/proto"
buf generate
cd "$repo_root"
node -r @swc-node/register scripts/gen-event-docs.ts docs/events.md
echo "proto-generate: libs/contracts/src/gen and docs/events.md are up to date"
