import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL session that keeps no cookies and no cache, so that requests a test makes by hand carry only
/// what the test sets (the shared session would replay other tests' `interactionId` cookies: cookies
/// ignore the port).
let plainSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
}()
