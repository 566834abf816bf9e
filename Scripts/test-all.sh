#!/usr/bin/env bash
# Every test: the package's own, the consumer package's (Examples/Consumer: the build plugin, the command
# plugin's committed output, flows against the sandbox), the Journey registration an outside author wrote
# from the docs (Examples/JourneyRegistration) and the build plugin's incremental rules.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

cd "$root"
# The interop test's independent OIDC client (Authlib from PyPI, pinned); nothing to do once installed.
"$root/Scripts/setup-interop.sh"
swift build --build-tests
# One test at a time: the suites that drive hundreds of flows at once are the concurrency tests; run
# beside each other on two cores, their requests could wait past a timeout.
swift test --skip-build --no-parallel

# The example packages build in the root package's build folder: their dependencies (the sandbox's BoringSSL
# among them) are the root's, built once above, so each example compiles only its own targets.
shared="$root/.build"
cd "$root/Examples/Consumer"
swift build --build-tests --scratch-path "$shared"
swift test --skip-build --scratch-path "$shared"

# The command plugin, without --target, generates into RegistrationKit only (the targets that use the build
# plugin are skipped), and the committed output must be what it generates now.
generated="$(swift package --scratch-path "$shared" --allow-writing-to-package-directory generate-orchestrate 2>&1)" || {
    echo "$generated" >&2
    exit 1
}
echo "$generated" | grep -E '^([A-Za-z]+: (generating|skipped)|  )'
for expected in '^SignInKit: skipped' '^JourneyKit: skipped' '^ConsumerTests: skipped' '^RegistrationKit: generating into .*/Sources/RegistrationKit/Generated$'; do
    echo "$generated" | grep -Eq "$expected" || { echo "test-all: the command plugin did not print '$expected'" >&2; exit 1; }
done
if echo "$generated" | grep -Eq '^  (created|updated): '; then
    echo "test-all: Examples/Consumer/Sources/RegistrationKit/Generated was out of date and has been regenerated; commit it" >&2
    exit 1
fi

ORCHESTRATE_SCRATCH="$shared" "$root/Scripts/check-incremental.sh" "$root/Examples/Consumer"

cd "$root/Examples/JourneyRegistration"
swift build --build-tests --scratch-path "$shared"
swift test --skip-build --scratch-path "$shared"
