import Foundation

/// The domains a cookie's `Domain` attribute may not name, because many unrelated sites sit under them: every
/// single-label domain (a top-level domain such as `com`, or `localhost`) and a small built-in list of
/// common multi-label public suffixes. It is not the whole Public Suffix List (which changes weekly): a
/// `Domain` under a suffix it lacks is still limited to a domain the response's host belongs to.
enum PublicSuffixes {
    /// Common public suffixes of two or more labels: country second levels and shared hosting domains.
    static let known: Set<String> = [
        "co.uk", "org.uk", "ac.uk", "gov.uk", "ltd.uk", "plc.uk", "me.uk", "net.uk",
        "com.au", "net.au", "org.au", "edu.au", "gov.au", "co.nz", "org.nz", "co.jp", "ne.jp", "or.jp",
        "com.br", "com.cn", "net.cn", "org.cn", "co.in", "net.in", "org.in", "co.za", "com.mx", "com.ar",
        "com.tr", "com.sg", "com.hk", "co.kr", "or.kr", "com.tw", "co.il", "com.pl", "eu.org",
        "github.io", "gitlab.io", "herokuapp.com", "appspot.com", "cloudfront.net", "azurewebsites.net",
        "blogspot.com", "pages.dev", "workers.dev", "vercel.app", "netlify.app", "web.app", "firebaseapp.com",
        "amazonaws.com", "s3.amazonaws.com", "elasticbeanstalk.com", "onrender.com", "fly.dev",
    ]

    /// Whether `domain` (lower-cased, without a leading dot) is a public suffix.
    static func contains(_ domain: String) -> Bool {
        !domain.contains(".") || known.contains(domain)
    }
}
