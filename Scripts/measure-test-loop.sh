#!/usr/bin/env bash
# Measures a contributor's test loop, as BENCHMARKS.md reports it: the README's test command
# (Scripts/test-all.sh) on a fresh clone of this checkout's HEAD, then again after a one-line change to a
# runtime file, then after one to a generator file. Prints a Markdown table. Takes 10 minutes or more.
#
#   Scripts/measure-test-loop.sh [WORK_FOLDER]     # default: a new temporary folder, removed at the end
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
[ -n "${1:-}" ] || trap 'rm -rf "$work"' EXIT
clone="$work/orchestrate"
rm -rf "$clone"
git clone -q "$root" "$clone"
cd "$clone"

# run LABEL: runs the test command, prints a table row with its wall time and the load average.
run() {
    local start end
    start=$(date +%s)
    Scripts/test-all.sh >"$work/$(echo "$1" | tr ' ' '-').log" 2>&1 || { echo "measure-test-loop: '$1' failed; see $work" >&2; exit 1; }
    end=$(date +%s)
    printf '| %s | %d min %02d s | %s |\n' "$1" $(((end - start) / 60)) $(((end - start) % 60)) "$(cut -d' ' -f1-3 /proc/loadavg)"
}

echo "| test command (Scripts/test-all.sh) | wall | load average after |"
echo "|---|---|---|"
run "fresh clone"
echo "// touched by measure-test-loop.sh" >> Sources/Orchestrate/Engine/Workflow.swift
run "after a one-line change in the runtime (Workflow.swift)"
echo "// touched by measure-test-loop.sh" >> Sources/OrchestrateGeneratorCore/Pipeline/Generator.swift
run "after a one-line change in the generator (Generator.swift)"
