#!/usr/bin/env bash
# Makes the corpus folder Scripts/import-corpus/check.py reads, `<owner>+<repo>/<path>`, from bare mirrors of
# the repositories the facts name (`fetch github:<owner>/<repo>` with the search tool gives one each, under a
# folder `<owner>+<repo>`): every export at the commit its facts were written from. An input written
# `<owner>+<repo>/@<commit>/<path>` is the file at that other commit. Nothing fetched enters the repository.
#
#   Scripts/import-corpus/assemble.sh MIRRORS OUT
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mirrors="${1:?usage: assemble.sh MIRRORS OUT}"
out="${2:?usage: assemble.sh MIRRORS OUT}"
mkdir -p "$out/journeys" "$out/davinci"
python3 - "$here" "$mirrors" "$out" <<'PY'
import json, os, subprocess, sys
here, mirrors, out = sys.argv[1:4]
missing = 0
for facts, kind in (("journeys.json", "journeys"), ("davinci.json", "davinci")):
    for entry in json.load(open(os.path.join(here, facts)))[kind]:
        owner_repo = entry["repo"].replace("/", "+")
        git = None
        for candidate in (os.path.join(mirrors, owner_repo, "repo", ".git"), os.path.join(mirrors, owner_repo, "repo"),
                          os.path.join(mirrors, owner_repo)):
            if os.path.isfile(os.path.join(candidate, "HEAD")):
                git = candidate
                break
        if git is None:
            print(f"no mirror of {entry['repo']} under {mirrors}", file=sys.stderr)
            missing += 1
            continue
        inputs = entry["input"] if isinstance(entry["input"], list) else [entry["input"]]
        for path in inputs:
            inside = path[len(owner_repo) + 1:]
            commit = entry["commit"]
            target = os.path.join(out, kind, owner_repo)
            if inside.startswith("@"):
                commit, inside = inside[1:].split("/", 1)
                target = os.path.join(target, "@" + commit)
            os.makedirs(target, exist_ok=True)
            archive = subprocess.run(
                ["git", "--git-dir", git, "archive", commit, "--", inside or "."], capture_output=True)
            if archive.returncode != 0:
                print(f"{entry['repo']}@{commit}: {inside}: {archive.stderr.decode().strip()}", file=sys.stderr)
                missing += 1
                continue
            subprocess.run(["tar", "-x", "-C", target], input=archive.stdout, check=True)
print(f"assemble: {out} ({missing} missing)")
PY
