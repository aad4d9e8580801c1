import Dispatch
import XCTest

@testable import PanelLive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class BackgroundWorkTests: XCTestCase {
    /// Background work runs below the loop's priority, and starting it leaves the caller's own.
    func test_work_runs_lowered_and_the_caller_keeps_its_priority() {
        let callerBefore = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let seen = Locked<Int32?>(nil)
        let done = DispatchSemaphore(value: 0)
        BackgroundWork.start {
            let niceness = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            seen.withLock { $0 = niceness }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(seen.withLock { $0 }, min(19, callerBefore + BackgroundWork.niceness))
        XCTAssertEqual(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0), callerBefore)
    }
}
