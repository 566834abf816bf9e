#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

private struct FieldViewOverridesKey: EnvironmentKey {
    static var defaultValue: FieldOverrides<AnyView> { FieldOverrides() }
}

extension EnvironmentValues {
    /// The app's field views, by key, type or kind; none by default.
    public var fieldViewOverrides: FieldOverrides<AnyView> {
        get { self[FieldViewOverridesKey.self] }
        set { self[FieldViewOverridesKey.self] = newValue }
    }
}

extension View {
    /// Draws every field whose collector or callback is of `type` with `make`; `nil` keeps the default.
    ///
    /// ```swift
    /// .fieldView(for: PasswordCollector.self) { field in MyPasswordField(field) }
    /// ```
    public func fieldView<A: Action, Content: View>(
        for type: A.Type, _ make: @escaping @MainActor (NodeField) -> Content?
    ) -> some View {
        transformEnvironment(\.fieldViewOverrides) { overrides in
            overrides.set(type: type) { field in make(field).map { AnyView($0) } }
        }
    }

    /// Draws the field with `key` (a DaVinci field's key, a Journey attribute's name or input name) with
    /// `make`; `nil` keeps the default.
    public func fieldView<Content: View>(
        key: String, _ make: @escaping @MainActor (NodeField) -> Content?
    ) -> some View {
        transformEnvironment(\.fieldViewOverrides) { overrides in
            overrides.set(key: key) { field in make(field).map { AnyView($0) } }
        }
    }

    /// Draws every field of `kind` with `make` (`.unknown` replaces the placeholder); `nil` keeps the default.
    public func fieldView<Content: View>(
        kind: FieldKind, _ make: @escaping @MainActor (NodeField) -> Content?
    ) -> some View {
        transformEnvironment(\.fieldViewOverrides) { overrides in
            overrides.set(kind: kind) { field in make(field).map { AnyView($0) } }
        }
    }
}
#endif
