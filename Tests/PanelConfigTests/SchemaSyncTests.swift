import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// The JSON Schemas in `Configs/schema` say what the decoders accept: the same keys
/// for every kind of object, the same names, the same defaults. A key, a name or a default changed
/// on one side only fails here.
final class SchemaSyncTests: XCTestCase {
    /// Maps from state names, whose `properties` list the built-in states rather than keys.
    private let builtInStateMaps = [
        SchemaLocation("layout.schema.json", "/properties/anchors"),
        SchemaLocation("layout.schema.json", "/properties/backdropAlpha"),
    ]

    func test_every_object_kind_has_the_same_keys_in_its_schema_and_its_decoder() throws {
        let schemas = try SchemaFiles()
        for object in ConfigObject.allCases {
            let location = schemaLocation(of: object)
            let node = try XCTUnwrap(schemas.node(at: location)?.objectValue, "\(object): no schema at \(location)")
            let schemaKeys = Set(schemas.propertyNames(at: location))
            let modelKeys = Set(object.keys + (object.allowsSchema ? ["$schema"] : []))
            XCTAssertEqual(
                schemaKeys.subtracting(modelKeys).sorted(), [],
                "\(object): in \(location) but not accepted by the decoder")
            XCTAssertEqual(
                modelKeys.subtracting(schemaKeys).sorted(), [],
                "\(object): accepted by the decoder but not in \(location)")
            // The decoders reject unknown keys, so the schemas must too.
            XCTAssertEqual(
                node["additionalProperties"].map { jsonText($0.value) }, "false", "\(object) at \(location)")
        }
    }

    func test_every_object_with_properties_in_the_schemas_is_a_kind_the_decoders_know() throws {
        let schemas = try SchemaFiles()
        let known = Set(ConfigObject.allCases.map(schemaLocation(of:)) + builtInStateMaps)
        var unknown: [SchemaLocation] = []
        schemas.walk { location, object in
            if object["properties"] != nil, !known.contains(location) { unknown.append(location) }
        }
        XCTAssertEqual(unknown, [], "objects with keys that no ConfigObject describes")
        for location in builtInStateMaps {
            XCTAssertEqual(
                Set(schemas.propertyNames(at: location)), Set(FloatingPanelState.builtIn.keys), "\(location)")
        }
    }

    func test_every_property_has_a_description_and_a_default() throws {
        let schemas = try SchemaFiles()
        var missing: [String] = []
        schemas.walk { location, object in
            for name in object["properties"]?.value.objectValue?.keys ?? [] {
                let property = location.appending("properties").appending(name)
                guard let (_, node) = schemas.target(of: property), let members = node.objectValue else {
                    missing.append("\(property): unresolved")
                    continue
                }
                for keyword in ["description", "default"] where members[keyword] == nil {
                    missing.append("\(property): no \(keyword)")
                }
            }
        }
        XCTAssertEqual(missing, [])
    }

    func test_the_schemas_list_the_names_the_decoders_accept() throws {
        let schemas = try SchemaFiles()
        let scene = "scene.schema.json"
        let layout = "layout.schema.json"
        let rows: [(SchemaLocation, [String])] = [
            (SchemaLocation(scene, "/definitions/devicePreset"), DevicePreset.all.map(\.name)),
            (SchemaLocation(scene, "/properties/background"), SceneBackground.allCases.map(\.rawValue)),
            (
                SchemaLocation(scene, "/definitions/keyboardName"),
                KeyboardAvoidance.names
            ),
            (
                SchemaLocation(scene, "/definitions/adaptivePresentation/properties/side"),
                AdaptivePresentation.Side.allCases.map(\.rawValue)
            ),
            (SchemaLocation(scene, "/definitions/namedDetent"), AdaptivePresentation.Detent.named.compactMap(\.name)),
            (
                SchemaLocation(scene, "/definitions/contentTransition/properties/curve"),
                TimingCurve.allCases.map(\.rawValue)
            ),
            (SchemaLocation(layout, "/definitions/position"), FloatingPanelPosition.allCases.map(\.rawValue)),
            (SchemaLocation(layout, "/definitions/edge"), FloatingPanelReferenceEdge.allCases.map(\.rawValue)),
            (
                SchemaLocation(layout, "/definitions/referenceGuide"),
                FloatingPanelLayoutReferenceGuide.allCases.map(\.rawValue)
            ),
            (
                SchemaLocation(layout, "/definitions/adaptiveAnchor/properties/contentBoundingGuide"),
                FloatingPanelLayoutContentBoundingGuide.allCases.map(\.rawValue)
            ),
            (
                SchemaLocation(layout, "/definitions/crossAxis/properties/alignment"),
                FloatingPanelCrossAxisPlacement.Alignment.allCases.map(\.rawValue)
            ),
            (SchemaLocation(layout, "/properties/contentMode"), LayoutKeys.contentModes),
            (SchemaLocation(layout, "/definitions/intrinsicAnchor/properties/type"), ["intrinsic"]),
            (SchemaLocation(layout, "/definitions/adaptiveAnchor/properties/type"), ["adaptive"]),
            (
                SchemaLocation("scenario.schema.json", "/definitions/drag/properties/at"),
                DragStartLocation.allCases.map(\.rawValue)
            ),
            (
                SchemaLocation("scenario.schema.json", "/definitions/pointer/properties/phase"),
                PointerPhase.allCases.map(\.rawValue)
            ),
        ]
        for (location, names) in rows {
            XCTAssertEqual(schemas.enumeration(at: location), names, "\(location)")
        }
        XCTAssertEqual(AnchorKeys.types, ["intrinsic", "adaptive"], "one row above per anchor type")
    }

