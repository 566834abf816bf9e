#!/usr/bin/env bash
# The Apple platforms check: every target that ships to iOS or macOS, type-checked against Apple's SDK
# interfaces for iOS 16 and macOS 13, then, as one app module on both, the code the generator emits from
# Examples/Specs, Examples/AppleApp (the Apple platforms article's code, as an app writes it) and
# Examples/SignInApp (the SwiftUI example app of the README).
#
# It runs the apple-typecheck tool of the workspace (APPLE_TYPECHECK, by default ../shared/tools/apple-typecheck/run.sh
# beside the checkout); its README says how to set it up once. It writes nothing into the checkout.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${APPLE_TYPECHECK:-$root/../shared/tools/apple-typecheck/run.sh}"
if [ ! -x "$tool" ]; then
    echo "apple-check: no apple-typecheck tool at $tool (set APPLE_TYPECHECK)" >&2
    exit 2
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
cd "$root"
swift run --quiet orchestrate-gen generate Examples/Specs --output "$out/generated" >/dev/null
APPLE_EXTRA="$out/generated:$root/Examples/AppleApp:$root/Examples/SignInApp" APPLE_EXTRA_MODULE=AppleApp "$tool" "$root"
