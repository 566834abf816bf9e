import Foundation
import SpecSynthesis

/// `swiftc -typecheck` of the generated code of synthetic spec sets, against the runtime's module of the
/// release build, with the compiler reporting every expression that takes over 100 ms to type-check.
struct TypecheckBenchmark {
    let environment: BenchEnvironment
    let formCounts: [Int]
    let quick: Bool

    /// The longest expression type-check allowed, in milliseconds.
    static let expressionLimit = 100

    func run() throws -> Table {
        var table = Table(
            "Generated code: `swiftc -typecheck` (Swift 6 mode, against the release `Orchestrate` module)",
            columns: [
                "spec set", "Swift files", "Swift source", "driver mode", "typecheck wall", "CPU",
                "peak memory", "expressions over \(Self.expressionLimit) ms", "runs",
            ])
        let generator = try environment.program("orchestrate-gen")
        let modules = environment.release.appendingPathComponent("Modules").path
        var slowest: [String] = []
        for forms in formCounts {
            let specs = environment.scratch.appendingPathComponent("typecheck-specs-\(forms)").path
            let output = environment.scratch.appendingPathComponent("typecheck-out-\(forms)").path
            try SyntheticSpecSet(forms: forms).write(to: specs)
            try? FileManager.default.removeItem(atPath: output)
            _ = try ChildProcess.output([generator, "generate", specs, "-o", output])
            let files = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".swift") }
                .sorted()
                .map { output + "/" + $0 }
            let size = try files.reduce(0) {
                $0 + ((try FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
            }
            for wholeModule in [true, false] {
                let command =
                    [
                        "/usr/bin/env", "swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library",
                        "-module-name", "Synthetic\(forms)", "-I", modules,
                        "-Xfrontend", "-warn-long-expression-type-checking=\(Self.expressionLimit)",
                    ]
                    + (wholeModule ? ["-wmo"] : []) + files
                // The diagnostics of one run, checked for errors and slow expressions.
                let diagnostics = try ChildProcess.output(command)
                let slow = diagnostics.split(separator: "\n").filter { $0.contains("to type-check") }
                slowest += slow.prefix(3).map(String.init)
                var wall = Samples()
                var cpu = Samples()
                var peak = 0
                let runs = quick || forms >= 1_000 ? 1 : 3
                for _ in 0..<runs {
                    let cost = try ChildProcess.run(command)
                    wall.add(cost.wall)
                    cpu.add(cost.cpu)
                    peak = max(peak, cost.peakMemory)
                }
                table.add([
                    "\(forms) forms", "\(files.count)", bytes(size),
                    wholeModule ? "whole module (`-wmo`)" : "one frontend per file",
                    duration(wall.median), duration(cpu.median), bytes(peak), "\(slow.count)", "\(runs)",
                ])
            }
        }
        table.notes = [
            "Command: `swiftc -typecheck [-wmo] -swift-version 6 -parse-as-library -I <release Modules> "
                + "-Xfrontend -warn-long-expression-type-checking=\(Self.expressionLimit) <generated files>`; median wall time, "
                + "CPU and peak memory of the whole driver process tree. Without `-wmo` the driver runs one frontend per "
                + "file, each of which parses every file: that mode grows with files × size (SwiftPM's debug builds batch "
                + "files into one frontend per core instead).",
            slowest.isEmpty
                ? "Target: no expression over \(Self.expressionLimit) ms — met (the compiler reported none)."
                : "Target: no expression over \(Self.expressionLimit) ms — NOT met: " + slowest.joined(separator: "; "),
        ]
        return table
    }
}
