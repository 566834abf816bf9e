#if canImport(SwiftUI)
import Orchestrate
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// A QR code to scan (`QR_CODE`), drawn from its data URI, with the fallback text under it.
public struct QRCodeFieldView: View {
    private let field: NodeField
    @Environment(\.orchestrateTheme) private var theme
    @Environment(\.orchestrateMessages) private var messages

    /// The QR code of `field`.
    public init(field: NodeField) {
        self.field = field
    }

    /// The code, or a message when its image cannot be read; then the fallback text.
    public var body: some View {
        let collector = field.action(as: QRCodeCollector.self)
        VStack(spacing: 8) {
            if let image = Self.image(collector?.imageData) {
                image.interpolation(.none).resizable().scaledToFit().frame(maxWidth: 240)
                    .accessibilityLabel(messages.text(.qrCodeLabel))
            } else {
                Text(messages.text(.qrCodeUnreadable)).font(theme.captionFont)
            }
            if let fallback = collector?.fallbackText, !fallback.isEmpty {
                Text(fallback).font(theme.captionFont).textSelection(.enabled)
            }
        }
        .frame(maxWidth: .infinity)
    }

    private static func image(_ data: Data?) -> Image? {
        guard let data else { return nil }
        #if canImport(UIKit)
        return UIImage(data: data).map(Image.init(uiImage:))
        #elseif canImport(AppKit)
        return NSImage(data: data).map(Image.init(nsImage:))
        #else
        return nil
        #endif
    }
}
#endif
