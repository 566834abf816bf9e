import Foundation

/// Whether, and in which order, a button was pressed. Each press takes the next number of one
/// process-wide counter, so when several buttons of a node were pressed the last one is known.
struct ButtonPress: Sendable {
    private static let counter = Locked<UInt64>(0)
    private let order = Locked<UInt64?>(nil)

    /// Whether the button was pressed.
    var isPressed: Bool { order.current != nil }
    /// The number of the button's latest press; `nil` when it was not pressed.
    var pressOrder: UInt64? { order.current }

    /// Records a press, later than every press before it.
    func press() {
        let next = Self.counter.withLock { count in
            count += 1
            return count
        }
        order.withLock { $0 = next }
    }
}
