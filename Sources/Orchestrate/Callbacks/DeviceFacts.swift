import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the system tells about the device, read without UIKit or AppKit (so from any thread), for
/// `BasicDeviceProfileCollector`.
struct DeviceFacts: Equatable {
    /// `iOS`, `macOS`, `visionOS`, `Linux`…
    var platform: String
    /// The operating system's version, `17.2.1`.
    var version: String
    /// The kind of device: `iPhone`, `iPad`, `Mac`, `Vision Pro`; elsewhere the platform.
    var device: String
    /// The kind of device again (`iPhone`, `Mac`), as iOS 16 and later give `UIDevice.name` to apps without
    /// the user-assigned-name entitlement: never the host name, which on a Mac is typically its owner's name.
    var deviceName: String
    /// The hardware model `uname` gives: `iPhone15,2` on an iPhone, the architecture (`arm64`, `x86_64`) on a
    /// Mac and on Linux.
    var model: String
    /// `Apple` on Apple platforms; `nil` elsewhere, where it is not known.
    var brand: String?
    /// The language code of the current locale, `en`.
    var locale: String
    /// The time zone's identifier, `Europe/Paris`.
    var timeZone: String
    /// Physical memory in megabytes.
    var memory: Int
    /// The number of processors.
    var cpu: Int
    /// `App/1.2 (iOS 17.2.1; iPhone15,2)`: the app's name and version from its bundle, the system and model.
    var userAgent: String
    /// Whether an interface other than loopback is up and running with an address.
    var connected: Bool

    /// The facts of this device now.
    static var current: DeviceFacts {
        let info = ProcessInfo.processInfo
        let os = info.operatingSystemVersion
        let version = "\(os.majorVersion).\(os.minorVersion).\(os.patchVersion)"
        let model = machine() ?? ""
        let bundle = Bundle.main.infoDictionary ?? [:]
        let app = (bundle["CFBundleName"] as? String) ?? info.processName
        let appVersion = (bundle["CFBundleShortVersionString"] as? String).map { "/\($0)" } ?? ""
        let kind = device(model: model)
        return DeviceFacts(
            platform: platform, version: version, device: kind, deviceName: kind,
            model: model, brand: isApple ? "Apple" : nil,
            locale: Locale.current.language.languageCode?.identifier ?? Locale.current.identifier,
            timeZone: TimeZone.current.identifier, memory: Int(info.physicalMemory / (1024 * 1024)),
            cpu: info.processorCount, userAgent: "\(app)\(appVersion) (\(platform) \(version); \(model))",
            connected: hasNetworkInterface())
    }

    /// The `metadata` object of a device profile.
    var metadata: JSON {
        var platformBlock: [(String, JSON)] = [
            ("platform", .string(platform)), ("version", .string(version)), ("device", .string(device)),
            ("deviceName", .string(deviceName)), ("model", .string(model)),
        ]
        if let brand { platformBlock.append(("brand", .string(brand))) }
        platformBlock += [("locale", .string(locale)), ("timeZone", .string(timeZone))]
        var hardware: [(String, JSON)] = [("memory", .integer(memory)), ("cpu", .integer(cpu))]
        if let brand { hardware.insert(("manufacturer", .string(brand)), at: 0) }
        return .object(
            JSONObject([
                ("platform", .object(JSONObject(platformBlock))),
                ("hardware", .object(JSONObject(hardware))),
                ("browser", ["userAgent": .string(userAgent)]),
                ("network", ["connected": .bool(connected)]),
            ]))
    }

    private static var isApple: Bool {
        #if canImport(Darwin)
        true
        #else
        false
        #endif
    }

    private static var platform: String {
        #if os(iOS)
        "iOS"
        #elseif os(macOS)
        "macOS"
        #elseif os(tvOS)
        "tvOS"
        #elseif os(watchOS)
        "watchOS"
        #elseif os(visionOS)
        "visionOS"
        #elseif os(Linux)
        "Linux"
        #elseif os(Windows)
        "Windows"
        #else
        "unknown"
        #endif
    }

    /// The kind of device, from the model's prefix on Apple platforms.
    private static func device(model: String) -> String {
        #if os(iOS)
        model.hasPrefix("iPad") ? "iPad" : model.hasPrefix("iPod") ? "iPod touch" : "iPhone"
        #elseif os(macOS)
        "Mac"
        #elseif os(visionOS)
        "Vision Pro"
        #else
        platform
        #endif
    }

    /// The hardware name `uname` gives (`iPhone15,2`, `arm64`, `x86_64`).
    private static func machine() -> String? {
        #if os(Windows)
        return nil
        #else
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        let text = withUnsafeBytes(of: &names.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? nil : text
        #endif
    }

    /// Whether `getifaddrs` lists an interface that is up, running, not loopback, with an address.
    private static func hasNetworkInterface() -> Bool {
        #if os(Windows)
        return false
        #else
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return false }
        defer { freeifaddrs(first) }
        var cursor = first
        while let entry = cursor {
            let flags = Int32(entry.pointee.ifa_flags)
            if flags & Int32(IFF_UP) != 0, flags & Int32(IFF_RUNNING) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                entry.pointee.ifa_addr != nil
            {
                return true
            }
            cursor = entry.pointee.ifa_next
        }
        return false
        #endif
    }
}
