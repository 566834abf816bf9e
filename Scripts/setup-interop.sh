#!/usr/bin/env bash
# Installs the independent OpenID Connect client the interop test signs in with (Python's Authlib, with
# requests and joserfc for the ID token's RS256 signature) into a virtual environment under .build, at
# the pinned versions below. Run it once before `swift test`; it does nothing when they are installed.
#
#   Scripts/setup-interop.sh        # then: swift test --filter Interop
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/.build/interop-venv"
requirements="$root/Tests/Interop/requirements.txt"

python="${PYTHON:-python3}"
command -v "$python" >/dev/null || { echo "setup-interop: $python not found; install Python 3.9 or later" >&2; exit 1; }

# The venv keeps a copy of the requirements it was made from; the same file means nothing to do.
if [ -x "$venv/bin/python" ] && cmp -s "$requirements" "$venv/requirements.txt"; then
    echo "setup-interop: $venv is up to date"
    exit 0
fi

mkdir -p "$root/.build"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
cp "$requirements" "$venv/requirements.txt"
"$venv/bin/python" -c 'import authlib, joserfc, requests; print("setup-interop: Authlib", authlib.__version__, "| joserfc", joserfc.__version__, "| requests", requests.__version__, "in '"$venv"'")'
