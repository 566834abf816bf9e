import Foundation
import Testing

#if canImport(AuthenticationServices)
/// Whether this platform has the real AuthenticationServices, which the package build compiles against.
private let hasAuthenticationServices = true
#else
/// Whether this platform has the real AuthenticationServices, which the package build compiles against.
private let hasAuthenticationServices = false
#endif

/// The runtime's AuthenticationServices code (`Sources/Orchestrate/Collectors/AuthenticationServices`),
/// which only Apple builds compile, type-checked where the framework is missing: against a stand-in module
/// with Apple's documented signatures (`Tests/AppleShims/AuthenticationServices`, see its README for what
/// that proves and what not) and the runtime's public API, in Swift 6 mode with warnings as errors. It sits
/// here, beside `SwiftCompiler`, whose `swiftc` runner and `Modules` lookup it uses.
@Suite(
    .disabled(
        if: hasAuthenticationServices,
        "the package build compiles these files against the real AuthenticationServices on this platform"))
struct AppleShimCheckTests {
    /// The folder whose files use AuthenticationServices, and the plain code they need.
    static let appleFolder = "Sources/Orchestrate/Collectors/AuthenticationServices"
    /// The stand-in's sources.
    static let shimFolder = "Tests/AppleShims/AuthenticationServices"

    /// The Swift files of `folder` (relative to the package root), sorted.
    static func swiftFiles(in folder: String) throws -> [String] {
        let url = packageRoot.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { url.appendingPathComponent($0).path }
    }

