#!/usr/bin/env bash
# Lints the Swift the project writes with swift-format (the toolchain's `swift format`) and the checked-in
# configuration, .swift-format; any finding fails. Generated code is not linted: every `Generated/` folder
# (written by orchestrate-gen, whose shape the golden tests pin), the generator's test corpus, and the three
# files the tests write from other sources (`DefaultTemplates.swift` from Templates/, `ViewModelLookup.swift`
# from the view models, `RuntimeTypeNames.swift` from the runtime's declarations).
#
#   Scripts/lint.sh            # lint, as CI does (a few seconds)
#   Scripts/lint.sh --fix      # reformat those files in place, then lint
#
# The configuration: 4-space indentation, 120 columns, existing line breaks respected, `#if` blocks not
# indented (tests read top-level declarations by their column). Four lint-only
# rules are off: NoBlockComments (the YAML preflight names its bytes inline, `0x23 /* # */`), UseLetInEveryBoundCaseVariable
# (`case let .x(a, b)` is the runtime's idiom), and AmbiguousTrailingClosureOverload and
# OnlyOneTrailingClosureArgument (overloads such as `FlowGraphRunner.operation` are deliberate).
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r file; do
    [ -f "$file" ] && files+=("$file")
done < <(git ls-files --cached --others --exclude-standard '*.swift' | grep -v -e '/Generated/' -e '/Corpus/' -e 'Templates/DefaultTemplates.swift' -e 'ViewModels/ViewModelLookup.swift' \
    -e 'Runtime/RuntimeTypeNames.swift' | sort)
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel --configuration .swift-format "${files[@]}"
fi
swift format lint --strict --parallel --configuration .swift-format "${files[@]}"
echo "lint: ${#files[@]} files, no findings"
