import Foundation
import PanelReference
import PanelVideo
import TestSupport
import XCTest

/// Hostile recordings and traces (Docs/reference.md "Recordings"): a small MP4 and a trace with
/// bytes flipped, runs overwritten and tails cut, read as `reference` reads them. Each must give
/// a motion or a located error, never a crash. `make fuzz` runs 2,000 cases
/// (`PANEL_FUZZ_LONG=1`), `make test` 40; `PANEL_FUZZ_SEED=N` another seed (default 7).
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
