import Foundation
import Testing

/// Each library an app ships (Orchestrate, OrchestrateUI, OrchestrateBasics) has a privacy manifest, a
/// processed resource of its target, that declares every required-reason API its code calls with an approved
/// reason, and no category it does not call; none tracks. The APIs and reasons are Apple's ("Describing use of
/// required reason API", developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
@Suite struct PrivacyManifestTests {
    /// A category of required-reason API: the symbols that belong to it and the reasons Apple approves.
    struct Category: Sendable {
        let name: String
        let symbols: [String]
        let reasons: Set<String>
    }

    static let categories = [
        Category(
            name: "NSPrivacyAccessedAPICategoryFileTimestamp",
            symbols: [
                "creationDate", "modificationDate", "fileModificationDate", "contentModificationDateKey",
                "creationDateKey", "getattrlist", "getattrlistbulk", "fgetattrlist", "stat", "fstat", "fstatat",
                "lstat", "getattrlistat",
            ], reasons: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]),
        Category(
            name: "NSPrivacyAccessedAPICategorySystemBootTime", symbols: ["systemUptime", "mach_absolute_time"],
            reasons: ["35F9.1", "8FFB.1", "3D61.1"]),
        Category(
            name: "NSPrivacyAccessedAPICategoryDiskSpace",
            symbols: [
                "volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
                "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey", "systemFreeSize",
                "systemSize", "statfs", "statvfs", "fstatfs", "fstatvfs",
            ], reasons: ["85F4.1", "E174.1", "7D9E.1", "B728.1"]),
        Category(
            name: "NSPrivacyAccessedAPICategoryActiveKeyboards", symbols: ["activeInputModes"],
            reasons: ["3EC4.1", "54BD.1"]),
        Category(
            name: "NSPrivacyAccessedAPICategoryUserDefaults", symbols: ["UserDefaults", "NSUserDefaults"],
            reasons: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]),
    ]

    /// The targets of the libraries an app ships.
    static let shipped = ["Orchestrate", "OrchestrateUI", "OrchestrateBasics"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The categories the Swift code of `target` calls: a symbol as a whole word on a line that is not a comment.
    static func calledCategories(_ target: String) throws -> Set<String> {
        var called: Set<String> = []
        let folder = root.appendingPathComponent("Sources/\(target)")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        for case let file as URL in files ?? FileManager.DirectoryEnumerator() where file.pathExtension == "swift" {
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }.joined(separator: "\n")
            for category in categories
            where category.symbols.contains(where: { code.range(of: "\\b\($0)\\b", options: .regularExpression) != nil }
            ) {
                called.insert(category.name)
            }
        }
        return called
    }

    /// The manifest of `target`, read as a property list.
    static func manifest(_ target: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("Sources/\(target)/PrivacyInfo.xcprivacy"))
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try #require(plist as? [String: Any], "\(target)'s manifest is not a dictionary")
    }

    @Test(arguments: shipped) func everyRequiredReasonAPIIsDeclaredWithAnApprovedReason(_ target: String) throws {
        let manifest = try Self.manifest(target)
        let declared = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        var declaredNames: Set<String> = []
        for entry in declared {
            let name = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
            let category = try #require(Self.categories.first { $0.name == name }, "\(name) is no category of Apple's")
            let reasons = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
            #expect(!reasons.isEmpty && Set(reasons).isSubset(of: category.reasons), "\(target): \(name) \(reasons)")
            declaredNames.insert(name)
        }
        let called = try Self.calledCategories(target)
        #expect(
            called.subtracting(declaredNames).isEmpty, "\(target) calls \(called.subtracting(declaredNames)) undeclared"
        )
        #expect(
            declaredNames.subtracting(called).isEmpty,
            "\(target) declares \(declaredNames.subtracting(called)) it does not call")
    }

    @Test(arguments: shipped) func noLibraryTracksAndEachIsAProcessedResource(_ target: String) throws {
        let manifest = try Self.manifest(target)
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [String])?.isEmpty == true)
        for collected in manifest["NSPrivacyCollectedDataTypes"] as? [[String: Any]] ?? [] {
            #expect(collected["NSPrivacyCollectedDataTypeTracking"] as? Bool == false)
            #expect((collected["NSPrivacyCollectedDataTypePurposes"] as? [String])?.isEmpty == false)
        }
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try #require(
            package.range(of: #"\.target\(\s*name: "\#(target)""#, options: .regularExpression), "\(target)'s target")
        let rest = package[declaration.upperBound...]
        let end = rest.range(of: ".target(")?.lowerBound ?? rest.endIndex
        #expect(
            rest[..<end].contains(#"resources: [.process("PrivacyInfo.xcprivacy")]"#),
            "\(target)'s manifest is processed")
    }

    /// The runtime sends a device profile's identifier and, when the server asks and the app gives one, its
    /// location (DeviceProfileCallback): the manifest says so, for app functionality, linked to the user.
    @Test func theRuntimeDeclaresTheDeviceProfilesData() throws {
        let collected = try #require(
            try Self.manifest("Orchestrate")["NSPrivacyCollectedDataTypes"] as? [[String: Any]])
        let types = Set(collected.compactMap { $0["NSPrivacyCollectedDataType"] as? String })
        #expect(types == ["NSPrivacyCollectedDataTypeDeviceID", "NSPrivacyCollectedDataTypePreciseLocation"])
    }
}
