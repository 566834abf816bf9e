#!/usr/bin/env bash
# Measures what `orchestrate-gen import journey` costs against generating Swift from what it writes (issue
# 29: importing a 200-node export must take less than generating from its output). Release build; both
# measured as processes, as a user runs them, on one synthetic frodo export written here (no fetched data):
# 100 page nodes of a username and a password, each followed by a data-store decision (200 tree nodes, 200
# page children). Instructions are counted with callgrind (the same from run to run, whatever the machine
# does); wall times are medians of runs interleaved in one loop.
#
#   Scripts/bench-import.sh [RUNS]      # RUNS interleaved wall-time runs of each (default 9)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-9}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --package-path "$root" -c release --product orchestrate-gen >/dev/null
# valgrind 3.19 cannot read the DWARF 5 of Swift 6.3 binaries: measure a copy without debug info.
strip --strip-debug -o "$work/orchestrate-gen" "$(swift build --package-path "$root" -c release --show-bin-path)/orchestrate-gen"
gen="$work/orchestrate-gen"
python3 - "$work/Big.journey.json" <<'PY'
import json, sys
S = "70e691a5-1e33-4ac3-a356-e7b6d60d92e0"; F = "e301438c-0bd0-429c-ab0c-66126501069a"
pages = 100
tree, nodes, inner = {}, {}, {}
for i in range(pages):
    page, check, user, pw = f"page-{i:03}", f"check-{i:03}", f"user-{i:03}", f"pass-{i:03}"
    nxt = f"page-{i + 1:03}" if i + 1 < pages else S
    tree[page] = {"nodeType": "PageNode", "displayName": f"Page {i}", "connections": {"outcome": check}}
    tree[check] = {"nodeType": "DataStoreDecisionNode", "displayName": f"Check {i}", "connections": {"true": nxt, "false": F}}
    nodes[page] = {"_id": page, "_type": {"_id": "PageNode"}, "stage": f"Stage{i}", "pageHeader": {"en": f"Step {i}"},
                   "nodes": [{"_id": user, "nodeType": "UsernameCollectorNode", "displayName": "User"},
                             {"_id": pw, "nodeType": "PasswordCollectorNode", "displayName": "Password"}]}
    nodes[check] = {"_id": check, "_type": {"_id": "DataStoreDecisionNode"}}
    inner[user] = {"_id": user, "_type": {"_id": "UsernameCollectorNode"}}
    inner[pw] = {"_id": pw, "_type": {"_id": "PasswordCollectorNode"}}
export = {"trees": {"Big": {"tree": {"_id": "Big", "entryNodeId": "page-000", "nodes": tree},
                            "nodes": nodes, "innerNodes": inner}}}
json.dump(export, open(sys.argv[1], "w"), indent=2, sort_keys=True)
PY
"$gen" import journey "$work/Big.journey.json" --output "$work/specs" >/dev/null 2>&1
"$gen" generate "$work/specs" --output "$work/swift" >/dev/null
echo "export: $(wc -c < "$work/Big.journey.json") bytes; specs written: $(cat "$work"/specs/*.yaml | wc -c) bytes"

count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
import_ir="$(count "$gen" import journey "$work/Big.journey.json" --output "$work/specs2")"
generate_ir="$(count "$gen" generate "$work/specs" --output "$work/swift2")"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
import_ms=(); generate_ms=()
for _ in $(seq "$runs"); do
    start=$(date +%s%N); "$gen" import journey "$work/Big.journey.json" --output "$work/specs3" >/dev/null 2>&1; end=$(date +%s%N)
    import_ms+=($(( (end - start) / 1000000 )))
    start=$(date +%s%N); "$gen" generate "$work/specs" --output "$work/swift3" >/dev/null; end=$(date +%s%N)
    generate_ms+=($(( (end - start) / 1000000 )))
done
im=$(printf '%s\n' "${import_ms[@]}" | median); gm=$(printf '%s\n' "${generate_ms[@]}" | median)
echo "| | instructions | wall (median of $runs, ms) |"
echo "|---|---|---|"
echo "| import journey (200 tree nodes) | $import_ir | $im |"
echo "| generate from its output | $generate_ir | $gm |"
awk -v a="$import_ir" -v b="$generate_ir" 'BEGIN { printf "import / generate: %.2f× the instructions\n", a / b }'
