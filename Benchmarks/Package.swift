// swift-tools-version: 6.0
import PackageDescription

/// The benchmark suite of Orchestrate: release executables that measure the generator against a
/// YAML-parse-only process, the generated code's type-checking time, the runtime against `JSONSerialization`
/// and the sandbox under load. Kept out of the root package so that apps adding Orchestrate never fetch or
/// build it. Run everything with `Benchmarks/run` (see BENCHMARKS.md at the repository root).
let package = Package(
    name: "OrchestrateBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Orchestrate", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Writes synthetic spec sets of N forms, with flows and modules in proportion.
        .target(name: "SpecSynthesis"),
        .executableTarget(name: "make-specs", dependencies: ["SpecSynthesis"]),
        // The floor the generator is compared with: a process that only reads and composes the YAML files.
        .executableTarget(name: "yaml-parse-floor", dependencies: [.product(name: "Yams", package: "Yams")]),
        // The suite: runs every measurement and prints a table.
        .executableTarget(
            name: "bench",
            dependencies: [
                "SpecSynthesis",
                .product(name: "Orchestrate", package: "Orchestrate"),
                .product(name: "OrchestrateSandbox", package: "Orchestrate"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
