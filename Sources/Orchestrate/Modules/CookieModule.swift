import Foundation

/// The configuration of `CookieModule`.
public struct CookieConfig: Sendable {
    /// Names of cookies kept in `store` beyond the flow that received them (e.g. the `ST` session
    /// cookie), sent with every later flow and the sign-off request, until they expire (an expired one is
    /// removed from the store when it is next read) or `signOff()` removes those of every server.
    public var persist: [String] = []
    /// Where persistent cookies are kept: by default a `KeychainCookieStore` on Apple platforms, one item
    /// per server origin, and an `InMemoryCookieStore` elsewhere.
    public var store: any CookieStore = DefaultStores.cookies

    /// The default configuration: no persistent cookies.
    public init() {}
}

/// Captures `Set-Cookie` from every response and sends matching cookies on later requests of the same
/// flow (domain on a dot boundary, path, `Secure`, expiry), like a browser would, per flow.
public enum CookieModule {
    /// Where a flow's cookies are kept in its `FlowContext`.
    public static let jarKey = ContextKey<CookieJar>("orchestrate.cookies")

    /// Runs after modules of the default priority, so it sees the URL they set.
    public static let priority = 100

    /// The module: `config.module(CookieModule.config) { $0.persist = ["ST"] }`.
    public static let config = Module.of({ CookieConfig() }, name: "cookies", priority: priority) { setup in
        let config = setup.config
        let persisted = Set(config.persist)

        setup.start { flow, request in
            flow[jarKey] = CookieJar()
            await attach(jar(of: flow).all + live(in: store(config, for: request)), to: request)
            return request
        }
        setup.next { flow, _, request in
            await attach(jar(of: flow).all + live(in: store(config, for: request)), to: request)
            return request
        }
        setup.response { flow, response in
            let received = response.cookies()
            guard !received.isEmpty else { return }
            jar(of: flow).store(received)
            let keep = received.filter { persisted.contains($0.name) }
            if !keep.isEmpty {
                let persistent = store(config, for: response.url)
                let stored = CookieJar(await live(in: persistent))
                stored.store(keep)
                await replace(with: stored.all, in: persistent)
            }
        }
        // The sign-off request carries the server's cookies; then every server's are removed. A store that
        // cannot remove them fails the sign-off (nothing is sent), rather than report a sign-off that left
        // the session cookie stored.
        setup.signOff { request in
            await attach(live(in: store(config, for: request)), to: request)
            try await config.store.deleteAll()
            return request
        }
    }

    /// The cookies of `store` that have not expired; when some have, they are removed from it, so their
    /// values do not stay stored.
    private static func live(in store: any CookieStore, now: Date = Date()) async -> [Cookie] {
        let stored = await store.load()
        let live = stored.filter { !$0.isExpired(at: now) }
        guard live.count < stored.count else { return stored }
        await replace(with: live, in: store)
        return live
    }

    /// Stores `cookies` in `store` in place of what it held; no cookies leave no empty item behind (a server
    /// that expires its last persistent cookie, or cookies that all expired).
    private static func replace(with cookies: [Cookie], in store: any CookieStore) async {
        if cookies.isEmpty { await store.clear() } else { await store.save(cookies) }
    }

    /// The store for the server `request` goes to.
    private static func store(_ config: CookieConfig, for request: Request) -> any CookieStore {
        store(config, for: try? request.resolvedURL())
    }

    /// The store for the server at `url`: `config.store` scoped to its `Origin` (`https://host:443`).
    private static func store(_ config: CookieConfig, for url: URL?) -> any CookieStore {
        guard let origin = url.flatMap(Origin.init) else { return config.store }
        return config.store.scoped(to: origin.description)
    }

    private static func jar(of flow: FlowContext) -> CookieJar {
        if let jar = flow[jarKey] { return jar }
        let jar = CookieJar()
        flow[jarKey] = jar
        return jar
    }

    /// Adds the cookies among `candidates` that match the request's URL; of two with one name, the one
    /// with the longer path is sent.
    private static func attach(_ candidates: [Cookie], to request: Request) {
        guard let url = try? request.resolvedURL() else { return }
        let jar = CookieJar()
        jar.store(candidates)
        var sent = Set(request.parts.cookies.map(\.name))
        for cookie in jar.cookies(for: url) where sent.insert(cookie.name).inserted {
            request.cookie(name: cookie.name, value: cookie.value)
        }
    }
}
