#!/usr/bin/env bash
# Builds the libraries' DocC documentation (Sources/Orchestrate/Orchestrate.docc, Sources/OrchestrateRecording/OrchestrateRecording.docc, Sources/OrchestrateSandboxImport/OrchestrateSandboxImport.docc,
# Sources/OrchestrateSandbox/OrchestrateSandbox.docc, Sources/OrchestrateUI/OrchestrateUI.docc) with
# swift-docc-plugin, warnings as errors: a symbol link
# that no longer resolves, a missing page or an undocumented parameter fails. The archives land in
# .build/plugins/Swift-DocC/outputs.
#
#   Scripts/build-docs.sh                      # about 2.5 minutes on 2 cores
#   swift package --disable-sandbox preview-documentation --target Orchestrate    # to read them in a browser
set -euo pipefail
cd "$(dirname "$0")/.."
swift package --disable-sandbox generate-documentation --target Orchestrate --target OrchestrateSandbox --target OrchestrateRecording --target OrchestrateSandboxImport --target OrchestrateUI --warnings-as-errors
