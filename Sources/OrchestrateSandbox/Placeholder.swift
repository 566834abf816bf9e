public enum SandboxPlaceholder {}
