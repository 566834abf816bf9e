/// Placeholder until the runtime lands.
public enum OrchestrateVersion { public static let string = "0.1.0" }
