import Foundation
import PanelLink
import PanelLive

extension SandboxApp {
    /// `D`: starts the phone link of the running scene (Docs/live.md) on the machine's private
    /// address when it has one, so that the card's QR code opens on a phone on the same Wi-Fi,
    /// else on loopback; `D` again stops it.
    func toggleLiveLink() {
        if let link = sideBar.liveLink {
            link.stop()
            sideBar.liveLink = nil
            show(message: "Phone link stopped", seconds: 1.5)
            return
        }
        do {
            let link = try LiveLink(
                scenePath: session.live.path, lan: PrivateAddress.first() != nil, port: 0,
                log: { LiveScene.printToStandardError($0) },
                // The card lists the pages: a page that comes, goes or applies a version wakes the loop.
                onPagesChanged: events.makeConfigChangedPoster())
            link.publish(runtime.scene)
            if !session.live.errors.isEmpty { link.publish(errors: session.live.errors) }
            sideBar.liveLink = link
            // On standard error too, to copy.
            LiveScene.printToStandardError("phone link: \(link.server.url)")
        } catch {
            show(message: "The phone link cannot start: \(error)", seconds: 4)
        }
    }

    /// Sends what a reload or a values-card change did to the pages: an applied scene as a new
    /// version, a failed one as its errors over the last good scene. Publishing only queues the
    /// message: each page's own queue makes and sends it, so the frame never waits.
    func publishToLiveLink(_ outcome: LiveScene.Outcome) {
        guard let link = sideBar.liveLink else { return }
        switch outcome {
        case .applied, .recovered: link.publish(session.live.runtime.scene)
        case .failed: link.publish(errors: session.live.errors)
        case .unchanged, .loading, .unchangedOnRequest, .waitingForWriter: break
        }
    }
}
