// Stand-in for part of Apple's AuthenticationServices (see Tests/AppleShims/README.md).
import Foundation

/// Stands in for the window class `ASPresentationAnchor` names: `UIWindow` on iOS and visionOS, `NSWindow`
/// on macOS, both `@MainActor` classes.
@MainActor
open class ASPresentationAnchorStandInWindow: NSObject {}

/// `typealias ASPresentationAnchor = UIWindow` (iOS, visionOS) / `NSWindow` (macOS).
public typealias ASPresentationAnchor = ASPresentationAnchorStandInWindow
