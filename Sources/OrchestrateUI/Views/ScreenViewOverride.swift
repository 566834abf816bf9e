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
    /// generated flow's `Step`); `nil` passes the screen on. Compose the default field views
    /// (``FieldView``) inside it to replace one screen and keep its fields.
    ///
    /// Overrides compose as every override of this library does: the modifier nearest the view is asked
    /// first, and `nil` passes on to the next one out, then to the default screen.
    public func screenView<Content: View>(_ make: @escaping @MainActor (NodeScreen) -> Content?) -> some View {
        transformEnvironment(\.screenViewOverride) { override in
            let outer = override
            override = { screen in make(screen).map { AnyView($0) } ?? outer?(screen) }
        }
    }
}
#endif
