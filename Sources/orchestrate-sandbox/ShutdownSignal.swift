import Dispatch
import Foundation

/// Resolves when the process gets SIGINT or SIGTERM, or (optionally) when standard input closes.
struct ShutdownSignal {
    private let stream: AsyncStream<String>
    private let sources: [any DispatchSourceSignal]

    init(untilStdinCloses: Bool) {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        var sources: [any DispatchSourceSignal] = []
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(name) }
            source.resume()
            sources.append(source)
        }
        if untilStdinCloses {
            // A plain thread: a blocking read must not occupy one of the few concurrency threads.
            let reader = Thread {
                while FileHandle.standardInput.availableData.count > 0 {}
                continuation.yield("standard input closed")
            }
            reader.start()
        }
        self.stream = stream
        self.sources = sources
    }

    /// Waits for the first signal and names it.
    func wait() async -> String {
        var iterator = stream.makeAsyncIterator()
        let reason = await iterator.next() ?? "signal stream ended"
        withExtendedLifetime(sources) {}
        return reason
    }
}
