import Foundation

/// What names a node, for DaVinci and Journey alike, as the Ping SDK reads it: each property reads the
/// payload the node carries and is empty when it carries none.
///
/// | property | DaVinci | Journey |
/// |---|---|---|
/// | `id` | `id` (the node's id in the flow, e.g. `cq77vwelou`) | — (see `authId`, `stage`) |
/// | `name` | `form.name` | — (see `header`) |
/// | `description` | `form.description` | `description` (a page node's text) |
/// | `category` | `form.category` (e.g. `CUSTOM_HTML`) | — |
extension ContinueNode {
    /// The node's id in its DaVinci flow (`id`); empty when the payload has none (a journey's node).
    public var id: String { input["id"]?.stringValue ?? "" }

    /// The DaVinci form's name (`form.name`); empty when there is none.
    public var name: String { input[path: "form", "name"]?.stringValue ?? "" }

    /// The DaVinci form's description (`form.description`) or a Journey page node's (`description`);
    /// empty when the payload carries neither.
    public var description: String {
        input[path: "form", "description"]?.stringValue ?? input["description"]?.stringValue ?? ""
    }

    /// The DaVinci form's category (`form.category`, e.g. `CUSTOM_HTML`); empty when there is none.
    public var category: String { input[path: "form", "category"]?.stringValue ?? "" }
}
