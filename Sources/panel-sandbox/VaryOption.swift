import PanelConfig

extension ScannedArguments {
    /// Every `--vary KEY=V1,V2,…` given, parsed; a malformed one is a usage error.
    func variations() throws(UsageError) -> [ValueVariation] {
        var variations: [ValueVariation] = []
        for text in values("--vary") {
            do throws(ValueVariation.SyntaxError) {
                variations.append(try ValueVariation.parse(text))
            } catch {
                throw UsageError(error.description)
            }
        }
        return variations
    }
}
