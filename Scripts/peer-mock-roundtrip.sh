#!/usr/bin/env bash
# Record and replay against a server this project did not write: Ping's own mock AM (its JavaScript SDK's e2e
# mock, e2e/am-mock-api of ForgeRock/ping-javascript-sdk), running at URL. Thirteen walks of the runtime through
# every tree the mock serves that the runtime supports (two pairs at once) are recorded through RecordingProxy, then
# replayed twice from the file alone; the file must hold none of the values typed or handed out, and it must
# import, generate and type-check (PeerMockRoundTripTests).
#
#   Scripts/peer-mock-roundtrip.sh http://localhost:9443/am [recording-out.json]
#
# The mock is not part of this repository: start it yourself from ForgeRock/ping-javascript-sdk's
# e2e/am-mock-api (it serves /am on port 9443). Without a URL (argument or PEER_MOCK_URL) the test is skipped, and says so. The second argument
# keeps the recording for a look.
set -euo pipefail
cd "$(dirname "$0")/.."
url="${1:-${PEER_MOCK_URL:-}}"
if [ -z "$url" ]; then
    echo "peer-mock-roundtrip: give the mock AM's URL (http://localhost:9443/am), as an argument or PEER_MOCK_URL" >&2
    exit 2
fi
if ! curl -fsS --max-time 5 "${url%/am}/healthcheck" >/dev/null 2>&1; then
    echo "peer-mock-roundtrip: nothing answers ${url%/am}/healthcheck: is the mock running?" >&2
    exit 1
fi
export PEER_MOCK_URL="$url"
[ -n "${2:-}" ] && export PEER_MOCK_RECORDING_OUT="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
swift build --build-tests
swift test --skip-build --filter PeerMockRoundTripTests
