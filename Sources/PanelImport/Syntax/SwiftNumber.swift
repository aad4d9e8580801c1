/// Swift's numeric literal forms read as a `Double`: `1_000`, `0.5`, `1e-3`, `0x1F`.
package enum SwiftNumber {
    package static func value(_ text: String) -> Double? {
        let digits = text.filter { $0 != "_" }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            return Int(digits.dropFirst(2), radix: 16).map(Double.init)
        }
        if digits.hasPrefix("0b") { return Int(digits.dropFirst(2), radix: 2).map(Double.init) }
        if digits.hasPrefix("0o") { return Int(digits.dropFirst(2), radix: 8).map(Double.init) }
        return Double(digits)
    }
}
