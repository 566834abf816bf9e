#!/usr/bin/env bash
# The importers' mutation test, longer than `swift test` runs it (60 rounds per hand-written export): N rounds
# per export (default 2000) of broken copies (a member removed, a value of another type, another of the
# export's strings in its place, the text cut short). Any crash, hang or unparseable output fails it.
#
#   Scripts/import-mutations.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
ORCHESTRATE_MUTATION_ROUNDS="${1:-2000}" swift test --filter ImportMutationTests
