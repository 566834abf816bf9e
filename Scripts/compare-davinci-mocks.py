#!/usr/bin/env python3
"""Compares the forms `orchestrate-gen import davinci` reads from a DaVinci flow export with recorded runtime
responses of the same nodes (say, the mock data of Ping's JavaScript SDK, each response saved as a JSON file):
for every response whose `id` is a form node of the import, field by field (type, key, label, inputType),
and the form's name and description.

    Scripts/compare-davinci-mocks.py EXPORT.json RESPONSES_FOLDER

It runs the release or debug `orchestrate-gen` already built (swift build --product orchestrate-gen) and
prints one line per field that differs, then the counts. Exits 1 when a field differs.
"""
import glob, json, os, subprocess, sys, tempfile

import yaml

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
export, responses = sys.argv[1], sys.argv[2]
built = [p for p in (f"{root}/.build/release/orchestrate-gen", f"{root}/.build/debug/orchestrate-gen")
         if os.path.exists(p)]
binary = max(built, key=os.path.getmtime) if built else None  # the one built last
if binary is None:
    sys.exit("build orchestrate-gen first: swift build --product orchestrate-gen")
with tempfile.TemporaryDirectory() as out:
    subprocess.run([binary, "import", "davinci", export, "--output", out], check=True, capture_output=True)
    nodes = {}
    for script in glob.glob(f"{out}/*.sandbox.yaml"):
        for node in yaml.safe_load(open(script)).get("nodes", []):
            nodes[node["id"]] = node

def fields(list_):
    return [(f.get("type"), f.get("key"), f.get("label"), f.get("inputType")) for f in list_]

compared = differing = 0
for path in sorted(glob.glob(f"{responses}/*.json")):
    response = json.load(open(path))
    if not isinstance(response, dict):
        continue
    node = nodes.get(response.get("id"))
    form = response.get("form")
    if node is None or form is None:
        continue
    compared += 1
    name = os.path.basename(path)
    if (form.get("name"), form.get("description", "")) != (node["form"]["name"], node["form"]["description"]):
        print(f"{name}: form {form.get('name')!r} / {form.get('description')!r}, imported "
              f"{node['form']['name']!r} / {node['form']['description']!r}")
        differing += 1
    recorded, imported = fields(form["components"]["fields"]), fields(node["fields"])
    for index in range(max(len(recorded), len(imported))):
        a = recorded[index] if index < len(recorded) else None
        b = imported[index] if index < len(imported) else None
        if a != b:
            print(f"{name}: field {index}: recorded {a}, imported {b}")
            differing += 1
print(f"compare-davinci-mocks: {compared} recorded responses of imported forms, {differing} differences")
sys.exit(1 if differing else 0)
