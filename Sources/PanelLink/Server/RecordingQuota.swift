import Foundation
import PanelLive

/// How many recordings the live link saves (Docs/live.md "Limits"): at most `perMinute` from one
/// page in any minute, and none once the scene's `recordings/` folder holds `folderBytes`, so a
/// page cannot fill the disk.
package final class RecordingQuota: @unchecked Sendable {
    package let perMinute: Int
    package let folderBytes: Int
    private let saves = Locked<[Int: [Double]]>([:])

    package init(perMinute: Int = 20, folderBytes: Int = 2 << 30) {
        self.perMinute = perMinute
        self.folderBytes = folderBytes
    }

    /// Why page `page` may not save a recording into `folder` at `now` (seconds); nil when it may,
    /// and then the save counts.
    package func refusal(page: Int, folder: URL, now: Double = Date().timeIntervalSinceReferenceDate) -> String? {
        let admitted = saves.withLock { saves -> Bool in
            let recent = (saves[page] ?? []).filter { now - $0 < 60 }
            saves[page] = recent
            guard recent.count < perMinute else { return false }
            saves[page] = recent + [now]
            return true
        }
        guard admitted else { return "at most \(perMinute) recordings a minute from one page" }
        let used = Self.bytes(in: folder)
        guard used < folderBytes else {
            return "recordings/ already holds \(used >> 20) MiB (at most \(folderBytes >> 20) MiB); delete some"
        }
        return nil
    }

    private static func bytes(in folder: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.reduce(0) { total, name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}
