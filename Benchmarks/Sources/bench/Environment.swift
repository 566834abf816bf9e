import Foundation

/// Where the suite finds the programs it measures, and where it writes its scratch files.
struct BenchEnvironment: Sendable {
    /// The repository root (the root package).
    let repository: URL
    /// The folder of the release build's products (`orchestrate-gen`, `yaml-parse-floor`, `orchestrate-sandbox`).
    let release: URL
    /// The folder of the debug build's products (`orchestrate-gen` as the build plugin runs it).
    let debug: URL
    /// A scratch folder, removed at the end.
    let scratch: URL

    static func detect() throws -> BenchEnvironment {
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath()
        let release = executable.deletingLastPathComponent()
        let debug = release.deletingLastPathComponent().appendingPathComponent("debug")
        // This file is Benchmarks/Sources/bench/Environment.swift: the repository is four levels up.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("orchestrate-bench-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return BenchEnvironment(repository: repository, release: release, debug: debug, scratch: scratch)
    }

    /// The path of `product` in the release (or debug) build folder; fails when it was not built.
    func program(_ product: String, debug useDebug: Bool = false) throws -> String {
        let path = (useDebug ? debug : release).appendingPathComponent(product).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ChildProcess.Failure(description: "\(path) is missing: build it first (Benchmarks/run does)")
        }
        return path
    }

    /// The machine the figures come from, for the report.
    static func machine() -> [String] {
        var lines: [String] = []
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let model = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") })
        {
            lines.append(
                "CPU: \(model.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?")"
            )
        }
        lines.append(
            "Processors: \(ProcessInfo.processInfo.activeProcessorCount), memory: \(bytes(Int(ProcessInfo.processInfo.physicalMemory)))"
        )
        lines.append("OS: \(ProcessInfo.processInfo.operatingSystemVersionString)")
        if let swift = try? ChildProcess.output(["/usr/bin/env", "swift", "--version"]).split(separator: "\n").first {
            lines.append("Toolchain: \(swift)")
        }
        lines.append("Load average at start: \(loadAverage())")
        return lines
    }

    /// The 1-minute load average (`–` where unavailable).
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "–" }
        return String(format: "%.2f", loads[0])
    }
}

/// The resident memory of process `pid` in bytes (Linux `/proc`), or `nil`.
func residentMemory(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
}
