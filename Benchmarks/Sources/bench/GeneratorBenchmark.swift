import Foundation
import SpecSynthesis

/// `orchestrate-gen generate` as a process, on the example specs and on synthetic spec sets, against
/// processes that only read and compose the same YAML files with Yams, run interleaved in the same loop so
/// that a machine whose speed drifts affects both alike.
struct GeneratorBenchmark {
    let environment: BenchEnvironment
    let formCounts: [Int]
    let quick: Bool
    let debugBuild: Bool
    /// Another `orchestrate-gen` (an earlier build, say) measured in the same loop, for before/after figures.
    let baseline: String?
    /// The same for the debug-built generator.
    let debugBaseline: String?

    /// One spec set: a name, its folder, its size and its form count (0 for the examples).
    struct SpecSetInput {
        let name: String
        let folder: String
        let forms: Int
        let files: Int
        let bytes: Int
    }

    /// The medians of one set.
    struct Result {
        let input: SpecSetInput
        let floor: ProcessCost
        let basicFloor: ProcessCost
        let generator: ProcessCost
        let baseline: ProcessCost?
        let outputBytes: Int
        let runs: Int
    }

    func run() throws -> [Table] {
        var inputs = [try examples()]
        for forms in formCounts {
            inputs.append(try synthetic(forms))
        }
        let release = try measure(
            inputs, generator: environment.program("orchestrate-gen"),
            floor: environment.program("yaml-parse-floor"), baseline: baseline)
        var tables = [
            table(release, title: "Generator, release build (`orchestrate-gen generate` as a process)", targets: true)
        ]
        if debugBuild {
            let debugInputs = inputs.filter { $0.forms <= 1_000 }
            let debug = try measure(
                debugInputs, generator: environment.program("orchestrate-gen", debug: true),
                floor: environment.program("yaml-parse-floor", debug: true), baseline: debugBaseline)
            tables.append(
                table(
                    debug, title: "Generator, debug build (as the build plugin runs it), against a debug-built floor",
                    targets: false))
        }
        return tables
    }

