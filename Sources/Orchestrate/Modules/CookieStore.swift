import Foundation

/// Where cookies that outlive a flow (a session cookie, say) are kept between flows and launches:
/// `KeychainCookieStore` by default on Apple platforms, `InMemoryCookieStore` elsewhere.
public protocol CookieStore: Sendable {
    /// Every stored cookie.
    func load() async -> [Cookie]
    /// Replaces the stored cookies with `cookies`.
    func save(_ cookies: [Cookie]) async
    /// Removes every stored cookie.
    func clear() async
    /// Removes every stored cookie, and says when it could not (the Ping SDK's `Storage.delete()`). By
    /// default `clear()`, which cannot fail.
    func delete() async throws
    /// Removes the cookies this store keeps for every server (sign-off): a store that keeps one item per
    /// server removes each. By default `delete()`.
    func deleteAll() async throws
    /// The store the cookie module uses for the server `configuration` names (the request's origin,
    /// `https://auth.example.com:443`): by default this store itself; a `KeychainCookieStore` without an
    /// account names its item after it.
    func scoped(to configuration: String) -> any CookieStore
}

extension CookieStore {
    /// This store itself: it keeps the same cookies whichever server they came from.
    public func scoped(to configuration: String) -> any CookieStore { self }
    /// `clear()`.
    public func delete() async throws { await clear() }
    /// `delete()`: a store that is not scoped keeps every server's cookies together.
    public func deleteAll() async throws { try await delete() }
}

/// Keeps cookies in memory for the life of the process.
public actor InMemoryCookieStore: CookieStore {
    private var cookies: [Cookie] = []

    /// An empty store.
    public init() {}

    /// Every stored cookie.
    public func load() -> [Cookie] { cookies }
    /// Replaces the stored cookies.
    public func save(_ cookies: [Cookie]) { self.cookies = cookies }
    /// Removes every stored cookie.
    public func clear() { cookies = [] }
}

/// The cookies of one flow, in the order they were set: a newer cookie with the same name, domain and
/// path replaces an older one, and an expired one removes it.
public final class CookieJar: Sendable {
    private let cookies = Locked<[Cookie]>([])

    /// An empty jar.
    public init(_ cookies: [Cookie] = []) {
        self.cookies.withLock { $0 = cookies }
    }

    /// Every cookie in the jar, expired ones included.
    public var all: [Cookie] { cookies.current }

    /// Adds `new` cookies, replacing those with the same identity; expired cookies delete their match.
    public func store(_ new: [Cookie], now: Date = Date()) {
        cookies.withLock { stored in
            for cookie in new {
                stored.removeAll { $0.sameIdentity(as: cookie) }
                if !cookie.isExpired(at: now) { stored.append(cookie) }
            }
        }
    }

    /// The cookies to send to `url`: matching ones, longer paths first, then in the order they were set.
    public func cookies(for url: URL, now: Date = Date()) -> [Cookie] {
        cookies.current.enumerated()
            .filter { $0.element.matches(url, at: now) }
            .sorted { ($1.element.path.count, $0.offset) < ($0.element.path.count, $1.offset) }
            .map(\.element)
    }
}
