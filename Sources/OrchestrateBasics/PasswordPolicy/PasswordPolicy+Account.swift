import Foundation

extension PasswordPolicy {
    /// How many earlier passwords may not be used again, and for how long (`history`).
    public struct History: Sendable, Equatable {
        /// How many earlier passwords are remembered.
        public var count: Int
        /// For how many days.
        public var retentionDays: Int

        /// A history rule.
        public init(count: Int, retentionDays: Int) {
            self.count = count
            self.retentionDays = retentionDays
        }
    }

    /// How many failures lock the account, and for how long (`lockout`).
    public struct Lockout: Sendable, Equatable {
        /// How many failed sign-ins lock the account.
        public var failureCount: Int
        /// For how many seconds.
        public var durationSeconds: Int

        /// A lockout rule.
        public init(failureCount: Int, durationSeconds: Int) {
            self.failureCount = failureCount
            self.durationSeconds = durationSeconds
        }
    }

    /// Reads what the policy says about the account rather than the password (Ping's names: profile data,
    /// history, lockout, ages, population count, dates, `default`); a key of another type keeps the default.
    /// No client can check these, so `violations(of:)` ignores them.
    mutating func readAccountRules(_ json: JSON) {
        excludesProfileData = json["excludesProfileData"]?.boolValue ?? false
        notSimilarToCurrent = json["notSimilarToCurrent"]?.boolValue ?? false
        excludesCommonlyUsed = json["excludesCommonlyUsed"]?.boolValue ?? false
        maxAgeDays = json["maxAgeDays"]?.intValue ?? 0
        minAgeDays = json["minAgeDays"]?.intValue ?? 0
        history = json["history"].flatMap { history in
            history["count"]?.intValue.map {
                History(count: $0, retentionDays: history["retentionDays"]?.intValue ?? 0)
            }
        }
        lockout = json["lockout"].flatMap { lockout in
            lockout["failureCount"]?.intValue.map {
                Lockout(failureCount: $0, durationSeconds: lockout["durationSeconds"]?.intValue ?? 0)
            }
        }
        populationCount = json["populationCount"]?.intValue ?? 0
        createdAt = json["createdAt"]?.stringValue ?? ""
        updatedAt = json["updatedAt"]?.stringValue ?? ""
        `default` = json["default"]?.boolValue ?? false
    }
}
