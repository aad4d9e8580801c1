import Foundation

/// A compare lanes file as decoded, with where each value is written: the names are checked
/// against a scene's values only once the scene is known (`checkLaneValues`).
package struct DecodedCompareLanes: Sendable {
    /// The lanes.
    package var lanes: CompareLanes
    /// The file.
    package var source: ConfigSource
    /// For each lane, where each of its values' name and setting are written.
    var locations: [[(name: SourceLocation, setting: SourceLocation)]]
}

extension DecodingContext {
    /// A lane's value as the messages show it: `{"springResponseTime": 0.5}`.
    private static let valueExample = "{\"\(ConfigKeys.Behavior.springResponseTime.name)\": 0.5}"
    /// A lane that sets a value, as the messages show it.
    private static let valuesLaneExample = "{\"\(ConfigKeys.CompareLane.values.name)\": \(valueExample)}"
    /// A platform lane, as the messages show it.
    private static let platformLaneExample = "{\"\(ConfigKeys.CompareLane.platform.name)\": \"vaul\"}"

    /// Decodes a compare lanes file: `{"lanes": [{"label"?, "values": {…}} | {"platform": …}, …]}`.
    package func decodeCompareLanes(_ value: JSONValue) -> DecodedCompareLanes? {
        let lanesKey = ConfigKeys.LanesFile.lanes
        guard let reader = ObjectReader(value, "compare lanes", as: .compareLanes, context: self),
            let lanesValue = reader.required(
                lanesKey, "a list of lanes, e.g. [\(Self.valuesLaneExample), \(Self.platformLaneExample)]"),
            let elements = array(lanesValue, lanesKey.name)
        else { return nil }
        guard !elements.isEmpty else {
            error(
                lanesValue.location,
                "the list of lanes is empty; add a lane such as \(Self.valuesLaneExample) (lane 0, the scene as it is, comes first on its own)"
            )
            return nil
        }
        if elements.count > CompareLanes.maximumCount {
            error(
                elements[CompareLanes.maximumCount].location,
                "\(elements.count) lanes and lane 0 (the scene as it is) make \(elements.count + 1); a compare run holds at most \(CompareLanes.maximumCount + 1) lanes, so remove \(elements.count - CompareLanes.maximumCount)"
            )
        }
        var lanes: [CompareLanes.Lane] = []
        var locations: [[(name: SourceLocation, setting: SourceLocation)]] = []
        var firstPlatform: (name: String, line: Int)?
        var seenPlatforms: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            guard let (lane, written) = decodeCompareLane(element, number: index + 1) else { continue }
            if let platform = lane.platform {
                if let line = seenPlatforms[platform] {
                    error(
                        element.location,
                        "the \(platform) lane is already listed (line \(line)); a platform plays the scene as it is, so list it once"
                    )
                    continue
                }
                seenPlatforms[platform] = element.location.line
                if firstPlatform == nil { firstPlatform = (platform, element.location.line) }
            } else if let first = firstPlatform {
                error(
                    element.location,
                    "lane \(index + 1) is a FloatingPanel lane after the \(first.name) lane (line \(first.line)); the FloatingPanel lanes come first, then the platform lanes, so move it above"
                )
                continue
            }
            lanes.append(lane)
            locations.append(written)
        }
        return DecodedCompareLanes(lanes: CompareLanes(lanes: lanes), source: source, locations: locations)
    }

    private func decodeCompareLane(_ value: JSONValue, number: Int) -> (
        CompareLanes.Lane, [(name: SourceLocation, setting: SourceLocation)]
    )? {
        typealias Key = ConfigKeys.CompareLane
        let (labelName, valuesName, platformName) = (Key.label.name, Key.values.name, Key.platform.name)
        guard let reader = ObjectReader(value, "lane \(number)", as: .compareLane, context: self) else { return nil }
        let label = reader.string(Key.label)
        if label?.isEmpty == true, let location = reader[Key.label]?.location {
            error(location, "the label is empty; write a name for the lane or leave '\(labelName)' out")
        }
        switch (reader[Key.values], reader[Key.platform]) {
        case (nil, nil):
            error(
                value.location,
                "lane \(number) gives neither '\(valuesName)' nor '\(platformName)'; write \(Self.valuesLaneExample) or \(Self.platformLaneExample)"
            )
            return nil
        case (.some, .some):
            error(
                reader.keyLocation(Key.platform) ?? value.location,
                "lane \(number) gives both '\(valuesName)' and '\(platformName)'; a platform lane plays the scene as it is, so give one of them"
            )
            return nil
        case (nil, .some(let platformValue)):
            if label != nil, let location = reader.keyLocation(Key.label) {
                error(location, "a platform lane is labelled by its library's name; remove '\(labelName)'")
            }
            return choice(platformValue, platformName, names: CompareLanes.platformNames).map {
                (CompareLanes.Lane(kind: .platform($0)), [])
            }
        case (.some(let valuesValue), nil):
            guard let object = self.object(valuesValue, valuesName) else { return nil }
            guard !object.members.isEmpty else {
                error(
                    valuesValue.location,
                    "lane \(number) sets no value, so it is lane 0 (the scene as it is) again; set one, e.g. \(Self.valueExample)"
                )
                return nil
            }
            var assignments: [ValueAssignment] = []
            var written: [(name: SourceLocation, setting: SourceLocation)] = []
            for member in object.members {
                guard let assignment = laneAssignment(member) else { continue }
                assignments.append(assignment)
                written.append((member.keyLocation, member.value.location))
            }
            return (
                CompareLanes.Lane(kind: .values(assignments), label: label.flatMap { $0.isEmpty ? nil : $0 }), written
            )
        }
    }

    /// `"[PANEL:]KEY": setting` as `--vary` would write it (`KEY=text`, a list as `KEY=[tip,half]`).
    private func laneAssignment(_ member: JSONMember) -> ValueAssignment? {
        var name = member.key
        var panel: String?
        if let colon = name.firstIndex(of: ":") {
            panel = String(name[..<colon])
            name = String(name[name.index(after: colon)...])
        }
        guard !name.isEmpty, panel.map({ !$0.isEmpty }) ?? true else {
            error(
                member.keyLocation,
                "'\(member.key)' names no value; write a value's name as the values card lists it, e.g. \"\(ConfigKeys.Behavior.springResponseTime.name)\" or \"sheet:\(ConfigKeys.Behavior.springResponseTime.name)\""
            )
            return nil
        }
        let setting: TunableSetting
        switch member.value.kind {
        case .number(let number): setting = .number(number)
        case .bool(let flag): setting = .boolean(flag)
        case .string(let choice): setting = .choice(choice)
        case .array(let elements):
            let names = elements.compactMap(\.stringValue)
            if let other = elements.first(where: { $0.stringValue == nil }) {
                error(
                    member.value.location,
                    "'\(member.key)' lists \(other.typeDescription); a list in a lane names states or edges as strings, as the config's lists do, e.g. [\"tip\"]"
                )
                return nil
            }
            setting = .list(names)
        default:
            typeMismatch(
                member.value, expected: "a number, true/false, a choice's name or a list of names", for: member.key)
            return nil
        }
        return ValueAssignment(panel: panel, name: name, text: setting.argumentText)
    }

    /// Checks every value of `decoded` against the scene at `scenePath` (its `panels` decoded):
    /// an unknown panel or value is reported at its name, a setting the value refuses at the setting.
    func checkLaneValues(
        _ decoded: DecodedCompareLanes, scenePath: String, panels: [ResolvedPanel], container: SceneContainer
    ) {
        let ids = panels.map(\.id)
        var catalogs: [Int: ValueCatalog?] = [:]
        let lanesContext = DecodingContext(source: decoded.source, session: session)
        for (lane, written) in zip(decoded.lanes.lanes, decoded.locations) {
            for (assignment, location) in zip(lane.assignments, written) {
                let panelIndex: Int
                do throws(ValueEditError) {
                    panelIndex = try assignment.panelIndex(in: ids)
                } catch {
                    lanesContext.error(location.name, error.description)
                    continue
                }
                if catalogs[panelIndex] == nil {
                    let entry = panels[panelIndex].layouts.firstIndex { $0.applies(to: container.size) } ?? 0
                    catalogs[panelIndex] = try? ValueCatalog.build(
                        scenePath: scenePath, panelIndex: panelIndex, layoutEntry: entry, files: session.files)
                }
                // A scene whose files do not parse has said so already.
                guard let catalog = catalogs[panelIndex] ?? nil else { continue }
                do throws(ValueEditError) {
                    _ = try catalog.settings(for: assignment)
                } catch {
                    // An unknown name is reported at the name, a refused setting at the setting.
                    let named = catalog.names.contains(assignment.name)
                    lanesContext.error(named ? location.setting : location.name, error.description)
                }
            }
        }
    }
}
