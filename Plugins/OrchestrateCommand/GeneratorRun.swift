import Foundation

/// One run of `orchestrate-gen`: what it wrote is printed under the target's line, its diagnostics go
/// straight to standard error, and a failure becomes an error naming the target.
struct GeneratorRun {
    /// The generator executable.
    var executable: URL
    /// Its arguments.
    var arguments: [String]

    /// Runs the generator and waits for it; throws when it fails.
    func run(for target: String) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let written = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        for line in String(decoding: written, as: UTF8.self).split(separator: "\n") {
            print("  \(line)")
        }
        guard process.terminationStatus == 0 else {
            throw OrchestrateCommandError.generatorFailed(target: target, status: process.terminationStatus)
        }
    }
}
