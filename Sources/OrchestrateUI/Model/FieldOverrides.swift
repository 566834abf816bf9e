import Foundation
import Orchestrate

/// What an app puts in place of the default for some fields (in SwiftUI, their views): by the field's
/// key, by its collector's or callback's type, or by its kind. The first rule that gives a value wins
/// (key, then type, then kind); a rule that returns `nil` keeps the default, or the next rule's value.
@MainActor
public struct FieldOverrides<Output> {
    /// Gives the replacement of a field, or `nil` to keep the default.
    public typealias Make = @MainActor (NodeField) -> Output?

    private var byKey: [String: Make] = [:]
    private var byType: [ObjectIdentifier: Make] = [:]
    private var byKind: [FieldKind: Make] = [:]

    /// No overrides.
    public nonisolated init() {}

    /// Replaces the field with `key` (a DaVinci field's key, a Journey attribute's name or input name).
    public mutating func set(key: String, _ make: @escaping Make) { byKey[key] = make }

    /// Replaces every field whose collector or callback is of `type`.
    public mutating func set<A: Action>(type: A.Type, _ make: @escaping Make) { byType[ObjectIdentifier(type)] = make }

    /// Replaces every field of `kind`.
    public mutating func set(kind: FieldKind, _ make: @escaping Make) { byKind[kind] = make }

    /// The replacement of `field`, or `nil` to draw the default.
    public func replacement(for field: NodeField) -> Output? {
        if let make = byKey[field.key], let output = make(field) { return output }
        if let action = field.action, let make = byType[ObjectIdentifier(type(of: action))], let output = make(field) {
            return output
        }
        if let make = byKind[field.kind], let output = make(field) { return output }
        return nil
    }
}
