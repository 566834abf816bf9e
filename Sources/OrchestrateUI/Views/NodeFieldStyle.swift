#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// How every field of a screen is laid out around its control: where the errors go, what frames it. The
/// control itself is the kind's default view (or the app's, from `.fieldView`). Set with
/// ``SwiftUI/View/nodeFieldStyle(_:)``.
///
/// ```swift
/// struct CardFieldStyle: NodeFieldStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.content; configuration.errorsView }
///             .padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// FlowView(workflow: daVinci).nodeFieldStyle(CardFieldStyle())
/// ```
@MainActor
public protocol NodeFieldStyle {
    /// The view of one field.
    associatedtype Body: View
    /// The field, its control and its errors, to lay out.
    typealias Configuration = NodeFieldStyleConfiguration

    /// Lays out one field.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``NodeFieldStyle`` lays out: the field, its control, and its errors after a submit attempt.
@MainActor
public struct NodeFieldStyleConfiguration {
    /// The field.
    public let field: NodeField
    /// Its errors after the last submit attempt; empty before one.
    public let errors: [FieldError]
    /// The field's control, with its label (the kind's default view).
    public let content: AnyView
    /// The errors as the default view shows them (nothing when there are none).
    public let errorsView: AnyView
}

/// The default field layout: the control, then its errors under it.
public struct DefaultNodeFieldStyle: NodeFieldStyle {
    /// The default style.
    public init() {}

    /// The control, then the errors.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.content
            configuration.errorsView
        }
    }
}

/// A field style of any type, as the environment carries it.
@MainActor
struct AnyNodeFieldStyle {
    /// Lays out one field.
    let makeBody: @MainActor (NodeFieldStyleConfiguration) -> AnyView

    /// `style`, type-erased.
    init(_ style: some NodeFieldStyle) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct NodeFieldStyleKey: EnvironmentKey {
    static var defaultValue: AnyNodeFieldStyle? { nil }
}

extension EnvironmentValues {
    /// The field style of the sign-in views; `nil` is ``DefaultNodeFieldStyle``.
    var nodeFieldStyle: AnyNodeFieldStyle? {
        get { self[NodeFieldStyleKey.self] }
        set { self[NodeFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Lays out every field of the sign-in views inside this view with `style`.
    public func nodeFieldStyle(_ style: some NodeFieldStyle) -> some View {
        environment(\.nodeFieldStyle, AnyNodeFieldStyle(style))
    }
}
#endif
