// swift-tools-version: 6.0
import PackageDescription

/// An app's package that adopts Orchestrate by path, the two ways a team can:
///
/// - `SignInKit` runs the build plugin: its spec files are generated into Swift on every build that changes them.
/// - `JourneyKit` runs it too, on a Journey flow and its callbacks file: an AM journey through typed nodes.
/// - `RegistrationKit` commits the command plugin's output (`Generated/`); its spec files are excluded from the
///   target and regenerated with `swift package --allow-writing-to-package-directory generate-orchestrate`.
///
/// The tests run them against the sandbox, and use the build plugin for a test-only form mapping too.
let package = Package(
    name: "OrchestrateConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // An app names the repository instead: .package(url: "https://…/Orchestrate.git", from: "0.4.0").
        .package(name: "Orchestrate", path: "../..")
    ],
    targets: [
        .target(
            name: "SignInKit",
            dependencies: [.product(name: "Orchestrate", package: "Orchestrate")],
            plugins: [.plugin(name: "OrchestratePlugin", package: "Orchestrate")]
        ),
        .target(
            name: "JourneyKit",
            dependencies: [.product(name: "Orchestrate", package: "Orchestrate")],
            plugins: [.plugin(name: "OrchestratePlugin", package: "Orchestrate")]
        ),
        .target(
            name: "RegistrationKit",
            dependencies: [.product(name: "Orchestrate", package: "Orchestrate")],
            exclude: ["Specs"]
        ),
        .testTarget(
            name: "ConsumerTests",
            dependencies: [
                "SignInKit",
                "JourneyKit",
                "RegistrationKit",
                .product(name: "OrchestrateSandbox", package: "Orchestrate"),
            ],
            plugins: [.plugin(name: "OrchestratePlugin", package: "Orchestrate")]
        ),
    ]
)
