#!/usr/bin/env bash
# Records every walk of signin-demo through `orchestrate-sandbox record` in front of `orchestrate-sandbox serve`
# (the DaVinci flow: a wrong password, the right one, the one-time code; the journey: the one-time code; the
# journey: a wrong password, then the security question), into Tests/Recorded/signin-demo.recording.json, then
# imports it with `orchestrate-gen import recording --prefix Recorded` into Tests/Imported.
#
#   Scripts/record-signin-demo.sh            record again (the walks' random ids change; the imports do not)
#
# The servers listen on 127.0.0.1:47111 (the sandbox) and :47112 (the recorder), so that the recording names
# the same upstream each time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build --product orchestrate-sandbox >/dev/null
swift build --product signin-demo >/dev/null
swift build --product orchestrate-gen >/dev/null
bin="$(swift build --show-bin-path)"
recording="Tests/Recorded/signin-demo.recording.json"
rm -f "$recording"

sandbox_in="$(mktemp -u)"; mkfifo "$sandbox_in"
recorder_in="$(mktemp -u)"; mkfifo "$recorder_in"
"$bin/orchestrate-sandbox" serve --port 47111 --until-stdin-closes <"$sandbox_in" >/dev/null &
exec 3>"$sandbox_in"
"$bin/orchestrate-sandbox" record --upstream http://127.0.0.1:47111 --port 47112 --output "$recording" \
    --until-stdin-closes <"$recorder_in" >/dev/null &
exec 4>"$recorder_in"
trap 'exec 3>&- 4>&-; rm -f "$sandbox_in" "$recorder_in"; wait' EXIT
for _ in $(seq 50); do
    curl -s -o /dev/null http://127.0.0.1:47112/sandbox/as/.well-known/openid-configuration && break
    sleep 0.2
done

client=(--client-id orchestrate-demo --redirect-uri org.orchestrate.demo://oauth2redirect)
demo="$bin/signin-demo"
"$demo" --server http://127.0.0.1:47112/sandbox/as "${client[@]}" \
    --username alice --password wrong-horse --password 'Passw0rd!' --code 123456
"$demo" --journey --server http://127.0.0.1:47112/am --realm alpha "${client[@]}" \
    --username alice --password 'Passw0rd!' --code 123456
"$demo" --journey --server http://127.0.0.1:47112/am --realm alpha "${client[@]}" \
    --username alice --password wrong --password 'Passw0rd!' --answer blue
exec 3>&- 4>&-
wait
"$bin/orchestrate-gen" import recording "$recording" --prefix Recorded --output Tests/Imported
