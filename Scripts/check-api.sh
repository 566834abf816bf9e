#!/usr/bin/env bash
# The API-breakage check: `swift package diagnose-api-breaking-changes` of the libraries against the last
# release, named once in .ci/api-baseline ("COMMIT VERSION"). Every break it reports must be listed, word for
# word, in the "API digester" list of CHANGELOG.md's newest section, whose version must be a major version
# above the release's (a minor one before 1.0). Exit 0 when every break is listed, 1 when one is not.
#
#   Scripts/check-api.sh      # about 1.5 minutes on 2 cores: it builds the release in .build/…/apidiff
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
read -r baseline released < .ci/api-baseline
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
swift package diagnose-api-breaking-changes "$baseline" --products Orchestrate OrchestrateSandbox >"$report" 2>&1 || true
python3 - "$released" CHANGELOG.md "$report" <<'PY'
import re, sys
released, changelog_path = sys.argv[1], sys.argv[2]
report = open(sys.argv[3], encoding="utf-8", errors="replace").read()
summaries = re.findall(r"^(?:No breaking changes|\d+ breaking changes?) detected in (\w+)", report, re.M)
if sorted(summaries) != ["Orchestrate", "OrchestrateSandbox"]:
    sys.exit("check-api: the API digester did not report on both libraries:\n" + report[-3000:])
breaks = [line.split("API breakage: ", 1)[1].strip() for line in report.splitlines() if "API breakage: " in line]
changelog = open(changelog_path, encoding="utf-8").read()
sections = re.split(r"^## ", changelog, flags=re.M)[1:]
newest = sections[0] if sections else ""
version = re.match(r"\[(\d+)\.(\d+)\.(\d+)\]", newest)
if not version:
    sys.exit("check-api: CHANGELOG.md's newest section has no [MAJOR.MINOR.PATCH] heading")
major, minor = int(version.group(1)), int(version.group(2))
old_major, old_minor = (int(x) for x in released.split(".")[:2])
listed = set(line[2:].strip() for line in newest.split("### API digester", 1)[-1].splitlines() if line.startswith("- "))
missing = [b for b in breaks if b not in listed]
print(f"check-api: {len(breaks)} breaking changes against {released} ({len(breaks) - len(missing)} listed in CHANGELOG.md {major}.{minor})")
for b in missing:
    print(f"check-api: not in CHANGELOG.md's API digester list: {b}")
if breaks and not (major > old_major or (old_major == 0 and major == 0 and minor > old_minor)):
    print(f"check-api: breaking changes need version {old_major + 1}.0.0" + ("" if old_major else f" or 0.{old_minor + 1}.0") + f", not {major}.{minor}")
    sys.exit(1)
sys.exit(1 if missing else 0)
PY
