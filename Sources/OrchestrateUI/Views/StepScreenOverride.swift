#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

extension View {
    /// Draws the screen of a generated flow's step with `make`, given the typed step of the node (its
    /// typed form or node) and the screen; `nil` keeps the default screen.
    ///
    /// ```swift
    /// .screenView(for: LoginJourneyFlow.Step.self) { step, screen -> MySecondFactorScreen? in
    ///     guard case .secondFactor(let form) = step else { return nil }
    ///     return MySecondFactorScreen(form: form, screen: screen)
    /// }
    /// ```
    public func screenView<Step: FlowStep, Content: View>(
        for step: Step.Type, _ make: @escaping @MainActor (Step, NodeScreen) -> Content?
    ) -> some View {
        screenView { screen in make(Step(screen.node), screen) }
    }
}
#endif
