#!/usr/bin/env bash
# Proves the build plugin's rules on the consumer package (Examples/Consumer), by building it with
# `swift build --build-tests` and reading the build log and the generated files' modification times:
#
#   1. a second build with no change runs no generator command;
#   2. touching one spec file re-runs only its target's command (one per target), and outputs whose
#      bytes did not change keep their modification time;
#   3. changing a spec rewrites only its own output;
#   4. a broken spec fails the build with the generator's `path:line:column: error:` line, and leaves the
#      earlier output as it was;
#   5. a misconfigured target (a committed copy of a generated file) fails with a clear plugin error.
#
# The spec files it edits are restored when it exits, however it exits.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
package="${1:-$root/Examples/Consumer}"
# The build folder: the package's own, or the one test-all.sh shares between the packages (ORCHESTRATE_SCRATCH).
scratch="${ORCHESTRATE_SCRATCH:-$package/.build}"
cd "$package"
kit="$package/Sources/SignInKit"
logs="$(mktemp -d)"
cp -p "$kit/SignIn.flow.yaml" "$kit/DaVinci.collectors.yaml" "$logs/"

restore() {
    cp -p "$logs/SignIn.flow.yaml" "$logs/DaVinci.collectors.yaml" "$kit/"
    rm -f "$kit/SignIn.flow.swift"
}
trap restore EXIT

fail() {
    echo "check-incremental: FAILED: $*" >&2
    exit 1
}

# build NAME: builds, keeping the log as $logs/NAME.log; returns swift build's status.
build() {
    local status=0
    swift build --build-tests --scratch-path "$scratch" >"$logs/$1.log" 2>&1 || status=$?
    return "$status"
}

# ran NAME: the generator commands the build ran, as `Target: Output.swift, ...`, sorted, `; `-separated.
ran() {
    { grep -o 'Orchestrate: generating [^(]* ([^)]*)' "$logs/$1.log" || true; } \
        | sed -E 's/Orchestrate: generating (.*) \(([^)]*)\)/\2: \1/' | sort -u | paste -sd ';' - | sed 's/;/; /g'
}

expect_ran() {
    local actual
    actual="$(ran "$1")"
    [ "$actual" = "$2" ] || fail "build '$1' ran [$actual], expected [$2] (log: $logs/$1.log)"
    echo "check-incremental: build '$1' ran [${actual:-no generator command}]"
}

output() {
    local found
    found="$(find "$scratch/plugins/outputs" -path "*/$1/*/OrchestratePlugin/$2" | head -n 1)"
    [ -n "$found" ] || fail "no generated $1/$2 under $scratch/plugins/outputs"
    echo "$found"
}

mtime() {
    stat -c %y "$1" 2>/dev/null || stat -f %Fm "$1"
}

build warmup || fail "the consumer package does not build (log: $logs/warmup.log)"
flow="$(output SignInKit SignIn.flow.swift)"
forms="$(output SignInKit DaVinci.collectors.swift)"
navigation="$(output ConsumerTests Navigation.collectors.swift)"
journey="$(output JourneyKit Login.flow.swift)"
snapshot() { echo "$(mtime "$flow")|$(mtime "$forms")|$(mtime "$navigation")|$(mtime "$journey")"; }

# 1. No change, no command.
before="$(snapshot)"
build unchanged || fail "the second build failed"
expect_ran unchanged ""
[ "$(snapshot)" = "$before" ] || fail "a build with no change touched a generated file"

# 2. Touching a spec re-runs its target's one command (which reads every spec of the target), not the test
#    target's; the bytes are the same, so no output is rewritten.
touch "$kit/DaVinci.collectors.yaml"
build touched || fail "the build after touching a spec failed"
expect_ran touched "SignInKit: DaVinci.collectors.swift, SignIn.flow.swift"
[ "$(snapshot)" = "$before" ] || fail "touching a spec rewrote a generated file whose bytes did not change"
build touched-again || fail "the build after that failed"
expect_ran touched-again ""

# 3. Changing the flow's module default rewrites SignIn.flow.swift only.
sed 's|consumer-app/1.0|consumer-app/1.1|' "$logs/SignIn.flow.yaml" >"$kit/SignIn.flow.yaml"
build changed || fail "the build after changing a spec failed"
expect_ran changed "SignInKit: DaVinci.collectors.swift, SignIn.flow.swift"
grep -q 'consumer-app/1.1' "$flow" || fail "SignIn.flow.swift was not regenerated"
[ "$(mtime "$flow")" != "$(echo "$before" | cut -d'|' -f1)" ] || fail "SignIn.flow.swift kept its time though it changed"
[ "$(mtime "$forms")|$(mtime "$navigation")|$(mtime "$journey")" = "$(echo "$before" | cut -d'|' -f2-)" ] \
    || fail "an output whose bytes did not change was rewritten"
echo "check-incremental: a changed spec rewrote SignIn.flow.swift only"

# 4. A broken spec fails the build with the generator's diagnostic, and the earlier output stays.
generated="$(mtime "$flow")"
sed 's|form: OneTimeCode|form: OneTimeCod|' "$logs/SignIn.flow.yaml" >"$kit/SignIn.flow.yaml"
line="$(grep -n 'form: OneTimeCod,' "$kit/SignIn.flow.yaml" | cut -d: -f1)"
if build broken; then fail "a broken spec built"; fi
grep -Eq "^$kit/SignIn.flow.yaml:$line:[0-9]+: error: unknown form 'OneTimeCod'" "$logs/broken.log" \
    || fail "the build log has no '$kit/SignIn.flow.yaml:$line:column: error:' line (log: $logs/broken.log)"
[ "$(mtime "$flow")" = "$generated" ] || fail "a failed generation touched the earlier output"
grep -E "SignIn.flow.yaml:$line:[0-9]+: error:" "$logs/broken.log" | head -n 1 | sed 's/^/check-incremental: the build failed with: /'

# 5. A committed copy of a generated file in the target is a plugin error, not a crash.
cp -p "$logs/SignIn.flow.yaml" "$kit/"
echo "// a committed copy" >"$kit/SignIn.flow.swift"
if build misconfigured; then fail "a target with a committed copy of a generated file built"; fi
grep -q "error: target 'SignInKit': .*SignIn.flow.swift has the name of the file OrchestratePlugin generates" \
    "$logs/misconfigured.log" || fail "no plugin error for the misconfigured target (log: $logs/misconfigured.log)"
if grep -Eqi 'stack dump|fatal error|backtrace' "$logs/misconfigured.log"; then fail "the plugin crashed"; fi
echo "check-incremental: the misconfigured target failed with: $(grep -o "error: target 'SignInKit'.*" "$logs/misconfigured.log" | head -n 1 | cut -c1-110)…"
rm -f "$kit/SignIn.flow.swift"

restore
trap - EXIT
build restored || fail "the restored package does not build (log: $logs/restored.log)"
rm -rf "$logs"
echo "check-incremental: all rules hold"
