#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// Pairs the device with PingOne MFA for a DaVinci `MOBILE_PAIRING` field, with the app's MFA SDK: given the
/// field's collector (its `pairingKey`), it pairs, or throws. Set with ``SwiftUI/View/mobilePairing(_:)``.
public typealias MobilePairingHandler = @MainActor (MobilePairingCollector) async throws -> Void

private struct MobilePairingHandlerKey: EnvironmentKey {
    static var defaultValue: MobilePairingHandler? { nil }
}

extension EnvironmentValues {
    /// The app's mobile pairing, set with ``SwiftUI/View/mobilePairing(_:)``.
    public var mobilePairingHandler: MobilePairingHandler? {
        get { self[MobilePairingHandlerKey.self] }
        set { self[MobilePairingHandlerKey.self] = newValue }
    }
}

extension View {
    /// Pairs the device for a `MOBILE_PAIRING` field with `pair` (the app's PingOne MFA SDK); the field's button
    /// then reports the pairing claimed, or the error, and submits the node.
    ///
    /// ```swift
    /// FlowView(workflow: daVinci)
    ///     .mobilePairing { collector in try await MyMFA.pair(with: collector.pairingKey) }
    /// ```
    ///
    /// A screen has one pairing: the modifier nearest the view is the one used (it cannot pass on, since it
    /// answers by pairing), as with ``SwiftUI/View/reCaptchaProvider(_:)``.
    public func mobilePairing(_ pair: @escaping MobilePairingHandler) -> some View {
        environment(\.mobilePairingHandler, pair)
    }
}

/// The "Pair this device" button of a DaVinci `MOBILE_PAIRING` field: runs the app's pairing
/// (``SwiftUI/View/mobilePairing(_:)``), reports it claimed or failed, and submits the node. Without the app's
/// pairing it shows the replaceable placeholder, which says so.
public struct MobilePairingFieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @State private var running = false
    @Environment(\.orchestrateMessages) private var messages
    @Environment(\.mobilePairingHandler) private var pair

    /// The pairing button of `field`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
    }

    /// The button, or the placeholder.
    public var body: some View {
        if let collector = field.action(as: MobilePairingCollector.self), let pair {
            Button(field.label.isEmpty ? messages.text(.pairDevice) : field.label) { running = true }
                .buttonStyle(.borderedProminent)
                .disabled(running || screen.isBusy)
                .frame(maxWidth: .infinity)
                .task(id: running) {
                    guard running else { return }
                    do {
                        try await pair(collector)
                        collector.claimed()
                    } catch {
                        collector.setError(
                            CollectorErrorPayload(code: "INTERNAL_ERROR", message: String(describing: type(of: error))))
                    }
                    running = false
                    screen.requestSubmission()
                }
        } else {
            UnknownFieldView(field: field, message: messages.text(.pairingNeedsHandler))
        }
    }
}
#endif
