// The JSON value, its parser and writer, the lock box and the password policy live in `OrchestrateBasics`,
// which the sandbox shares. Re-exported so that `import Orchestrate` gives them to an app as before, members
// declared in extensions included (a type alias would not, under `MemberImportVisibility`).
@_exported import OrchestrateBasics
