#!/usr/bin/env bash
# The Apple platforms check: every target that ships to iOS or macOS, type-checked against Apple's SDK
# interfaces for iOS 16 and macOS 13, then, as one app module on both, the code the generator emits from
# Examples/Specs with Examples/AppleApp (the Apple platforms and OrchestrateUI articles' code, as an app writes
# it); then, for iOS, the example app Examples/SignInApp.swiftpm as Xcode builds it: its sources with the code
# OrchestratePlugin generates from its own specs, as its module AppModule.
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
APPLE_EXTRA="$out/generated:$root/Examples/AppleApp" APPLE_EXTRA_MODULE=AppleApp "$tool" "$root"

# The example app: its manifest (AppleProductTypes, which only Xcode has) is not a source file.
app="$root/Examples/SignInApp.swiftpm"
swift run --quiet orchestrate-gen generate "$app" --output "$out/app-generated" >/dev/null
app_sources="$out/app-generated"
for file in "$app"/*.swift; do
    [ "$(basename "$file")" = "Package.swift" ] || app_sources="$app_sources:$file"
done
APPLE_PLATFORMS=ios APPLE_TARGETS=OrchestrateUI APPLE_EXTRA="$app_sources" APPLE_EXTRA_MODULE=AppModule "$tool" "$root"
