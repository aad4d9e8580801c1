import Foundation
import PanelConfig
import PanelVideo
import TestSupport
import XCTest

@testable import PanelReference

/// Hostile recordings and traces (Docs/reference.md "Recordings", "Limits"): a small MP4 and a
/// trace with bytes flipped, runs overwritten and tails cut, read as `reference` reads them, and
/// the files that once crashed or starved the reader; then random motions to the release finder
/// and the fit. Each must give a motion or a located error, never a crash. `make fuzz` runs 2,000
/// cases of each (`PANEL_FUZZ_LONG=1`), `make test` 40 files and 20 motions; `PANEL_FUZZ_SEED=N` another seed (default 7).
final class FuzzRecordingTests: XCTestCase {
    private static let isLongRun = ProcessInfo.processInfo.environment["PANEL_FUZZ_LONG"] == "1"
    private static let seed = ProcessInfo.processInfo.environment["PANEL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 7

    /// A 24-frame 96 × 160 recording of a dark sheet rising over a light background.
    private func smallRecording(in folder: URL) throws -> Data {
        let (width, height) = (96, 160)
        let path = folder.appendingPathComponent("small.mp4").path
        let writer = try MP4Writer(path: path, width: width, height: height, fps: 30)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for frame in 0..<24 {
            let edge = 120 - frame * 3
            for y in 0..<height {
                let value: UInt8 = y < edge ? 220 : 40
                for x in 0..<(width * 4) { pixels[y * width * 4 + x] = value }
            }
            try pixels.withUnsafeBufferPointer { try writer.add(bgra: $0.baseAddress!, stride: width * 4) }
        }
        try writer.close()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// `data` damaged the `caseIndex`-th way: bytes flipped, a run overwritten, or the tail cut.
    private func damaged(_ data: Data, random: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        switch random.next() % 3 {
        case 0:
            for _ in 0..<(1 + Int(random.next() % 16)) {
                bytes[Int(random.next() % UInt64(bytes.count))] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            }
        case 1:
            let start = Int(random.next() % UInt64(bytes.count))
            for index in start..<min(bytes.count, start + 1 + Int(random.next() % 256)) {
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
        default:
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
        }
        return Data(bytes)
    }

    /// The files that once crashed the release finder, starved the decoders or read as nothing.
    private func reproductions() -> [(name: String, data: Data)] {
        let lines = { (samples: [(Double, Double)], end: String) in
            Data(("t,y" + end + samples.map { "\($0.0),\($0.1)" }.joined(separator: end) + end).utf8)
        }
        let ramp = (0..<30).map { (Double($0) / 60, 400 - 10 * Double($0)) }
        let alternating = (0..<40).map { (Double($0) / 60, $0 % 2 == 0 ? -1e308 : 1e308) }
        let span = (0..<40).map { (Double($0) * 1e300 / 39, 400 - Double(min($0, 25))) }
        return [
            ("ramp.csv", lines(ramp, "\n")), ("alternating.csv", lines(alternating, "\n")),
            ("span.csv", lines(span, "\n")), ("crlf.csv", lines(ramp + [(1, 110), (2, 110)], "\r\n")),
            ("bomb.gif", HostileRecordings.gif(side: 16000, frames: 200)),
            ("bomb.webp", HostileRecordings.webP(side: 16384, frames: 2)),
        ]
    }

    func test_the_files_that_once_crashed_or_starved_the_reader_give_a_motion_or_a_located_error() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ConfigLoader.loadScene(path: Repository.path("Configs/scene.json"))
        var outcomes: [String: String] = [:]
        for (name, data) in reproductions() {
            let file = folder.appendingPathComponent(name).path
            try data.write(to: URL(fileURLWithPath: file))
            do {
                let motion = try ReferenceReader.read(path: file, panel: nil)
                _ = ReleaseFinder.releases(in: motion, h: 1.0 / 60)
                outcomes[name] = (try? ReferenceFit(motion: motion, scene: scene, panel: nil)) == nil ? "no fit" : "fit"
            } catch {
                XCTAssertTrue("\(error)".hasPrefix(file + ":"), "\(name): \(error)")
                outcomes[name] = "error"
            }
        }
        XCTAssertEqual(
            outcomes,
            [
                "ramp.csv": "no fit", "alternating.csv": "error", "span.csv": "no fit", "crlf.csv": "no fit",
                "bomb.gif": "error", "bomb.webp": "error",
            ])
    }

    func test_random_motions_give_the_release_finder_and_the_fit_no_crash() throws {
        let scene = try ConfigLoader.loadScene(path: Repository.path("Configs/scene.json"))
        var random = SplitMix64(seed: Self.seed)
        let cases = Self.isLongRun ? 2_000 : 20
        for index in 0..<cases {
            let count = 2 + Int(random.next() % 240)
            let scale = [1e-3, 1, 100, 1e6][Int(random.next() % 4)]
            let step = [1.0 / 120, 1.0 / 10, 1e-9, 1e300 / Double(count)][Int(random.next() % 4)]
            var (t, y) = (0.0, 400.0)
            var samples: [ReferenceMotion.Sample] = []
            for _ in 0..<count {
                switch random.next() % 4 {
                case 0: y += (Double(random.next() % 2001) / 1000 - 1) * scale
                case 1: y = Double(random.next() % 900)
                default: break
                }
                samples.append(.init(t: t, y: min(max(y, -1e6), 1e6)))
                t += step * Double(1 + random.next() % 3)
            }
            let motion = ReferenceMotion(samples: samples, releases: [], source: "random \(index)")
            let releases = ReleaseFinder.releases(in: motion, h: 1.0 / 60)
            XCTAssertTrue(releases.allSatisfy { samples.indices.contains($0.index) }, "case \(index)")
            if let fit = try? ReferenceFit(motion: motion, scene: scene, panel: nil) {
                XCTAssertTrue(fit.values.springResponseTime.isFinite, "case \(index)")
            }
        }
    }

    func test_damaged_recordings_and_traces_give_a_motion_or_a_located_error() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = try smallRecording(in: folder)
        let trace = Data(
            (0..<60).map { "{\"t\": \(Double($0) / 60), \"panel\": \"sheet\", \"y\": \(400 - $0 * 3)}\n" }.joined().utf8
        )
        var random = SplitMix64(seed: Self.seed)
        let cases = Self.isLongRun ? 2_000 : 40
        for index in 0..<cases {
            let file = folder.appendingPathComponent("case-\(index)").path
            try damaged(index % 4 == 3 ? trace : recording, random: &random).write(to: URL(fileURLWithPath: file))
            do {
                let motion = try ReferenceReader.read(path: file, panel: nil)
                XCTAssertFalse(motion.samples.isEmpty)
            } catch {
                XCTAssertTrue("\(error)".hasPrefix(file + ":"), "case \(index): \(error)")
            }
        }
    }
}
