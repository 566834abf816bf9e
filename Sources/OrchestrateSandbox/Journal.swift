/// Every request the server received, in arrival order.
actor Journal {
    private var records: [SandboxRecord] = []

    func append(_ record: SandboxRecord) {
        records.append(record)
    }

    func all() -> [SandboxRecord] {
        records
    }

    func clear() {
        records.removeAll()
    }
}
