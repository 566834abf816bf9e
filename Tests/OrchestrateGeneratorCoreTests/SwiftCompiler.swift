import Foundation

@testable import OrchestrateGeneratorCore

/// `swiftc` as a child process, for the tests that compile code the test build does not: generated code (the
/// version guard against a stand-in runtime, the examples under stricter settings against the real one) and
/// the runtime's AuthenticationServices code against a stand-in framework (`AppleShimCheckTests`).
enum SwiftCompiler {
    /// What one run printed (standard output and error together) and its exit status.
    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `swiftc` with `arguments` (`$SWIFTC` when set, otherwise the first `swiftc` on `PATH`).
    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        if let swiftc = ProcessInfo.processInfo.environment["SWIFTC"], !swiftc.isEmpty {
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc"] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The `Modules` folder of the build these tests run from, which holds `Orchestrate.swiftmodule` (the
    /// test target depends on the runtime): found above the test bundle, else `.build/debug/Modules`.
    static func runtimeModulesFolder() -> URL? {
        var starts = Bundle.allBundles.map(\.bundleURL) + [Bundle.main.bundleURL]
        if let executable = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: executable)) }
        for start in starts {
            var folder = start
            for _ in 0..<5 {
                let modules = folder.appendingPathComponent("Modules")
                if FileManager.default.fileExists(
                    atPath: modules.appendingPathComponent("Orchestrate.swiftmodule").path)
                {
                    return modules
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        let fallback = packageRoot.appendingPathComponent(".build/debug/Modules")
        return FileManager.default.fileExists(atPath: fallback.appendingPathComponent("Orchestrate.swiftmodule").path)
            ? fallback : nil
    }

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (name → text) into `folder` and returns their paths, sorted by name.
    static func write(_ files: [String: String], into folder: URL) throws -> [String] {
        try files.keys.sorted().map { name in
            let url = folder.appendingPathComponent(name)
            try Data(files[name]!.utf8).write(to: url)
            return url.path
        }
    }
}
