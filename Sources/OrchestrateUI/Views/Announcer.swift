#if canImport(SwiftUI)
import SwiftUI
#if canImport(Accessibility)
import Accessibility
#endif
#if canImport(UIKit)
import UIKit
#endif

/// Says a text to VoiceOver: an announcement, on iOS 17 and macOS 14 through `AccessibilityNotification`,
/// on iOS 16 through `UIAccessibility`.
@MainActor
enum Announcer {
    static func announce(_ text: String) {
        #if canImport(Accessibility)
        if #available(iOS 17.0, macOS 14.0, *) {
            AccessibilityNotification.Announcement(text).post()
            return
        }
        #endif
        #if canImport(UIKit) && !os(watchOS)
        UIAccessibility.post(notification: .announcement, argument: text)
        #endif
    }
}
#endif
