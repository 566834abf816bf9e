import Foundation

/// A registered collector type that hands each field to a more specific type, as the SDKs' FIDO2
/// collector chooses registration or authentication by the field's `action`.
public protocol CollectorSelecting: Collector {
    /// The type that handles `field`; `nil` to skip the field (logged as having no collector).
    static func collectorType(for field: JSON) -> (any Collector.Type)?
}
