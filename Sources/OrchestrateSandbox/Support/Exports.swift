// The JSON value the sandbox's public API takes and gives (`SandboxResponse.json`, `SandboxRecord.json`, …)
// is the runtime's, from `OrchestrateBasics`; re-exported so that `import OrchestrateSandbox` is enough to
// use it, and a test that imports the runtime as well sees one `JSON`.
@_exported import OrchestrateBasics
