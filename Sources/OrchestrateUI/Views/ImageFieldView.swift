#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// An image (`IMAGE`) loaded from its address, a link when it has one, described for VoiceOver.
public struct ImageFieldView: View {
    private let field: NodeField

    /// The image of `field`.
    public init(field: NodeField) {
        self.field = field
    }

    /// The image, in a link when the field has one.
    public var body: some View {
        let collector = field.action(as: ImageCollector.self)
        let image = AsyncImage(url: collector?.imageURL) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            ProgressView()
        }
        .frame(maxWidth: .infinity, maxHeight: 200)
        .accessibilityLabel(field.label)
        if let link = collector?.hyperlinkURL {
            Link(destination: link) { image }
        } else {
            image
        }
    }
}
#endif
