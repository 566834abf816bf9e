#!/usr/bin/env python3
"""Checks `orchestrate-gen import` against facts written down from the exports and from AM's and Ping's own
sources (Scripts/import-corpus/journeys.json, davinci.json): for each export of a corpus folder, the import
refuses or imports as the facts say, the specs generate (and, with --typecheck, the Swift type-checks against
the Orchestrate module), the imported sandbox answers its first request with the page the facts say AM or
DaVinci sends first, and the import types exactly the pages (forms) the facts list.

    check.py --gen BIN --sandbox BIN --corpus DIR --facts FILE [--typecheck MODULES] [--only TEXT] [--verbose]

The corpus folder holds the exports as `<owner>+<repo>/<path>` (Scripts/import-corpus/assemble.sh makes it
from fetched mirrors). Nothing is written outside a temporary folder. Exit status 1 when a fact does not hold.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

try:
    import yaml
except ImportError:  # Scripts/import-corpus.sh installs it into a virtual environment first.
    sys.exit("check.py needs PyYAML (pip install pyyaml)")

KEPT = "overlay key callbacks."
LOCATED = re.compile(r"^/.*:\d+:\d+: error: ", re.M)


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


class Sandbox:
    """orchestrate-sandbox on a free port, playing one script, until closed. It prints where it listens on its
    first line, and for a script of trees where AM's endpoints are on the next."""

    def __init__(self, binary, script, trees):
        self.process = subprocess.Popen(
            [binary, "--script", script, "--port", "0", "--until-stdin-closes"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.text = ""
        for _ in range(2 if trees else 1):
            self.text += self.process.stdout.readline()

    def url(self, pattern):
        found = re.search(pattern, self.text)
        return found.group(1) if found else None

    def close(self):
        try:
            self.process.stdin.close()
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def post_json(url, body):
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json", "Accept-API-Version": "resource=2.1, protocol=1.0"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def kept(callback):
    """A callback as the facts write it: its type, or * for what the import keeps as it comes."""
    message = next((o.get("value") for o in callback.get("output", []) if o.get("name") == "message"), None)
    if callback.get("type") == "TextOutputCallback" and isinstance(message, str) and KEPT in message:
        return "*"
    return callback.get("type")


def script_page(node):
    """The page a script node answers with, or None for a node of no callback, which the sandbox passes at once
    (the entry of a tree whose start AM may answer itself, a tree of no page)."""
    if not node.get("callbacks"):
        return None
    types = []
    for callback in node.get("callbacks", []):
        message = (callback.get("output") or {}).get("message")
        if callback.get("type") == "TextOutputCallback" and isinstance(message, str) and KEPT in message:
            types.append("*")
        else:
            types.append(callback.get("type"))
    return types


def compare_pages(expected, imported):
    """The import types exactly the pages without * the facts list; each page with * it types is one the facts
    list; and some page with * when the facts list any."""
    problems = []
    want = {tuple(p) for p in expected}
    have = {tuple(p) for p in imported}
    known_want = {p for p in want if "*" not in p}
    known_have = {p for p in have if "*" not in p}
    for page in sorted(known_want - known_have):
        problems.append(f"page not typed: {list(page)}")
    for page in sorted(known_have - known_want):
        problems.append(f"page typed that AM does not send: {list(page)}")
    for page in sorted(p for p in have if "*" in p):
        if page not in want:
            problems.append(f"kept page not in the facts: {list(page)}")
    if any("*" in p for p in want) and not any("*" in p for p in have):
        problems.append("no page kept as it comes, where the facts have one")
    return problems


def import_with(command, result):
    """Runs an import into `result`: its warnings, and whether it crashed or refused without a place (None then)."""
    imported = run(command)
    result["warnings"] = imported.stderr.count(": warning: ")
    if imported.returncode not in (0, 1) or (imported.returncode == 1 and not LOCATED.search(imported.stderr)):
        result["problems"].append(f"crashed or unlocated ({imported.returncode}): {imported.stderr.strip()[-300:]}")
        result["crashed"] = True
        return None
    result["imported"] = imported.returncode == 0
    return imported


def generate_into(out, work, args, result):
    """Generates Swift from the imported specs in `out` (and type-checks it with --typecheck); true when it does."""
    generated = run([args.gen, "generate", out, "--output", os.path.join(work, "Swift")])
    result["generates"] = generated.returncode == 0
    if generated.returncode != 0:
        result["problems"].append(f"does not generate: {generated.stderr.strip()[:300]}")
        return False
    if args.typecheck:
        result["typechecks"] = typecheck(os.path.join(work, "Swift"), args, result["problems"])
    return True


def goes_on(imported, expected, unexpected, out, work, args, result):
    """Holds an import to whether the facts expect it; generates it when they do. Its sandbox script, or None."""
    if not expected:
        if imported.returncode == 0:
            result["problems"].append(unexpected)
        return None
    if imported.returncode != 0:
        result["problems"].append(f"refused: {imported.stderr.strip()[-400:]}")
        return None
    if not generate_into(out, work, args, result):
        return None
    scripts = [os.path.join(out, f) for f in os.listdir(out) if f.endswith(".sandbox.yaml")]
    return scripts[0]


def check_journey(entry, args, work):
    result = {"entry": entry, "problems": []}
    problems = result["problems"]
    out = os.path.join(work, "out")
    imported = import_with(
        [args.gen, "import", "journey"] + sources(entry, args) + [f"--tree={entry['tree']}", "--output", out], result)
    if imported is None:
        return result
    steps = entry.get("steps")
    # With no page and no first answer written down (AM's answer to the start is not known), as with no facts.
    if not steps and entry.get("first") is None and entry.get("imports", True):
        # Nothing to hold it to but that it imports or refuses with a place.
        if imported.returncode == 0:
            generate_into(out, work, args, result)
        return result
    # A tree AM sends no page of is imported too, as a flow of one server step.
    path = goes_on(
        imported, entry.get("imports", True), "imported, where AM could not load the tree", out, work, args, result)
    if path is None:
        return result
    script = yaml.safe_load(open(path))
    if steps is not None:
        pages = [page for page in map(script_page, script.get("treeNodes", [])) if page is not None]
        mismatch = compare_pages(steps, pages)
        result["steps"] = not mismatch
        problems += mismatch
    if entry.get("first") is not None:
        sandbox = Sandbox(args.sandbox, path, trees=True)
        try:
            start = sandbox.url(r"start: POST (\S+)\?authIndexType")
            if not start:
                problems.append(f"the sandbox did not start: {sandbox.process.stderr.read()[:300]}")
                result["loads"] = False
                return result
            result["loads"] = True
            try:
                first = post_json(
                    f"{start}?authIndexType=service&authIndexValue={urllib.request.quote(entry['tree'])}", {})
            except urllib.error.HTTPError as error:
                # AM's 401 to the start of a tree that fails with no page: no page.
                if error.code != 401:
                    raise
                first = {}
            page = [kept(c) for c in first.get("callbacks", [])]
            options = [list(p) for p in entry["first"]] or [[]]
            result["first"] = page in options
            if page not in options:
                problems.append(f"first page {page}, where the facts say one of {options}")
        except Exception as error:
            problems.append(f"the sandbox's first request failed: {error}")
            result["first"] = False
        finally:
            sandbox.close()
    return result


def davinci_fields(node):
    fields = ((node.get("form") or {}).get("components") or {}).get("fields") or []
    return [f"{f.get('type')}:{f.get('key')}" if f.get("key") is not None else f.get("type") for f in fields]


def check_davinci(entry, args, work):
    result = {"entry": entry, "problems": []}
    problems = result["problems"]
    out = os.path.join(work, "out")
    command = [args.gen, "import", "davinci"] + sources(entry, args) + ["--output", out]
    if entry.get("flow"):
        command += [f"--flow={entry['flow']}"]
    imported = import_with(command, result)
    if imported is None:
        return result
    path = goes_on(
        imported, entry.get("imports", True), "imported, where the flow shows no form", out, work, args, result)
    if path is None:
        return result
    # The sandbox script names each form by its node id (a second form of another flow's id with ~2).
    script = yaml.safe_load(open(path))
    typed = {str(node["id"]).split("~")[0] for node in script.get("nodes", [])}
    if entry.get("forms") is not None:
        want = set(entry["forms"])
        result["steps"] = want == typed
        for form in sorted(want - typed):
            problems.append(f"form not typed: {form}")
        for form in sorted(typed - want):
            problems.append(f"form typed that the flow does not show: {form}")
    if entry.get("first") is not None:
        sandbox = Sandbox(args.sandbox, path, trees=False)
        try:
            authorize = sandbox.url(r"authorize: (\S+)")
            if not authorize:
                problems.append("the sandbox did not start")
                result["loads"] = False
                return result
            result["loads"] = True
            with urllib.request.urlopen(authorize, timeout=10) as response:
                first = json.loads(response.read())
            result["first"] = first.get("id") == entry["first"]
            if first.get("id") != entry["first"]:
                problems.append(f"first form {first.get('id')}, where the facts say {entry['first']}")
            if entry.get("firstFields") is not None:
                fields = davinci_fields(first)
                want = [f for f in entry["firstFields"]]
                if fields != want:
                    result["first"] = False
                    problems.append(f"first form's fields {fields}, where the facts say {want}")
        except Exception as error:
            problems.append(f"the sandbox's first request failed: {error}")
            result["first"] = False
        finally:
            sandbox.close()
    return result


def sources(entry, args):
    """The files or folders an entry's import is given: `input`, or each of its list."""
    inputs = entry["input"] if isinstance(entry["input"], list) else [entry["input"]]
    return [os.path.join(args.corpus, path) for path in inputs]


def typecheck(folder, args, problems):
    sources = [os.path.join(folder, f) for f in sorted(os.listdir(folder)) if f.endswith(".swift")]
    checked = run(["swiftc", "-typecheck", "-swift-version", "6", "-I", args.typecheck] + sources)
    if checked.returncode != 0:
        problems.append(f"does not type-check: {checked.stderr.strip()[:300]}")
        return False
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gen", required=True)
    parser.add_argument("--sandbox", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--facts", required=True)
    parser.add_argument("--typecheck", help="the folder of the built Orchestrate module, to type-check against")
    parser.add_argument("--only", help="check only the exports whose repository or path contains this")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    facts = json.load(open(args.facts))
    kind = "davinci" if "davinci" in facts else "journeys"
    entries = [e for e in facts[kind] if not args.only or args.only in e["repo"] or args.only in e["path"]]
    entries = [e for e in entries if all(os.path.exists(path) for path in sources(e, args))]
    results = []
    for entry in entries:
        with tempfile.TemporaryDirectory() as work:
            check = check_davinci if kind == "davinci" else check_journey
            result = check(entry, args, work)
        results.append(result)
        if result["problems"] and args.verbose:
            name = entry.get("tree") or entry.get("flow")
            print(f"✘ {entry['repo']} {entry['path']} ({name})")
            for problem in result["problems"]:
                print(f"    {problem}")

    def count(key):
        return sum(1 for r in results if r.get(key))

    repos = {r["entry"]["repo"] for r in results}
    with_first = [r for r in results if "first" in r]
    with_steps = [r for r in results if "steps" in r]
    failing = [r for r in results if r["problems"]]
    summary = {
        "exports": len(results), "repositories": len(repos),
        "refused as the facts say": sum(1 for r in results if not r.get("imported") and not r["problems"]),
        "imported": count("imported"), "generate": count("generates"),
        "type-check": count("typechecks") if args.typecheck else "not run",
        "sandbox loads": count("loads"), "crashed": count("crashed"),
        "first page holds": f"{count('first')} of {len(with_first)}",
        "pages hold": f"{count('steps')} of {len(with_steps)}",
        "exports with every fact holding": len(results) - len(failing),
        "warnings": sum(r.get("warnings", 0) for r in results),
    }
    print(json.dumps(summary, indent=1, ensure_ascii=False))
    sys.exit(1 if failing else 0)


if __name__ == "__main__":
    main()