    /// Builds the stand-in `AuthenticationServices` module into `folder`.
    static func buildShim(into folder: URL) throws {
        let run = try SwiftCompiler.run(
            [
                "-emit-module", "-module-name", "AuthenticationServices", "-parse-as-library", "-swift-version", "6",
                "-warnings-as-errors", "-emit-module-path",
                folder.appendingPathComponent("AuthenticationServices.swiftmodule").path,
            ] + swiftFiles(in: shimFolder))
        try #require(
            run.status == 0 && run.output.isEmpty, "the AuthenticationServices stand-in did not build: \(run.output)")
    }

    /// Type-checks `files` (paths) as one module that can import the stand-in from `shim` and the runtime.
    static func typecheck(_ files: [String], shim: URL) throws -> SwiftCompiler.Run {
        let modules = try #require(
            SwiftCompiler.runtimeModulesFolder(),
            "no Modules/Orchestrate.swiftmodule above the test bundle or in .build/debug: build the tests first (swift build --build-tests)"
        )
        return try SwiftCompiler.run(
            [
                "-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors",
                "-D", "ORCHESTRATE_APPLE_SHIM_CHECK", "-module-name", "OrchestrateAppleCheck",
                "-I", shim.path, "-I", modules.path,
            ] + files)
    }

    /// How an app uses the handlers. It compiles only if the Apple files' `#if canImport(AuthenticationServices)`
    /// held, so the check cannot pass by compiling nothing.
    static let appUsage = """
        import AuthenticationServices
        import Orchestrate

        @MainActor
        func signIn(
            over window: ASPresentationAnchor, fido: FidoRegistrationCollector, idp: IdpCollector, apple: IdpCallback
        ) async {
            let passkeys: any FidoAuthenticator = PlatformPasskeyAuthenticator { window }
            let browser: any IdpRequestHandler = WebAuthenticationSessionHandler(callbackScheme: "com.example.app",
                                                                                 prefersEphemeralSession: true) { window }
            if case .failure(.cancelled) = await fido.register(using: passkeys) { return }
            _ = await idp.authorize(using: browser)
            if case .failure = await apple.authorize(using: AppleSignInHandler { window }) { return }
        }
        """

    @Test func theAppleFilesTypeCheckAgainstTheStandIn() throws {
        let folder = try SwiftCompiler.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.buildShim(into: folder)
        let appleFiles = try Self.swiftFiles(in: Self.appleFolder)
        #expect(appleFiles.count >= 6, "the Apple folder holds the handlers and their plain code")
        let usage = try SwiftCompiler.write(["AppUsage.swift": Self.appUsage], into: folder)
        // The README's passkey and social-login code, as Examples/AppleApp keeps it (the SwiftUI files, which
        // Linux cannot compile, and the files that use the code generated from Examples/Specs, are type-checked by
        // the Apple check only).
        let readmeCode = try Self.swiftFiles(in: "Examples/AppleApp").filter { file in
            let text = try String(contentsOfFile: file, encoding: .utf8)
            return text.contains("import AuthenticationServices") && !text.contains("import SwiftUI")
                && !text.contains(Self.usesGeneratedCode)
        }
        #expect(readmeCode.count >= 2)
        let run = try Self.typecheck(appleFiles + usage + readmeCode, shim: folder)
        #expect(run.status == 0 && run.output.isEmpty, "\(run.output)")
    }

    /// The header line of an `Examples/AppleApp` file that uses the code generated from `Examples/Specs`.
    static let usesGeneratedCode = "// Uses the code generated from Examples/Specs."

    /// Sanity: the stand-in is strict enough to fail code that misuses the API, as the SDK would.
    @Test(arguments: [
        // A wrong argument label.
        (
            """
            import AuthenticationServices
            import Foundation
            func request(_ provider: ASAuthorizationPlatformPublicKeyCredentialProvider) {
                _ = provider.createCredentialRegistrationRequest(challenge: Data(), name: "a", userId: Data())
            }
            """, "incorrect argument label"
        ),
        // An optional the SDK does not promise.
        (
            """
            import AuthenticationServices
            import Foundation
            func attestation(_ credential: ASAuthorizationPlatformPublicKeyCredentialRegistration) -> Data {
                credential.rawAttestationObject
            }
            """, "must be unwrapped"
        ),
        // The main actor: the SDK's presentation protocols are @MainActor.
        (
            """
            import AuthenticationServices
            func anchor(_ provider: any ASWebAuthenticationPresentationContextProviding,
                        _ session: ASWebAuthenticationSession) -> ASPresentationAnchor {
                provider.presentationAnchor(for: session)
            }
            """, "main actor-isolated"
        ),
        // A delegate method with a misspelt label, which the SDK would never call.
        (
            """
            import AuthenticationServices
            import Foundation
            final class Delegate: NSObject, ASAuthorizationControllerDelegate {
                func authorizationController(_ controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
                func authorizationController(controller: ASAuthorizationController,
                                             didCompleteWithAuthorization authorization: ASAuthorization) {}
            }
            """, "different argument labels from those required by protocol 'ASAuthorizationControllerDelegate'"
        ),
    ])
    func theStandInRejectsMisuse(snippet: String, expectedError: String) throws {
        let folder = try SwiftCompiler.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.buildShim(into: folder)
        let file = try SwiftCompiler.write(["Misuse.swift": snippet], into: folder)
        let run = try Self.typecheck(file, shim: folder)
        #expect(run.status != 0 && run.output.contains(expectedError), "\(run.output)")
    }

    /// Every file that uses AuthenticationServices is in the checked folder (or in OrchestrateUI's views,
    /// which `Scripts/apple-check.sh` type-checks against the SDKs themselves), and none presents over a
    /// window of its own making (which compiles but is not on screen).
    @Test func noAppleCodeEscapesTheCheck() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 100)
        let folder = packageRoot.appendingPathComponent(Self.appleFolder).standardizedFileURL.path + "/"
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let inFolder =
                file.standardizedFileURL.path.hasPrefix(folder)
                || file.standardizedFileURL.path.hasPrefix(
                    sources.appendingPathComponent("OrchestrateUI/Views").path + "/")
            let usesFramework =
                text.contains("import AuthenticationServices") || text.contains("canImport(AuthenticationServices)")
            #expect(inFolder || !usesFramework, "\(file.path) uses AuthenticationServices outside \(Self.appleFolder)")
            #expect(
                !text.contains("ASPresentationAnchor()"), "\(file.path) presents over a new window instead of the app's"
            )
        }
    }
}
