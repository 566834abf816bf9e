#!/usr/bin/env bash
# Measures what `orchestrate-gen import journey` and `import davinci` cost against generating Swift from what
# they write (issue 29: importing a 200-node export must take less than generating from its output). Release
# build; each measured as a process, as a user runs it, on synthetic exports written here (no fetched data):
# - a frodo export of 100 page nodes of a username and a password, each followed by a data-store decision
#   (200 tree nodes, 200 page children);
# - a DaVinci export of 100 HTML forms (a username, a password, buttons NEXT and BACK), each followed by an
#   evaluator and a multi-condition node on the pressed button that leads to the next form (after the last, to
#   the success response) or jumps back to a start node before the first (602 graph nodes).
# Instructions are counted with callgrind (the same from run to run, whatever the machine does); wall times
# are medians of runs interleaved in one loop.
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
python3 - "$work/Big.davinci.json" <<'PY'
import json, sys
forms = 100
nodes, edges = [], []
def node(id, connector, capability, props):
    return {"data": {"id": id, "nodeType": "CONNECTION", "connectorId": connector, "capabilityName": capability,
                     "properties": {k: {"value": v} for k, v in props.items()}}}
def edge(source, target, condition=None):
    data = {"id": f"e{len(edges)}", "source": source, "target": target}
    if condition: data["multiValueSourceId"] = condition
    edges.append({"data": data})
for i in range(forms):
    form, route = f"form{i:03}", f"route{i:03}"
    html = ('<input name="username"><input type="password" name="password">'
            '<button type="submit" data-skcomponent="skbutton" data-skbuttonvalue="NEXT">Next</button>'
            '<button data-skcomponent="skbutton" data-skbuttonvalue="BACK">Back</button>')
    fields = [{"propertyName": "username", "displayName": "Username"},
              {"propertyName": "password", "displayName": "Password", "hashedVisibility": True},
              {"propertyName": "buttonValue"}]
    nodes.append(node(form, "httpConnector", "customHTMLTemplate",
                      {"nodeTitle": f"Step {i}", "customHTML": html, "formFieldsList": fields}))
    nodes.append(node(route, "functionsConnector", "AEqualsMultipleB",
                      {"leftValueA": "{{local.%s.payload.output.buttonValue}}" % form,
                       "rightValueMultiple": [{"id": "n", "value": "NEXT"}, {"id": "b", "value": "BACK"}]}))
    for ev in (f"ev{i}a", f"ev{i}n", f"ev{i}b"):
        nodes.append({"data": {"id": ev, "nodeType": "EVAL", "properties": {}}})
    edge(form, f"ev{i}a"); edge(f"ev{i}a", route)
    edge(route, f"ev{i}n", "n"); edge(f"ev{i}n", f"form{i + 1:03}" if i + 1 < forms else "done")
    # BACK jumps to the start node before the first form, as DaVinci flows go back.
    nodes.append(node(f"back{i:03}", "nodeConnector", "goToNode", {"nodeInstanceId": "again"}))
    edge(route, f"ev{i}b", "b"); edge(f"ev{i}b", f"back{i:03}")
# The flow starts at its one node no edge leads to: a variable set before the first form.
nodes.append(node("init", "variablesConnector", "saveValue", {}))
nodes.append({"data": {"id": "evinit", "nodeType": "EVAL", "properties": {}}})
edge("init", "evinit"); edge("evinit", "form000")
nodes.append(node("again", "nodeConnector", "startNode", {}))
nodes.append({"data": {"id": "evagain", "nodeType": "EVAL", "properties": {}}})
edge("again", "evagain"); edge("evagain", "form000")
nodes.append(node("done", "httpConnector", "createSuccessResponse", {}))
json.dump({"flowId": "big", "name": "Big", "graphData": {"elements": {"nodes": nodes, "edges": edges}}},
          open(sys.argv[1], "w"), indent=2, sort_keys=True)
PY
"$gen" import journey "$work/Big.journey.json" --output "$work/specs" >/dev/null 2>&1
"$gen" import davinci "$work/Big.davinci.json" --output "$work/dvspecs" >/dev/null 2>&1
"$gen" generate "$work/dvspecs" --output "$work/dvswift" >/dev/null
"$gen" generate "$work/specs" --output "$work/swift" >/dev/null
echo "export: $(wc -c < "$work/Big.journey.json") bytes; specs written: $(cat "$work"/specs/*.yaml | wc -c) bytes"

count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
import_ir="$(count "$gen" import journey "$work/Big.journey.json" --output "$work/specs2")"
generate_ir="$(count "$gen" generate "$work/specs" --output "$work/swift2")"
dvimport_ir="$(count "$gen" import davinci "$work/Big.davinci.json" --output "$work/dvspecs2")"
dvgenerate_ir="$(count "$gen" generate "$work/dvspecs" --output "$work/dvswift2")"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
import_ms=(); generate_ms=(); dvimport_ms=(); dvgenerate_ms=()
for _ in $(seq "$runs"); do
    start=$(date +%s%N); "$gen" import journey "$work/Big.journey.json" --output "$work/specs3" >/dev/null 2>&1; end=$(date +%s%N)
    import_ms+=($(( (end - start) / 1000000 )))
    start=$(date +%s%N); "$gen" generate "$work/specs" --output "$work/swift3" >/dev/null; end=$(date +%s%N)
    generate_ms+=($(( (end - start) / 1000000 )))
    start=$(date +%s%N); "$gen" import davinci "$work/Big.davinci.json" --output "$work/dvspecs3" >/dev/null 2>&1; end=$(date +%s%N)
    dvimport_ms+=($(( (end - start) / 1000000 )))
    start=$(date +%s%N); "$gen" generate "$work/dvspecs" --output "$work/dvswift3" >/dev/null; end=$(date +%s%N)
    dvgenerate_ms+=($(( (end - start) / 1000000 )))
done
im=$(printf '%s\n' "${import_ms[@]}" | median); gm=$(printf '%s\n' "${generate_ms[@]}" | median)
dim=$(printf '%s\n' "${dvimport_ms[@]}" | median); dgm=$(printf '%s\n' "${dvgenerate_ms[@]}" | median)
echo "| | instructions | wall (median of $runs, ms) |"
echo "|---|---|---|"
echo "| import journey (200 tree nodes) | $import_ir | $im |"
echo "| generate from its output | $generate_ir | $gm |"
echo "| import davinci (100 forms, 600 graph nodes) | $dvimport_ir | $dim |"
echo "| generate from its output | $dvgenerate_ir | $dgm |"
awk -v a="$import_ir" -v b="$generate_ir" 'BEGIN { printf "import journey / generate: %.2f× the instructions\n", a / b }'
awk -v a="$dvimport_ir" -v b="$dvgenerate_ir" 'BEGIN { printf "import davinci / generate: %.2f× the instructions\n", a / b }'
