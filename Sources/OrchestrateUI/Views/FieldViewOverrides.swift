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
    /// Draws every field whose collector or callback is of `type` with `make`, given the field (a
    /// ``NodeField``: its label, kind, errors and the collector or callback behind it); `nil` keeps the default.
    ///
    /// ```swift
    /// .fieldView(for: PasswordCollector.self) { (field: NodeField) in MyPasswordField(field: field) }
    /// ```
    public func fieldView<A: Action, Content: View>(
        for type: A.Type, _ make: @escaping @MainActor (NodeField) -> Content?
    ) -> some View {
        transformEnvironment(\.fieldViewOverrides) { overrides in
            overrides.set(type: type) { field in make(field).map { AnyView($0) } }
        }
    }

    /// Draws every field whose collector or callback is of `type` with `make`, given the collector or callback
    /// itself, typed, and its ``NodeField``; `nil` keeps the default.
    ///
    /// ```swift
    /// .fieldView(for: PasswordCallback.self) { (callback: PasswordCallback, field: NodeField) in
    ///     MyPasswordField(prompt: callback.prompt, field: field)
    /// }
    /// ```
    public func fieldView<A: Action, Content: View>(
        for type: A.Type, _ make: @escaping @MainActor (A, NodeField) -> Content?
    ) -> some View {
        fieldView(for: type) { (field: NodeField) -> Content? in
            field.action(as: A.self).flatMap { make($0, field) }
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
