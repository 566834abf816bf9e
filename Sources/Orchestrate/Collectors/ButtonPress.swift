import Foundation

/// Whether, and in which order, a button was pressed. Each press takes the next number of one
/// process-wide counter, so when several buttons of a node were pressed the last one is known.
struct ButtonPress: Sendable {
    private static let counter = Locked<UInt64>(0)
    private let order = Locked<UInt64?>(nil)
    private let text = Locked("")

    /// Whether the button was pressed.
    var isPressed: Bool { order.current != nil }
    /// The number of the button's latest press; `nil` when it was not pressed.
    var pressOrder: UInt64? { order.current }

    /// The value a press was made with (`SubmitCollector.value = "…"`); empty when not pressed that way.
    var value: String { text.current }

    /// Sets the value, as the Ping SDK's buttons take one: a non-empty value presses the button, an empty
    /// one releases it.
    func setValue(_ value: String) {
        text.withLock { $0 = value }
        if value.isEmpty { order.withLock { $0 = nil } } else { press() }
    }

    /// Records a press, later than every press before it.
    func press() {
        let next = Self.counter.withLock { count in
            count += 1
            return count
        }
        order.withLock { $0 = next }
    }
}
