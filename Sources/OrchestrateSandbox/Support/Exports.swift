// The JSON value the sandbox's public API takes and gives (`SandboxResponse.json`, `SandboxRecord.json`, …)
// is the runtime's, from `OrchestrateBasics`; the recording file's model (`SandboxRecording`) is
// `OrchestrateRecording`'s, which `orchestrate-gen import recording` reads too. Both are re-exported so that
// `import OrchestrateSandbox` is enough to use them, and a test that imports the runtime as well sees one `JSON`.
@_exported import OrchestrateBasics
@_exported import OrchestrateRecording
