// swift-tools-version: 6.0
import PackageDescription

/// Orchestrate: a typed workflow runtime for PingOne DaVinci and ForgeRock Journey, a generator that turns
/// YAML flow specs into Swift, and a DaVinci-compatible sandbox server for loopback tests.
///
/// The runtime (`Orchestrate`) depends on Foundation only, and on Linux on swift-crypto's `Crypto` for the
/// SHA-256 of PKCE (Apple platforms use CryptoKit). Every other dependency below is used by the sandbox,
/// the generator or the command-line tools, never by the runtime an app links. The runtime and the sandbox
/// share `OrchestrateBasics` (Foundation only): the JSON value, the lock box, base64url, random tokens and
/// the password policy, one of each.
let package = Package(
    name: "Orchestrate",
    // The platforms the Apple check (the Apple platforms article) type-checks on every change; tvOS and watchOS are not
    // checked, so they are not claimed.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Orchestrate", targets: ["Orchestrate"]),
        .library(name: "OrchestrateSandbox", targets: ["OrchestrateSandbox"]),
        // The sandbox playing journey and DaVinci exports (`SandboxServer(import:)`), for an app's UI tests.
        .library(name: "OrchestrateSandboxImport", targets: ["OrchestrateSandboxImport"]),
        // A SwiftUI sign-in screen for any node; its UI-neutral model is Foundation only and tested on Linux.
        .library(name: "OrchestrateUI", targets: ["OrchestrateUI"]),
        .executable(name: "orchestrate-sandbox", targets: ["orchestrate-sandbox"]),
        // The generator's core, for tools built on it; the leading underscore says its API is not stable
        // (as swift-openapi-generator's `_OpenAPIGeneratorCore`): depend on `orchestrate-gen` instead.
        .library(name: "_OrchestrateGeneratorCore", targets: ["OrchestrateGeneratorCore"]),
        .executable(name: "orchestrate-gen", targets: ["orchestrate-gen"]),
        // In an app's target: `plugins: [.plugin(name: "OrchestratePlugin", package: "Orchestrate")]`.
        .plugin(name: "OrchestratePlugin", targets: ["OrchestratePlugin"]),
        // `swift package --allow-writing-to-package-directory generate-orchestrate [--target NAME]`.
        .plugin(name: "OrchestrateCommand", targets: ["OrchestrateCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // SHA-256 (PKCE) on Linux, where CryptoKit is missing; `_CryptoExtras` (RSA) for the sandbox's RS256 ID tokens.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // `swift package generate-documentation`: the libraries' DocC catalogs (Sources/*/*.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Not a product: the runtime re-exports it (`import Orchestrate` gives its public types), the sandbox uses it.
        // Each library an app ships has its privacy manifest (PrivacyManifestTests checks it against the code).
        .target(name: "OrchestrateBasics", resources: [.process("PrivacyInfo.xcprivacy")]),
        // The recording file's typed model and its secret rules (Foundation only): what the recorder writes, replay
        // answers from and `orchestrate-gen import recording` reads. The sandbox re-exports it.
        .target(name: "OrchestrateRecording", dependencies: ["OrchestrateBasics"]),
        .testTarget(name: "OrchestrateRecordingTests", dependencies: ["OrchestrateRecording"]),
        .testTarget(name: "OrchestrateBasicsTests", dependencies: ["OrchestrateBasics"]),
        .target(
            name: "Orchestrate",
            dependencies: [
                "OrchestrateBasics",
                .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux])),
            ],
            resources: [.process("PrivacyInfo.xcprivacy")]
        ),
        .target(
            name: "OrchestrateSandbox",
            dependencies: [
                "OrchestrateBasics",
                "OrchestrateRecording",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux])),
                // RSA for the sandbox's RS256 ID tokens (BoringSSL on Linux, the Security framework on Apple platforms).
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // `SandboxServer(import:)`: the sandbox playing the tenant's exports, as the generator's importers read them.
        .target(name: "OrchestrateSandboxImport", dependencies: ["OrchestrateSandbox", "OrchestrateGeneratorCore"]),
        .executableTarget(
            name: "orchestrate-sandbox",
            dependencies: [
                "OrchestrateSandbox",
                // `--import`: the importers write the script the sandbox plays.
                "OrchestrateGeneratorCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "OrchestrateTests",
            dependencies: ["Orchestrate", "OrchestrateSandbox"],
            exclude: ["Fixtures"]
        ),
        // Model/ is Foundation only (what a node shows, the Next rule, messages, polling); Views/ is SwiftUI,
        // each file inside `#if canImport(SwiftUI)`, type-checked by Scripts/apple-check.sh.
        .target(name: "OrchestrateUI", dependencies: ["Orchestrate"], resources: [.process("PrivacyInfo.xcprivacy")]),
        .testTarget(
            name: "OrchestrateUITests",
            dependencies: ["OrchestrateUI", "Orchestrate"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "SeedUsageTests", dependencies: ["Orchestrate", "OrchestrateSandbox"]),
        // The usage of the Ping SDK's READMEs (DaVinci, Journey, OIDC), as an app writes it, run against the sandbox.
        .testTarget(name: "PingPortTests", dependencies: ["Orchestrate", "OrchestrateSandbox"]),
        // _CryptoExtras checks the sandbox's RS256 ID tokens against its JWK set, apart from the sandbox's own code;
        // Tests/Interop holds the independent client (Python's Authlib) that the interop test runs.
        .testTarget(
            name: "OrchestrateSandboxTests",
            dependencies: [
                "OrchestrateSandbox",
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux])),
            ]
        ),
        // The generator: parse → translate → render → emit (a folder per stage). All logic is in the core; the CLI is thin.
        .target(
            name: "OrchestrateGeneratorCore",
            dependencies: [
                // Foundation only: the strict UTF-8 reading the runtime uses too.
                "OrchestrateBasics",
                // `import recording` reads the recording file's typed model and checks it for secrets.
                "OrchestrateRecording",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "orchestrate-gen",
            dependencies: [
                "OrchestrateGeneratorCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The CLI's own reading of the build plugin's command line, against swift-argument-parser's.
        .testTarget(name: "OrchestrateGenTests", dependencies: ["orchestrate-gen"]),
        .testTarget(
            name: "OrchestrateGeneratorCoreTests",
            dependencies: [
                "OrchestrateGeneratorCore",
                // The runtime the generator's catalog of runtime names is checked against.
                "Orchestrate",
                // The reference the generator's renderer is checked against, byte for byte.
                .product(name: "Mustache", package: "swift-mustache"),
                // The sandbox that plays the scripts `import journey` writes.
                "OrchestrateSandboxImport",
            ],
            exclude: ["Corpus"]
        ),
        // The plugins only pass paths and options to orchestrate-gen; all logic is in the generator core.
        .plugin(name: "OrchestratePlugin", capability: .buildTool(), dependencies: ["orchestrate-gen"]),
        .plugin(
            name: "OrchestrateCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-orchestrate",
                    description: "Generate Swift from the spec files into the targets' folders, to commit"),
                permissions: [
                    .writeToPackageDirectory(reason: "It writes the generated Swift files into the targets' folders")
                ]),
            dependencies: ["orchestrate-gen"]
        ),
        // `swift run signin-demo`: the build plugin's output of its own specs, walked against the sandbox in-process.
        .executableTarget(
            name: "signin-demo",
            dependencies: [
                "Orchestrate",
                "OrchestrateSandbox",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["OrchestratePlugin"]
        ),
        .testTarget(name: "SignInDemoTests", dependencies: ["signin-demo", "OrchestrateSandbox"]),
        // Compiles the checked-in output of the example specs against the runtime alone, and runs it.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["Orchestrate", "OrchestrateSandbox"]),
    ]
)
