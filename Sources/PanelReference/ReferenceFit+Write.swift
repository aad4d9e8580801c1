import FloatingPanel
import Foundation
import PanelConfig
import PanelPlatforms

/// `fit --to … --write`: the fitted values written into the scene's behavior through the values
/// card's write-back (Docs/tuning.md), every file changed at once after the whole edit checks.
extension ReferenceFit {
    /// Why `--write` does not write this fit without `--force` (Docs/reference.md "An honest
    /// fit"), each a sentence; empty when it may: a value at the edge of its search, a rest far
    /// from the scene's stops, or a fit no closer to the reference than the scene's own values.
    package var writeRefusals: [String] {
        let n = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        var refusals = atBound.map {
            "\($0) ends at the edge of its search, so the reference does not decide it"
        }
        for release in releases where release.used && release.restOffsetPt > Self.farRestPt {
            refusals.append(
                "the release at \(n(release.t)) s rests \(n(release.restOffsetPt)) pt from the scene's \(release.stop) stop: the recording's scale, its container or the tracked edge is not the scene's"
            )
        }
        // Rounding to the digits a person writes may cost a thousandth of a point.
        if sampleMeanPt > sceneMeanPt + 0.001 {
            refusals.append(
                "the fit follows the reference less closely (mean \(n(sampleMeanPt)) pt a sample) than the scene's own values (\(n(sceneMeanPt)) pt)"
            )
        }
        return refusals
    }

    /// The edit that sets the fitted values in the scene at `scenePath`; a behavior written as a
    /// `spring` object gets its damping ratio and response instead of the rate and time.
    package func edit(scenePath: String, panelIDs: [String], files: ConfigFileReader = .disk) throws(ReferenceFitError)
        -> SceneValueEdit
    {
        let panelIndex = panelIDs.firstIndex(of: panel) ?? 0
        let catalog: ValueCatalog
        do {
            catalog = try ValueCatalog.build(scenePath: scenePath, panelIndex: panelIndex, files: files)
        } catch {
            throw ReferenceFitError(error.description)
        }
        do {
            return try SceneValueEdit(
                scenePath: scenePath, panelIDs: panelIDs,
                assignments: assignments(in: catalog), files: files)
        } catch {
            throw ReferenceFitError(error.description)
        }
    }

    /// The values as `catalog`'s file names them, each of the fitted panel: a behavior written as a
    /// `spring` object gets `spring.dampingRatio` and `spring.response` for the rate and time; a
    /// value the catalog does not list is left out.
    package func assignments(in catalog: ValueCatalog) -> [ValueAssignment] {
        var named = assignments
        if catalog.index(named: "springResponseTime") == nil, catalog.index(named: "spring.response") != nil {
            let spring = FloatingPanelSpringParameters(
                fastReleaseDecelerationRate: values.springDecelerationRate,
                springResponseTime: values.springResponseTime)
            named.removeFirst(2)
            named.insert(("spring.dampingRatio", Self.text(spring.dampingRatio)), at: 0)
            named.insert(("spring.response", Self.text(values.springResponseTime)), at: 1)
        }
        // A progress written as an object of a default and pairs gets its default.
        let listed = named.compactMap { value -> (name: String, text: String)? in
            if catalog.index(named: value.name) != nil { return value }
            return catalog.index(named: "\(value.name).default").map { _ in ("\(value.name).default", value.text) }
        }
        return listed.map { ValueAssignment(panel: panel, name: $0.name, text: $0.text) }
    }

    /// Checks `edit` with the loader's decoders and writes its files; returns the problems
    /// instead when the edited scene would not load.
    package static func write(_ edit: SceneValueEdit, scenePath: String) -> [String] {
        let problems = ConfigLoader.check(paths: [scenePath], kind: .scene, files: edit.reader).filter { !$0.isWarning }
        guard problems.isEmpty else { return problems.map(\.description) }
        for change in edit.changes {
            do {
                try AtomicFileWriter.replace(change.file.absolutePath, with: change.after)
            } catch {
                return [error.description]
            }
        }
        return []
    }
}
