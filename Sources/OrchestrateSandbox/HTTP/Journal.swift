/// The requests the server received, in arrival order: the most recent `limit` of them, so that a server
/// that runs for long keeps a bounded amount of memory.
actor Journal {
    /// The most records kept; `0` keeps none.
    let limit: Int
    /// A ring: once full, `next` is the oldest record, overwritten by the next append.
    private var records: [SandboxRecord] = []
    private var next = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    func append(_ record: SandboxRecord) {
        guard limit > 0 else { return }
        if records.count < limit {
            records.append(record)
        } else {
            records[next] = record
            next = (next + 1) % limit
        }
    }

    func all() -> [SandboxRecord] {
        Array(records[next...] + records[..<next])
    }

    func clear() {
        records.removeAll()
        next = 0
    }
}
