// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "JourneyRegistration",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "RegistrationJourney", targets: ["RegistrationJourney"])
    ],
    dependencies: [
        // A path dependency's identity is its folder name (this checkout's may be `main`), so it is named
        // here for `package: "Orchestrate"` below to resolve wherever the repository is cloned.
        .package(name: "Orchestrate", path: "../..")
    ],
    targets: [
        .target(
            name: "RegistrationJourney",
            dependencies: [.product(name: "Orchestrate", package: "Orchestrate")],
            plugins: [.plugin(name: "OrchestratePlugin", package: "Orchestrate")]
        ),
        .testTarget(
            name: "RegistrationJourneyTests",
            dependencies: [
                "RegistrationJourney",
                .product(name: "OrchestrateSandbox", package: "Orchestrate"),
            ],
            resources: [.copy("Registration.sandbox.yaml")]
        ),
    ]
)
