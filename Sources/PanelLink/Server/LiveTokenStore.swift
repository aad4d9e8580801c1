import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `serve` keeps each scene's token across restarts (Docs/live.md "Security"), so an open
/// page reconnects to a restarted server instead of getting 403: one file per scene, named by a
/// digest of the scene's absolute path, in a per-user state folder (never beside the scene, where
/// it could be committed with it), readable and writable by its owner only.
package struct LiveTokenStore: Sendable {
    /// The folder, `$XDG_STATE_HOME/panel-sandbox/live-tokens` (`~/.local/state/…` without it).
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    /// The store of this user.
    package static var user: LiveTokenStore {
        let environment = ProcessInfo.processInfo.environment
        let state =
            environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/state")
        return LiveTokenStore(folder: state.appendingPathComponent("panel-sandbox/live-tokens"))
    }

    /// Why the token could not be kept; `serve` runs with a new one and says so.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The file of the scene at `scenePath`.
    package func file(forScene scenePath: String) -> URL {
        let absolute = URL(fileURLWithPath: scenePath).standardizedFileURL.resolvingSymlinksInPath().path
        return folder.appendingPathComponent(SHA1.hex(Array(absolute.utf8)) + ".token")
    }

    /// The scene's stored token, or a new one stored in its place when there is none, it is not a
    /// token, others may read it, or `renew` asks for a new one (`serve --new-token`).
    /// - Throws: `Failure` when the folder or the file cannot be written.
    package func token(forScene scenePath: String, renew: Bool) throws(Failure) -> String {
        let url = file(forScene: scenePath)
        if !renew, let stored = read(url) { return stored }
        let token = LiveRequestGuard.randomToken()
        try write(token, to: url)
        return token
    }

    /// The token in `url` when it holds one and only its owner may read or write it.
    private func read(_ url: URL) -> String? {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o077 == 0,
            info.st_uid == getuid(), let text = try? String(contentsOf: url, encoding: .utf8)
        else { return nil }
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard token.count == 32, token.allSatisfy(\.isHexDigit) else { return nil }
        return token.lowercased()
    }

    /// Writes `token` to a new owner-only file and renames it over `url`, so no reader ever sees
    /// it half written or readable by others.
    private func write(_ token: String, to url: URL) throws(Failure) {
        guard mkdirs(folder.path) else {
            throw Failure(description: "cannot create \(folder.path) for the link's token")
        }
        let temporary = url.path + ".\(getpid()).new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Failure(description: "cannot write \(temporary) for the link's token") }
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        Foundation.close(fd)
        guard written == bytes.count, rename(temporary, url.path) == 0 else {
            unlink(temporary)
            throw Failure(description: "cannot write \(url.path) for the link's token")
        }
    }

    /// Creates `path` and its parents, each new one owner-only.
    private func mkdirs(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, mkdirs(parent) else { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }
}
