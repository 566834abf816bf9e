#!/usr/bin/env bash
# Every test: the package's own, the consumer package's (Examples/Consumer: the build plugin, the command
# plugin's committed output, flows against the sandbox) and the build plugin's incremental rules.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

cd "$root"
swift build --build-tests
swift test --skip-build

cd "$root/Examples/Consumer"
swift build --build-tests
swift test --skip-build

# The committed output must be what the command plugin generates now.
generated="$(swift package --allow-writing-to-package-directory generate-orchestrate --target RegistrationKit 2>&1)" || {
    echo "$generated" >&2
    exit 1
}
echo "$generated" | grep -E '^(RegistrationKit|  )'
if echo "$generated" | grep -Eq '^  (created|updated): '; then
    echo "test-all: Examples/Consumer/Sources/RegistrationKit/Generated was out of date and has been regenerated; commit it" >&2
    exit 1
fi

"$root/Scripts/check-incremental.sh" "$root/Examples/Consumer"
