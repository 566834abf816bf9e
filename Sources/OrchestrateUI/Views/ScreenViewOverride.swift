#if canImport(SwiftUI)
import SwiftUI

private struct ScreenViewOverrideKey: EnvironmentKey {
    static var defaultValue: (@MainActor (NodeScreen) -> AnyView?)? { nil }
}

extension EnvironmentValues {
    /// The app's view of a whole node's screen; `nil` (the default) draws ``NodeFormView``.
    public var screenViewOverride: (@MainActor (NodeScreen) -> AnyView?)? {
        get { self[ScreenViewOverrideKey.self] }
        set { self[ScreenViewOverrideKey.self] = newValue }
    }
}

extension View {
    /// Draws a whole node's screen with `make` (match on `screen.node` or `screen.fields`, or on a
    /// generated flow's `Step`); `nil` keeps the default screen. Compose the default field views
    /// (``FieldView``) inside it to replace one screen and keep its fields.
    public func screenView<Content: View>(_ make: @escaping @MainActor (NodeScreen) -> Content?) -> some View {
        environment(\.screenViewOverride) { screen in make(screen).map { AnyView($0) } }
    }
}
#endif