    func test_the_scene_schema_lists_every_export_format_and_its_aliases_and_defaults_to_every_format() throws {
        let url = repositoryRoot.appendingPathComponent("Configs/schema/scene.schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        let exportFormats = try XCTUnwrap(properties["exportFormats"] as? [String: Any])
        let names = ExportFormat.allCases.map(\.rawValue)
        // Without the key the window's E writes every format (SceneExportFolder.windowFormats).
        XCTAssertEqual(exportFormats["default"] as? [String], names)
        let items = try XCTUnwrap(exportFormats["items"] as? [String: Any])
        XCTAssertEqual(items["enum"] as? [String], names + ExportFormat.allCases.flatMap(\.details.aliases))
    }

    // MARK: Defaults

    func test_behavior_defaults_in_the_schema_are_the_decoders_defaults() throws {
        let schemas = try SchemaFiles()
        // `spring` is another way to write the two spring keys, not a key with a default of its own.
        // The delegate recipes' defaults are templates to start from: leaving one out means none.
        let recipes = [
            "moveBoundary", "draggableStates", "scrollableStates", "surfaceTap", "removeBeyond", "animations",
        ]
        let text = schemas.defaultsObject(at: schemaLocation(of: .behavior), excluding: Set(["spring"] + recipes))
        let fromSchema = try ConfigLoader.loadBehavior(path: "b.json", files: .inMemory(["b.json": text]))
        let empty = try ConfigLoader.loadBehavior(path: "b.json", files: .inMemory(["b.json": "{}"]))
        XCTAssertEqual(fromSchema.springDecelerationRate, empty.springDecelerationRate)
        XCTAssertEqual(fromSchema.springResponseTime, empty.springResponseTime)
        XCTAssertEqual(fromSchema.momentumProjectionRate, empty.momentumProjectionRate)
        XCTAssertEqual(fromSchema.removalInteractionVelocityThreshold, empty.removalInteractionVelocityThreshold)
        XCTAssertEqual(fromSchema.momentumProjection, empty.momentumProjection)
        XCTAssertEqual(fromSchema.defaultRedirectionalProgress, empty.defaultRedirectionalProgress)
        XCTAssertEqual(fromSchema.redirectionalPairs, empty.redirectionalPairs)
        XCTAssertEqual(fromSchema.rubberBandingEdges, empty.rubberBandingEdges)
        // Each form of the spring alone: {dampingRatio, response} and SwiftUI's {duration, bounce}.
        for other in [["duration", "bounce"], ["dampingRatio", "response"]] {
            let spring = schemas.defaultsObject(at: schemaLocation(of: .spring), excluding: Set(other))
            let fromSpring = try ConfigLoader.loadBehavior(
                path: "b.json", files: .inMemory(["b.json": #"{"spring": \#(spring)}"#]))
            XCTAssertEqual(fromSpring.springDecelerationRate, empty.springDecelerationRate, accuracy: 1e-5, spring)
        }
    }

    func test_appearance_defaults_in_the_schema_are_the_decoders_defaults() throws {
        let schemas = try SchemaFiles()
        // The default of `cornerConfiguration` is a template to start from: leaving it out means none.
        let whole = schemas.defaultsObject(at: schemaLocation(of: .appearance), excluding: ["cornerConfiguration"])
        let shadow = schemas.defaultsObject(at: schemaLocation(of: .shadow))
        for text in [whole, #"{"shadows": [\#(shadow)]}"#] {
            XCTAssertEqual(
                try ConfigLoader.loadAppearance(path: "a.json", files: .inMemory(["a.json": text])), SurfaceView(), text
            )
        }
    }

    func test_panel_defaults_in_the_schema_are_the_decoders_defaults() throws {
        let schemas = try SchemaFiles()
        // The default of `adaptivePresentation` is a template to start from: leaving it out means none.
        let panel = schemas.defaultsObject(at: schemaLocation(of: .panel), excluding: ["adaptivePresentation"])
        // The default of `footer` is a template to start from: leaving it out means none.
        let content = schemas.defaultsObject(at: schemaLocation(of: .panelContent), excluding: ["footer"])
        let presentation = schemas.defaultsObject(at: schemaLocation(of: .adaptivePresentation))
        let scene = try loadScene(
            """
            { "container": "iphone-15", "panels": [ \(panel), { "id": "bare" },
              { "id": "main2", "content": \(content.replacingOccurrences(of: "\"main\"", with: "\"main2\"")),
                "adaptivePresentation": \(presentation) } ] }
            """)
        let (fromSchema, bare) = (scene.panels[0], scene.panels[1])
        XCTAssertEqual(fromSchema.isModal, bare.isModal)
        XCTAssertEqual(fromSchema.keyboard, bare.keyboard)
        XCTAssertEqual(fromSchema.removalInteractionEnabled, bare.removalInteractionEnabled)
        XCTAssertEqual(fromSchema.backdropTapToDismiss, bare.backdropTapToDismiss)
        XCTAssertEqual(fromSchema.contentSize, bare.contentSize)
        XCTAssertEqual(fromSchema.scrollContentHeight, bare.scrollContentHeight)
        XCTAssertEqual(fromSchema.content, PanelContent(title: "main"), "the content's title defaults to the id")
        XCTAssertEqual(fromSchema.surfaceView, bare.surfaceView)
        XCTAssertEqual(scene.panels[2].content, PanelContent(title: "main2"))
        XCTAssertEqual(scene.panels[2].adaptivePresentation, AdaptivePresentation())
        // The layout's default is FloatingPanelBottomLayout (Docs/engine.md §3.10).
        let layout = fromSchema.layout(forContainer: scene.containerSize)
        let bottom = ConditionalLayout.bottomLayoutDefault.layout
        XCTAssertEqual(layout.position, bottom.position)
        XCTAssertEqual(layout.initialState, bottom.initialState)
        XCTAssertEqual(Set(layout.anchors.keys), Set(bottom.anchors.keys))
        for (state, anchor) in bottom.anchors {
            XCTAssertEqual(
                layout.anchors[state] as? FloatingPanelLayoutAnchor, anchor as? FloatingPanelLayoutAnchor, "\(state)")
        }
    }

    func test_scene_and_scenario_defaults_in_the_schema_are_the_decoders_defaults() throws {
        let schemas = try SchemaFiles()
        // `displayScale` has no value in the model: the caller picks one (2 headless, the screen's in the window).
        // `scene` names a scene file in place of the inline keys, so it cannot join them; `compareLanes`
        // names a file too, which an in-memory scene does not have.
        let scenario = schemas.defaultsObject(
            at: schemaLocation(of: .scenario), excluding: ["displayScale", "scene", "compareLanes"])
        let files = ConfigFileReader.inMemory(
            ["scene.json": scenario, "bare.json": #"{"panels": [], "steps": []}"#], currentDirectory: testDirectory)
        let fromSchema = try ConfigLoader.loadScenario(path: "scene.json", files: files)
        let bare = try ConfigLoader.loadScenario(path: "bare.json", files: files)
        XCTAssertEqual(fromSchema.fps, bare.fps)
        XCTAssertEqual(fromSchema.scene.container, bare.scene.container)
        XCTAssertEqual(fromSchema.scene.background, bare.scene.background)
        XCTAssertEqual(fromSchema.scene.name, "scene", "the name defaults to the file's")
    }

    // MARK: Shipped configs

    func test_every_shipped_config_names_its_schema_by_a_relative_path_that_exists() throws {
        let configs = repositoryRoot.appendingPathComponent("Configs")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: configs, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter {
                $0.pathExtension == "json" && !$0.path.contains("/Configs/schema/")
                    && !ShippedConfigs.isGenerated($0.path)
            }
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            let root = try XCTUnwrap(JSONParser.parse(try Data(contentsOf: file)).root, file.path)
            // A conditional layout list is an array and has nowhere to name its schema.
            guard let object = root.objectValue else { continue }
            let reference = try XCTUnwrap(object["$schema"]?.value.stringValue, "\(file.path) has no $schema")
            XCTAssertFalse(reference.hasPrefix("/") || reference.contains("://"), "\(file.path): not relative")
            let schema = file.deletingLastPathComponent().appendingPathComponent(reference).standardizedFileURL
            XCTAssertTrue(FileManager.default.fileExists(atPath: schema.path), "\(file.path): \(reference) not found")
            XCTAssertEqual(
                ConfigLoader.check(paths: [file.path], kind: nil).map(\.description), [], "\(file.path)")
        }
    }
}
