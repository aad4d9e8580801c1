import Foundation
import XCTest

@testable import PanelConfig

/// The repository documents itself: Docs/config.md names every key of every schema, and every
/// `Docs/engine.md §…` the code cites is a section or a decision of that page.
final class DocumentationTests: XCTestCase {
    private func document(_ name: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/\(name)"), encoding: .utf8)
    }

    func test_config_reference_documents_every_schema_key() throws {
        let reference = try document("config.md")
        let schemas = try SchemaFiles()
        var names: Set<String> = []
        schemas.walk { _, object in
            names.formUnion(object["properties"]?.value.objectValue?.keys ?? [])
        }
        XCTAssertGreaterThan(names.count, 100, "the schemas were read")
        let missing = names.filter { !reference.contains("`\($0)`") }.sorted()
        XCTAssertEqual(missing, [], "keys of Configs/schema/ that Docs/config.md does not name in backticks")
    }

    /// Every key of every object's key table (what the decoders accept) is named in the reference.
    func test_config_reference_documents_every_key_of_the_key_tables() throws {
        let reference = try document("config.md")
        let names = Set(ConfigObject.allCases.flatMap(\.table).map(\.name))
        XCTAssertGreaterThan(names.count, 100, "the tables were read")
        let missing = names.filter { !reference.contains("`\($0)`") }.sorted()
        XCTAssertEqual(missing, [], "keys the decoders accept that Docs/config.md does not name in backticks")
    }

    func test_the_export_page_lists_each_formats_names_and_file_as_its_description_says() throws {
        let page = try document("export.md")
        for format in ExportFormat.allCases {
            let details = format.details
            let aliases = details.aliases.map { "`\($0)`" }.joined(separator: ", ")
            let row =
                "| `\(format.rawValue)` | \(aliases.isEmpty ? "" : aliases + " ")| `\(details.fileSuffix).\(details.fileExtension)` |"
            XCTAssertTrue(page.contains(row), "Docs/export.md lacks the row \(row)")
        }
    }

    func test_every_engine_section_the_code_cites_exists() throws {
        let engine = try document("engine.md")
        let headings = Set(
            engine.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("## ") || line.hasPrefix("### ") else { return nil }
                return line.split(separator: " ").dropFirst().first.map { String($0).trimmingCharacters(in: ["."]) }
            })
        let citation = try NSRegularExpression(pattern: #"Docs/engine\.md §([0-9]+(?:\.[0-9]+)?(?:-[0-9]+)?)"#)
        var cited: Set<String> = []
        for folder in ["Sources", "Tests"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let files = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in citation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    cited.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        XCTAssertGreaterThan(cited.count, 50, "the sources were read")
        let missing = cited.filter { label in
            label.contains("-")
                ? !engine.contains("**§\(label) —") && !engine.contains("`§\(label)`") : !headings.contains(label)
        }
        XCTAssertEqual(missing.sorted(), [], "sections or decisions cited from the code that Docs/engine.md lacks")
    }

    func test_links_between_the_readme_and_the_docs_resolve() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)#:]*)(?:#([^)]*))?\)"#)
        let pages =
            ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Docs").path))
            .filter { $0.hasSuffix(".md") }.map { "Docs/\($0)" }
        XCTAssertGreaterThan(pages.count, 6)
        var broken: [String] = []
        for page in pages {
            let url = repositoryRoot.appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let path = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
                let anchor = Range(match.range(at: 2), in: text).map { String(text[$0]) }
                let target = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: target.path) else {
                    broken.append("\(page): \(path)")
                    continue
                }
                if let anchor, target.pathExtension == "md" {
                    let headings = try String(contentsOf: target, encoding: .utf8).split(separator: "\n")
                        .filter { $0.hasPrefix("#") }.map { Self.slug(String($0)) }
                    if !headings.contains(anchor) { broken.append("\(page): \(path)#\(anchor)") }
                }
            }
        }
        XCTAssertEqual(broken, [], "links to files or headings that do not exist")
    }

    /// The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens.
    private static func slug(_ heading: String) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(
            title.unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                    return Character(scalar)
                }
                return nil
            })
    }
}