    private func examples() throws -> SpecSetInput {
        let folder = environment.repository.appendingPathComponent("Examples/Specs").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
        let size = try files.reduce(0) { total, name in
            total + ((try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0)
        }
        return SpecSetInput(name: "Examples/Specs", folder: folder, forms: 0, files: files.count, bytes: size)
    }

    private func synthetic(_ forms: Int) throws -> SpecSetInput {
        let folder = environment.scratch.appendingPathComponent("specs-\(forms)").path
        let set = SyntheticSpecSet(forms: forms)
        let size = try set.write(to: folder)
        return SpecSetInput(
            name: "\(forms) form\(forms == 1 ? "" : "s")", folder: folder, forms: forms,
            files: set.files.count, bytes: size)
    }

    /// Runs per set: more for small sets, whose times are short and noisier.
    private func runs(for input: SpecSetInput) -> Int {
        let full = input.bytes < 100_000 ? 21 : input.bytes < 1_000_000 ? 9 : 3
        return quick ? max(3, full / 3) : full
    }

    private func measure(_ inputs: [SpecSetInput], generator: String, floor: String, baseline: String?) throws
        -> [Result]
    {
        var results: [Result] = []
        for input in inputs {
            let output = environment.scratch.appendingPathComponent("out").path
            var floorWall = Samples()
            var basicWall = Samples()
            var generatorWall = Samples()
            var floorCPU = Samples()
            var basicCPU = Samples()
            var generatorCPU = Samples()
            var floorPeak = 0
            var basicPeak = 0
            var generatorPeak = 0
            var baselineWall = Samples()
            var baselineCPU = Samples()
            var baselinePeak = 0
            let count = runs(for: input)
            // One untimed round first: file system caches, dynamic linking.
            for round in 0...count {
                try? FileManager.default.removeItem(atPath: output)
                let gen = try ChildProcess.run([generator, "generate", input.folder, "-o", output])
                guard gen.status == 0 else {
                    throw ChildProcess.Failure(
                        description: "orchestrate-gen failed on \(input.name) (exit \(gen.status))")
                }
                let parse = try ChildProcess.run([floor, "--resolver", "default", input.folder])
                let basic = try ChildProcess.run([floor, "--resolver", "basic", input.folder])
                guard parse.status == 0, basic.status == 0 else {
                    throw ChildProcess.Failure(description: "yaml-parse-floor failed on \(input.name)")
                }
                var old: ProcessCost?
                if let baseline {
                    // Its own folder: an older generator may refuse a set (Examples/Specs has spec kinds it
                    // predates), and the bytes counted below are the generator's.
                    let baselineOutput = output + "-baseline"
                    try? FileManager.default.removeItem(atPath: baselineOutput)
                    let run = try ChildProcess.run([baseline, "generate", input.folder, "-o", baselineOutput])
                    old = run.status == 0 ? run : nil
                }
                guard round > 0 else { continue }
                if let old {
                    baselineWall.add(old.wall)
                    baselineCPU.add(old.cpu)
                    baselinePeak = max(baselinePeak, old.peakMemory)
                }
                generatorWall.add(gen.wall)
                generatorCPU.add(gen.cpu)
                generatorPeak = max(generatorPeak, gen.peakMemory)
                floorWall.add(parse.wall)
                floorCPU.add(parse.cpu)
                floorPeak = max(floorPeak, parse.peakMemory)
                basicWall.add(basic.wall)
                basicCPU.add(basic.cpu)
                basicPeak = max(basicPeak, basic.peakMemory)
            }
            let written = try FileManager.default.contentsOfDirectory(atPath: output).reduce(0) { total, name in
                total + ((try FileManager.default.attributesOfItem(atPath: output + "/" + name)[.size] as? Int) ?? 0)
            }
            results.append(
                Result(
                    input: input,
                    floor: ProcessCost(wall: floorWall.median, cpu: floorCPU.median, peakMemory: floorPeak, status: 0),
                    basicFloor: ProcessCost(
                        wall: basicWall.median, cpu: basicCPU.median, peakMemory: basicPeak, status: 0),
                    generator: ProcessCost(
                        wall: generatorWall.median, cpu: generatorCPU.median, peakMemory: generatorPeak, status: 0),
                    baseline: baseline == nil || baselineWall.values.isEmpty
                        ? nil
                        : ProcessCost(
                            wall: baselineWall.median, cpu: baselineCPU.median, peakMemory: baselinePeak, status: 0),
                    outputBytes: written, runs: count))
        }
        return results
    }

    private func table(_ results: [Result], title: String, targets: Bool) -> Table {
        // A set the baseline refused (spec kinds it predates) has dashes in the baseline's columns.
        let hasBaseline = results.contains { $0.baseline != nil }
        var table = Table(
            title,
            columns: [
                "spec set", "files", "input", "output", "generator wall", "CPU", "peak memory",
                "Yams.compose wall", "ratio (wall)", "ratio (CPU)", "vs basic-resolver compose", "per form",
                "per form above 1 form", "runs",
            ] + (hasBaseline ? ["baseline wall", "baseline CPU", "baseline peak memory", "wall vs baseline"] : []))
        let oneForm = results.first { $0.input.forms == 1 }
        for result in results {
            let perForm = result.input.forms > 0 ? duration(result.generator.wall / Double(result.input.forms)) : "–"
            let marginal = oneForm.flatMap { base in
                result.input.forms > 1
                    ? (result.generator.wall - base.generator.wall) / Double(result.input.forms - 1) : nil
            }
            table.add(
                [
                    result.input.name, "\(result.input.files)", bytes(result.input.bytes), bytes(result.outputBytes),
                    duration(result.generator.wall), duration(result.generator.cpu), bytes(result.generator.peakMemory),
                    duration(result.floor.wall),
                    ratio(result.generator.wall / result.floor.wall), ratio(result.generator.cpu / result.floor.cpu),
                    ratio(result.generator.wall / result.basicFloor.wall), perForm, marginal.map(duration) ?? "–",
                    "\(result.runs)",
                ]
                    + (result.baseline.map { old in
                        [
                            duration(old.wall), duration(old.cpu), bytes(old.peakMemory),
                            ratio(result.generator.wall / old.wall),
                        ]
                    } ?? (hasBaseline ? ["–", "–", "–", "–"] : [])))
        }
        table.notes = [
            "Medians of interleaved runs (generator, floor, basic floor in turn), after one untimed round. The floor is "
                + "`yaml-parse-floor`: a process that only reads the same files and runs `Yams.compose(yaml:)` with Yams' "
                + "default resolver; the last ratio is against the same with the basic resolver the generator uses.",
            "Peak memory is the generator's maximum resident set (`wait4`). Output is what it wrote (into an empty folder each run).",
        ]
        if targets {
            table.notes += targetNotes(results)
        }
        return table
    }

    private func targetNotes(_ results: [Result]) -> [String] {
        var notes: [String] = []
        func verdict(_ ok: Bool) -> String { ok ? "met" : "NOT met" }
        let large = results.filter { $0.input.forms >= 100 }
        if !large.isEmpty {
            let worst = large.map { $0.generator.wall / $0.floor.wall }.max() ?? .nan
            notes.append(
                "Target ≤ 2× the parse-only process from 100 forms up: worst \(ratio(worst)) — \(verdict(worst <= 2)).")
        }
        if let minimal = results.first(where: { $0.input.forms == 1 }) {
            let value = minimal.generator.wall / minimal.floor.wall
            notes.append("Target ≤ 1.5× on a minimal spec (1 form): \(ratio(value)) — \(verdict(value <= 1.5)).")
        }
        let perForm = large.map { $0.generator.wall / Double($0.input.forms) }
        if perForm.count >= 2, let low = perForm.min(), let high = perForm.max() {
            var note =
                "Target: time per form flat within 1.5× from 100 forms up: \(ratio(high / low)) — \(verdict(high / low <= 1.5))."
            if let base = results.first(where: { $0.input.forms == 1 }) {
                let marginal = large.map { ($0.generator.wall - base.generator.wall) / Double($0.input.forms - 1) }
                if let low = marginal.min(), let high = marginal.max() {
                    note += " Without the start-up (time above the 1-form run, per extra form): \(ratio(high / low))."
                }
            }
            notes.append(note)
        }
        return notes
    }
}
