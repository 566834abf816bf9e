// The Orchestrate benchmark suite: `bench [--quick] [--no-debug] [--only generator,typecheck,plugin,runtime,load]`.
// Build it (and the programs it measures) and run it with `Benchmarks/run`; it prints Markdown tables, the
// form BENCHMARKS.md keeps them in.
import Foundation

let usage = """
    usage: bench [--quick] [--no-debug] [--only SECTIONS] [--forms N,...] [--flows N] [--concurrency N]
                 [--baseline-generator PATH] [--baseline-debug-generator PATH]
      --quick       fewer runs, and no 10 000-form set (a smoke run, not figures to keep)
      --no-debug    skip the debug-built generator (Benchmarks/run --no-debug does not build it)
      --only        comma-separated sections: generator, typecheck, plugin, runtime, journey, load, recording (default: all)
      --forms       the synthetic spec sets' form counts (default: 1,10,100,1000,10000)
      --flows, --concurrency   the load benchmark's flows per round and flows at once (default: 1000, 50)
      --baseline-generator PATH, --baseline-debug-generator PATH
                    also time this release (debug) orchestrate-gen, an earlier build say, in the same loop
    """

var quick = false
var debugGenerator = true
var sections: Set<String> = ["generator", "typecheck", "plugin", "runtime", "journey", "load", "recording"]
var formCounts: [Int]?
var loadFlows = 1_000
var loadConcurrency = 50
var baselineGenerator: String?
var debugBaselineGenerator: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--no-debug": debugGenerator = false
    case "--only": sections = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "--forms": formCounts = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--flows": loadFlows = Int(arguments.popFirst() ?? "") ?? loadFlows
    case "--concurrency": loadConcurrency = max(1, Int(arguments.popFirst() ?? "") ?? loadConcurrency)
    case "--baseline-generator": baselineGenerator = arguments.popFirst()
    case "--baseline-debug-generator": debugBaselineGenerator = arguments.popFirst()
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n\(usage)\n".utf8))
        exit(2)
    }
}

let environment = try BenchEnvironment.detect()
defer { try? FileManager.default.removeItem(at: environment.scratch) }

var header = "## Orchestrate benchmarks\n\n"
for line in BenchEnvironment.machine() { header += "- \(line)\n" }
header += "- Options: \(CommandLine.arguments.dropFirst().joined(separator: " "))\n\n"
FileHandle.standardOutput.write(Data(header.utf8))

func report(_ table: Table) {
    // Written at once (not buffered until exit), so a long run shows each section as it finishes.
    FileHandle.standardOutput.write(Data((table.markdown + "\n").utf8))
}

do {
    if sections.contains("generator") {
        let forms = formCounts ?? (quick ? [1, 10, 100, 1_000] : [1, 10, 100, 1_000, 10_000])
        for table in try GeneratorBenchmark(
            environment: environment, formCounts: forms, quick: quick,
            debugBuild: debugGenerator, baseline: baselineGenerator,
            debugBaseline: debugBaselineGenerator
        ).run() {
            report(table)
        }
    }
    if sections.contains("typecheck") {
        report(try TypecheckBenchmark(environment: environment, formCounts: [100, 1_000], quick: quick).run())
    }
    if sections.contains("plugin") {
        for table in try PluginBuildBenchmark(
            environment: environment, quick: quick, formCounts: quick ? [100] : [100, 1_000]
        ).run() {
            report(table)
        }
    }
    if sections.contains("runtime") {
        report(try await RuntimeBenchmark(quick: quick).run())
    }
    if sections.contains("journey") {
        report(try await JourneyBenchmark(quick: quick).run())
    }
    if sections.contains("recording") {
        report(try await RecordingBenchmark(quick: quick).run())
    }
    if sections.contains("load") {
        report(try await LoadBenchmark(environment: environment, flows: loadFlows, concurrency: loadConcurrency).run())
        report(
            try await LoadBenchmark(
                environment: environment, flows: loadFlows, concurrency: loadConcurrency,
                kind: .journey
            ).run())
    }
    print("- Load average at end: \(BenchEnvironment.loadAverage())")
} catch {
    FileHandle.standardError.write(Data("bench: \(error)\n".utf8))
    exit(1)
}
