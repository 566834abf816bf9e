// swift-tools-version: 6.0

// An iOS app package (the format of Swift Playgrounds' app projects), which Xcode opens as it is:
// File ▸ Open… this folder, pick an iPhone simulator, Run. It depends on the Orchestrate package two folders up,
// and OrchestratePlugin generates its typed forms, nodes and flows from the spec files beside this manifest.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "SignInApp",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "SignInApp",
            targets: ["AppModule"],
            bundleIdentifier: "org.orchestrate.SignInApp",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .lock),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            appCategory: .developerTools
        )
    ],
    dependencies: [
        // A path dependency's identity is its folder name (a checkout may be called `main`), so it is named here
        // for `package: "Orchestrate"` below to resolve wherever the repository is cloned.
        .package(name: "Orchestrate", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "Orchestrate", package: "Orchestrate"),
                .product(name: "OrchestrateUI", package: "Orchestrate"),
            ],
            path: ".",
            exclude: ["README.md"],
            plugins: [.plugin(name: "OrchestratePlugin", package: "Orchestrate")]
        )
    ]
)
