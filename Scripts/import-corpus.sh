#!/usr/bin/env bash
# Runs `orchestrate-gen import journey` over every *.journey.json under a folder (say, a fetched copy of
# rockcarver/frodo-cli's test exports), `import davinci` over every *.json (DaVinci flow exports), or, with
# `entities`, `import journey FOLDER --tree T` for every tree of a folder of Amster or file-based-configuration
# entities (AM's sample trees, forgeops's config); then `orchestrate-gen generate` over each import, and prints
# the counts: imported, failed with located diagnostics, crashed (anything else), imports whose specs do not
# generate, and sandbox scripts `orchestrate-sandbox --script` does not load. Nothing is written outside a
# temporary folder.
#
#   Scripts/import-corpus.sh [journey|davinci|entities] FOLDER [--keep DIR]
#
# With `facts`, it checks the import against the facts written down for a corpus of public exports
# (Scripts/import-corpus/journeys.json and davinci.json, each export's repository, path and commit): CORPUS
# holds `journeys/` and `davinci/` as Scripts/import-corpus/assemble.sh makes them from fetched mirrors, and
# check.py (Python 3 with PyYAML, installed into .build/corpus-venv when missing) says which facts hold.
# `--typecheck` also type-checks each import's generated Swift against the built Orchestrate module. `--facts DIR`
# reads journeys.json and davinci.json (either may be missing) from DIR instead: another corpus's facts, written
# the same way (a held-out set).
#
#   Scripts/import-corpus.sh facts CORPUS [--typecheck] [--only TEXT] [--facts DIR]
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ "${1:-}" = "facts" ]; then
    corpus="${2:?usage: Scripts/import-corpus.sh facts CORPUS [--typecheck] [--only TEXT] [--facts DIR]}"
    shift 2
    swift build --package-path "$root" --product orchestrate-gen >/dev/null || exit 1
    swift build --package-path "$root" --product orchestrate-sandbox >/dev/null || exit 1
    bin="$(swift build --package-path "$root" --show-bin-path)"
    python="python3"
    if ! python3 -c "import yaml" 2>/dev/null; then
        python3 -m venv "$root/.build/corpus-venv" && "$root/.build/corpus-venv/bin/pip" install -q pyyaml || exit 1
        python="$root/.build/corpus-venv/bin/python"
    fi
    extra=()
    facts="$root/Scripts/import-corpus"
    while [ $# -gt 0 ]; do
        case "$1" in
            --typecheck) swift build --package-path "$root" --target Orchestrate >/dev/null || exit 1
                extra+=(--typecheck "$bin/Modules"); shift ;;
            --only) extra+=(--only "$2"); shift 2 ;;
            --facts) facts="${2:?--facts needs a folder}"; shift 2 ;;
            *) echo "unknown option $1" >&2; exit 2 ;;
        esac
    done
    status=0
    for kind in journeys davinci; do
        [ -f "$facts/$kind.json" ] || { echo "== $kind: no $facts/$kind.json, not checked"; continue; }
        echo "== $kind"
        "$python" "$root/Scripts/import-corpus/check.py" --gen "$bin/orchestrate-gen" --sandbox "$bin/orchestrate-sandbox" \
            --corpus "$corpus/$kind" --facts "$facts/$kind.json" --verbose "${extra[@]}" || status=1
    done
    exit $status
fi
kind=journey; pattern='*.journey.json'
case "${1:-}" in davinci | journey | entities) kind="$1"; shift ;; esac
[ "$kind" = "davinci" ] && pattern='*.json'
folder="${1:?usage: Scripts/import-corpus.sh [journey|davinci|entities] FOLDER [--keep DIR]}"
work="$(mktemp -d)"
[ "${2:-}" = "--keep" ] && work="${3:?--keep needs a folder}" && mkdir -p "$work"
swift build --package-path "$root" --product orchestrate-gen >/dev/null || exit 1
swift build --package-path "$root" --product orchestrate-sandbox >/dev/null || exit 1
bin="$(swift build --package-path "$root" --show-bin-path)"
gen="$bin/orchestrate-gen"
imported=0; located=0; crashed=0; generated=0; ungenerated=0; unloaded=0; warnings=0
# One line per import: an export file, or (entities) a tree of the folder.
list() {
    if [ "$kind" = "entities" ]; then
        python3 - "$folder" <<'PY'
import glob, json, sys
trees = set()
for path in glob.glob(sys.argv[1] + "/**/*.json", recursive=True):
    try:
        data = json.load(open(path)).get("data")
    except Exception:
        continue
    if isinstance(data, dict) and "entryNodeId" in data:
        trees.add(str(data.get("_id", "")).split("/")[-1])
print("\n".join(sorted(trees)))
PY
    else
        find "$folder" -name "$pattern" | sort
    fi
}
while IFS= read -r export; do
    [ -z "$export" ] && continue
    out="$work/$(echo "${export#"$folder"/}" | tr '/' '_' | sed 's/\.journey\.json$//; s/\.json$//')"
    if [ "$kind" = "entities" ]; then
        "$gen" import journey "$folder" --tree "$export" --output "$out" >"$out.log" 2>"$out.err"
    else
        "$gen" import "$kind" "$export" --output "$out" >"$out.log" 2>"$out.err"
    fi
    status=$?
    warnings=$((warnings + $(grep -c ': warning: ' "$out.err")))
    if [ "$status" -eq 0 ]; then
        imported=$((imported + 1))
        if "$gen" generate "$out" --output "$out/Swift" >/dev/null 2>"$out.gen.err"; then
            generated=$((generated + 1))
        else
            ungenerated=$((ungenerated + 1)); echo "does not generate: $export"; head -3 "$out.gen.err"
        fi
        # The sandbox loads the script, starts on a free port and stops when its standard input closes.
        if ! "$bin/orchestrate-sandbox" --script "$out"/*.sandbox.yaml --port 0 --until-stdin-closes </dev/null >/dev/null 2>"$out.sandbox.err"; then
            unloaded=$((unloaded + 1)); echo "the sandbox does not load: $export"; head -3 "$out.sandbox.err"
        fi
    elif grep -q -E '^/.*:[0-9]+:[0-9]+: error: ' "$out.err" && [ "$status" -eq 1 ]; then
        located=$((located + 1))
    else
        crashed=$((crashed + 1)); echo "crashed ($status): $export"; tail -3 "$out.err"
    fi
done < <(list)
echo "import-corpus: $imported imported ($generated generate, $ungenerated do not; $((imported - unloaded)) sandbox scripts load, $unloaded do not), $located refused with located errors, $crashed crashed; $warnings warnings"
[ "$crashed" -eq 0 ] && [ "$ungenerated" -eq 0 ] && [ "$unloaded" -eq 0 ]
