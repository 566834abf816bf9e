import OrchestrateBasics

/// What an export file holds, told from its JSON: the one place the import decides which reader a file is for
/// (`DaVinciExportReader`, `JourneyExportReader`, `IDMSchema`); each reader then reads its format's shapes
/// (`JourneyExportShape`'s wrappers and entities, a DaVinci export with subflows or without).
enum ExportFormat: Equatable, Sendable {
    /// DaVinci flows: the console's export with subflows (`flows`) or of one flow (`graphData`).
    case davinciFlows
    /// PingOne forms alone (a forms export, or one form), for the DaVinci flows that show them.
    case pingOneForms
    /// Journeys, in a shape `JourneyExportShape` reads.
    case journeys
    /// IDM's managed objects (the types of the attributes journeys collect), and no journey.
    case managedObjects
    /// None of those.
    case unknown

    /// The format of the export whose JSON is `json`.
    static func of(_ json: JSON) -> ExportFormat {
        if json["flows"]?.arrayValue != nil || json["graphData"] != nil { return .davinciFlows }
        if json["components"] != nil || json["_embedded"] != nil || json["forms"] != nil { return .pingOneForms }
        if case .unknown = JourneyExportShape.of(json) {
            var schema = IDMSchema()
            return schema.add(json, file: "") ? .managedObjects : .unknown
        }
        return .journeys
    }
}
