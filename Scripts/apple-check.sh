#!/usr/bin/env bash
# The Apple platforms check: every target that ships to iOS or macOS, type-checked against Apple's SDK
# interfaces for iOS 16 and macOS 13, then, as one app module on both, the code the generator emits from
# Examples/Specs, Examples/AppleApp (the Apple platforms article's code, as an app writes it) and
# Examples/SignInApp (the SwiftUI example app of the README).
#
# It runs an apple-typecheck tool (not part of this repository): APPLE_TYPECHECK names its run.sh, else the first
# tools/apple-typecheck/run.sh of a folder beside the checkout (a workspace that holds one); its README says how to
# set it up once. Without one it exits 2, and says so. It writes nothing into the checkout.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${APPLE_TYPECHECK:-}"
if [ -z "$tool" ]; then
    for candidate in "$root"/../*/tools/apple-typecheck/run.sh; do
        if [ -x "$candidate" ]; then tool="$candidate"; break; fi
    done
fi
if [ -z "$tool" ] || [ ! -x "$tool" ]; then
    echo "apple-check: no apple-typecheck tool (set APPLE_TYPECHECK to its run.sh)" >&2
    exit 2
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
cd "$root"
swift run --quiet orchestrate-gen generate Examples/Specs --output "$out/generated" >/dev/null
APPLE_EXTRA="$out/generated:$root/Examples/AppleApp:$root/Examples/SignInApp" APPLE_EXTRA_MODULE=AppleApp "$tool" "$root"
