// The manifest of "The build and command plugins" (Sources/Orchestrate/Orchestrate.docc/BuildAndCommandPlugins.md, "In
// a package: the build plugin"), word for word (DocumentationSnippetTests checks it), compiled and run by SwiftPM
// as the manifest of a package of its own.
import Foundation
import Testing

@Suite struct PluginManifestExampleTests {
    /// The article's `Package.swift`.
    static let manifest = """
        // swift-tools-version: 6.0
        // Package.swift of your app or library
        import PackageDescription

        let package = Package(
            name: "SignInKit",
            platforms: [.iOS(.v16), .macOS(.v13)], // at least Orchestrate's
            products: [.library(name: "SignInKit", targets: ["SignInKit"])],
            dependencies: [
                .package(url: "https://github.com/OWNER/Orchestrate.git", from: "0.4.0"),
                // or a local checkout, named so that `package: "Orchestrate"` below finds it:
                // .package(name: "Orchestrate", path: "../orchestrate-main"),
            ],
            targets: [
                .target(
                    name: "SignInKit",
                    dependencies: [.product(name: "Orchestrate", package: "Orchestrate")],
                    plugins: [.plugin(name: "OrchestratePlugin", package: "Orchestrate")]
                ),
            ]
        )
        """

    /// Runs `swift` with `arguments` (the first `swift` on `PATH`, as the tests' own `swift test` found it) and
    /// returns its exit status, standard output and standard error.
    static func swift(_ arguments: [String]) throws -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, data, text)
    }

    @Test func theArticlesManifestLoadsWithThePluginOnItsTarget() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/SignInKit")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import Orchestrate\n".write(
            to: sources.appendingPathComponent("SignInKit.swift"), atomically: true, encoding: .utf8)

        // `dump-package` compiles the manifest against PackageDescription and runs it; it resolves nothing.
        let run = try Self.swift(["package", "--package-path", folder.path, "dump-package"])
        try #require(run.status == 0, "the manifest did not load: \(run.errors)")
        let package = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(package["name"] as? String == "SignInKit")
        let platforms = (package["platforms"] as? [[String: Any]] ?? []).map {
            "\($0["platformName"] ?? "") \($0["version"] ?? "")"
        }
        #expect(platforms == ["ios 16.0", "macos 13.0"])
        let dependency = try #require((package["dependencies"] as? [[String: Any]])?.first?["sourceControl"] as? [Any])
        #expect("\(dependency)".contains("https://github.com/OWNER/Orchestrate.git"))
        let targets = try #require(package["targets"] as? [[String: Any]])
        #expect(targets.count == 1 && targets.first?["name"] as? String == "SignInKit")
        let plugins = try #require(targets.first?["pluginUsages"] as? [[String: [String]]])
        #expect(plugins == [["plugin": ["OrchestratePlugin", "Orchestrate"]]])
        let dependencies = "\(targets.first?["dependencies"] ?? "")"
        #expect(dependencies.contains("Orchestrate"), "the target uses the runtime's product")
    }
}
