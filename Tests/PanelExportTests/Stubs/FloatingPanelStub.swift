import ConfigTestSupport

extension TypeCheckStubs {
    /// FloatingPanel 3.2's public API as Docs/engine.md §21 and the library's documentation describe it.
    ///
    /// Upstream's protocols are `@objc` with `optional` members; Swift on Linux has no Objective-C
    /// interop, so optional members are requirements with default implementations here. That
    /// accepts the same conforming code, but a member with the right name and the wrong type would
    /// also compile (upstream silently ignores it); `ExportTypeCheckTests` probes those separately.
    static let floatingPanel = #"""
        import SwiftUI
        import UIKit

        open class FloatingPanelState: NSObject, NSCopying, RawRepresentable {
            public typealias RawValue = String
            required public init?(rawValue: String) { fatalError() }
            public init(rawValue: String, order: Int) { fatalError() }
            public let rawValue: String
            public let order: Int
            public func copy(with zone: NSZone? = nil) -> Any { self }
            public static let full = FloatingPanelState(rawValue: "full", order: 1000)
            public static let half = FloatingPanelState(rawValue: "half", order: 500)
            public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
            public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)
        }

        public enum FloatingPanelPosition: Int { case top, left, bottom, right }
        public enum FloatingPanelReferenceEdge: Int { case top, left, bottom, right }
        public enum FloatingPanelLayoutReferenceGuide: Int { case superview = 0, safeArea = 1 }
        public enum FloatingPanelLayoutContentBoundingGuide: Int { case none = 0, superview = 1, safeArea = 2 }

        public protocol FloatingPanelLayoutAnchoring: AnyObject {
            var referenceGuide: FloatingPanelLayoutReferenceGuide { get }
            func layoutConstraints(_ fpc: FloatingPanelController, for position: FloatingPanelPosition) -> [NSLayoutConstraint]
        }

        final public class FloatingPanelLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
            public init(absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
                fatalError()
            }
            public init(fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
                fatalError()
            }
            public let referenceGuide: FloatingPanelLayoutReferenceGuide
            public func layoutConstraints(_ vc: FloatingPanelController, for position: FloatingPanelPosition) -> [NSLayoutConstraint] {
                fatalError()
            }
        }

        final public class FloatingPanelIntrinsicLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
            public init(absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) { fatalError() }
            public init(fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) { fatalError() }
            public let referenceGuide: FloatingPanelLayoutReferenceGuide
            public func layoutConstraints(_ vc: FloatingPanelController, for position: FloatingPanelPosition) -> [NSLayoutConstraint] {
                fatalError()
            }
        }

        final public class FloatingPanelAdaptiveLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
            public init(
                absoluteOffset: CGFloat, contentLayout: UILayoutGuide, referenceGuide: FloatingPanelLayoutReferenceGuide,
                contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide = .none
            ) { fatalError() }
            public init(
                fractionalOffset: CGFloat, contentLayout: UILayoutGuide, referenceGuide: FloatingPanelLayoutReferenceGuide,
                contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide = .none
            ) { fatalError() }
            public let referenceGuide: FloatingPanelLayoutReferenceGuide
            public let contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide
            public func layoutConstraints(_ vc: FloatingPanelController, for position: FloatingPanelPosition) -> [NSLayoutConstraint] {
                fatalError()
            }
        }

        public protocol FloatingPanelLayout: AnyObject {
            var position: FloatingPanelPosition { get }
            var initialState: FloatingPanelState { get }
            var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }
            func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint]
            func backdropAlpha(for state: FloatingPanelState) -> CGFloat
        }
        extension FloatingPanelLayout {
            public func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] { fatalError() }
            public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { fatalError() }
        }

        open class FloatingPanelBottomLayout: NSObject, FloatingPanelLayout {
            public override init() { fatalError() }
            open var initialState: FloatingPanelState { fatalError() }
            open var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { fatalError() }
            open var position: FloatingPanelPosition { fatalError() }
            open func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] { fatalError() }
            open func backdropAlpha(for state: FloatingPanelState) -> CGFloat { fatalError() }
        }

        public protocol FloatingPanelBehavior: AnyObject {
            var springDecelerationRate: CGFloat { get }
            var springResponseTime: CGFloat { get }
            var momentumProjectionRate: CGFloat { get }
            func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool
            func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat
            func allowsRubberBanding(for edge: UIRectEdge) -> Bool
            var removalInteractionVelocityThreshold: CGFloat { get }
        }
        extension FloatingPanelBehavior {
            public var springDecelerationRate: CGFloat { fatalError() }
            public var springResponseTime: CGFloat { fatalError() }
            public var momentumProjectionRate: CGFloat { fatalError() }
            public func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
                fatalError()
            }
            public func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {
                fatalError()
            }
            public func allowsRubberBanding(for edge: UIRectEdge) -> Bool { fatalError() }
            public var removalInteractionVelocityThreshold: CGFloat { fatalError() }
        }

        open class FloatingPanelDefaultBehavior: FloatingPanelBehavior {
            public init() {}
            open var springDecelerationRate: CGFloat { fatalError() }
            open var springResponseTime: CGFloat { fatalError() }
            open var momentumProjectionRate: CGFloat { fatalError() }
            open func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {
                fatalError()
            }
            open func allowsRubberBanding(for edge: UIRectEdge) -> Bool { fatalError() }
            open var removalInteractionVelocityThreshold: CGFloat = 5.5
        }

        public class SurfaceAppearance: NSObject {
            public class Shadow: NSObject {
                public var hidden: Bool = false
                public var color: UIColor = .black
                public var offset: CGSize = CGSize(width: 0.0, height: 1.0)
                public var opacity: Float = 0.2
                public var radius: CGFloat = 3
                public var spread: CGFloat = 0
            }
            public var backgroundColor: UIColor? = .white
            public var cornerRadius: CGFloat = 0.0
            public var shadows: [Shadow] = [Shadow()]
            public var borderColor: UIColor?
            public var borderWidth: CGFloat = 0.0
            /// FloatingPanel 3.2: the corners on iOS 26 and later; nil keeps `cornerRadius`.
            @available(iOS 26.0, *)
            public var cornerConfiguration: UICornerConfiguration? { get { fatalError() } set {} }
        }

        public class GrabberView: UIView {
            public var barColor: UIColor { get { fatalError() } set {} }
        }

        public class SurfaceView: UIView {
            public let grabberHandle = GrabberView()
            public var grabberHandlePadding: CGFloat = 6.0
            public var grabberAreaOffset: CGFloat = 36.0
            public var grabberHandleSize: CGSize = CGSize(width: 36.0, height: 5.0)
            public weak var contentView: UIView?
            public var contentPadding: UIEdgeInsets = .zero
            public var appearance = SurfaceAppearance()
            public var containerMargins: UIEdgeInsets = .zero
            public let containerView: UIView = UIView()
        }

        open class BackdropView: UIView {
            public var dismissalTapGestureRecognizer: UITapGestureRecognizer { get { fatalError() } set {} }
        }

        public protocol FloatingPanelControllerDelegate: AnyObject {
            func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout
            func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout
            func floatingPanelDidChangeState(_ fpc: FloatingPanelController)
            func floatingPanelDidMove(_ fpc: FloatingPanelController)
            func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController)
            func floatingPanelWillEndDragging(
                _ fpc: FloatingPanelController, withVelocity velocity: CGPoint,
                targetState: UnsafeMutablePointer<FloatingPanelState>)
            func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool)
            func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState)
            func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController)
            func floatingPanelWillRemove(_ fpc: FloatingPanelController)
            func floatingPanelDidRemove(_ fpc: FloatingPanelController)
            func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool
            func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector) -> Bool
            func floatingPanel(
                _ fpc: FloatingPanelController, shouldAllowToScroll scrollView: UIScrollView, in state: FloatingPanelState
            ) -> Bool
            func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> UIViewPropertyAnimator
            func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: CGVector) -> UIViewPropertyAnimator
            func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> UIViewPropertyAnimator
        }
        extension FloatingPanelControllerDelegate {
            public func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
                fatalError()
            }
            public func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout {
                fatalError()
            }
            public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {}
            public func floatingPanelDidMove(_ fpc: FloatingPanelController) {}
            public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {}
            public func floatingPanelWillEndDragging(
                _ fpc: FloatingPanelController, withVelocity velocity: CGPoint,
                targetState: UnsafeMutablePointer<FloatingPanelState>
            ) {}
            public func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {}
            public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {}
            public func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {}
            public func floatingPanelWillRemove(_ fpc: FloatingPanelController) {}
            public func floatingPanelDidRemove(_ fpc: FloatingPanelController) {}
            public func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { fatalError() }
            public func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector) -> Bool {
                fatalError()
            }
            public func floatingPanel(
                _ fpc: FloatingPanelController, shouldAllowToScroll scrollView: UIScrollView, in state: FloatingPanelState
            ) -> Bool { fatalError() }
            public func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> UIViewPropertyAnimator {
                fatalError()
            }
            public func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: CGVector) -> UIViewPropertyAnimator {
                fatalError()
            }
            public func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> UIViewPropertyAnimator {
                fatalError()
            }
        }

        open class FloatingPanelController: UIViewController {
            public enum ContentInsetAdjustmentBehavior: Int { case always, never }
            public enum ContentMode: Int { case `static`, fitToBounds }

            public weak var delegate: FloatingPanelControllerDelegate?
            public var surfaceView: SurfaceView { fatalError() }
            public var backdropView: BackdropView { fatalError() }
            public var trackingScrollView: UIScrollView? { fatalError() }
            public var state: FloatingPanelState { fatalError() }
            public var isAttracting: Bool { fatalError() }
            public var layout: FloatingPanelLayout { get { fatalError() } set {} }
            public var behavior: FloatingPanelBehavior { get { fatalError() } set {} }
            public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .always
            public var isRemovalInteractionEnabled: Bool { get { fatalError() } set {} }
            public var contentViewController: UIViewController? { fatalError() }
            public var contentMode: ContentMode = .static
            public var surfaceLocation: CGPoint { get { fatalError() } set {} }

            public init(delegate: FloatingPanelControllerDelegate? = nil) { fatalError() }
            public func show(animated: Bool = false, completion: (() -> Void)? = nil) {}
            public func hide(animated: Bool = false, completion: (() -> Void)? = nil) {}
            public func addPanel(
                toParent parent: UIViewController, at viewIndex: Int = -1, animated: Bool = false,
                completion: (() -> Void)? = nil
            ) {}
            public func removePanelFromParent(animated: Bool, completion: (() -> Void)? = nil) {}
            public func move(to: FloatingPanelState, animated: Bool, completion: (() -> Void)? = nil) {}
            public func set(contentViewController: UIViewController?) {}
            public func track(scrollView: UIScrollView) {}
            public func untrack(scrollView: UIScrollView) {}
            public func invalidateLayout() {}
            public func surfaceLocation(for state: FloatingPanelState) -> CGPoint { fatalError() }
        }

        // MARK: SwiftUI

        public struct FloatingPanelProxy {
            public let controller: FloatingPanelController
            public init(controller: FloatingPanelController) { self.controller = controller }
            public func move(to floatingPanelState: FloatingPanelState, animated: Bool, completion: (() -> Void)? = nil) {}
            public func track(scrollView: UIScrollView) {}
        }

        public protocol FloatingPanelCoordinator {
            associatedtype Event
            init(action: @escaping (Event) -> Void)
            var proxy: FloatingPanelProxy { get }
            func setupFloatingPanel<Main: View, Content: View>(
                mainHostingController: UIHostingController<Main>,
                contentHostingController: UIHostingController<Content>
            )
            func onUpdate<Representable>(
                context: UIViewControllerRepresentableContext<Representable>
            ) where Representable: UIViewControllerRepresentable
        }
        extension FloatingPanelCoordinator {
            public var controller: FloatingPanelController { proxy.controller }
        }

        public final class FloatingPanelDefaultCoordinator: FloatingPanelCoordinator {
            public enum Event {}
            public let proxy: FloatingPanelProxy
            public let action: (FloatingPanelDefaultCoordinator.Event) -> Void
            public init(action: @escaping (FloatingPanelDefaultCoordinator.Event) -> Void) { fatalError() }
            public func setupFloatingPanel<Main: View, Content: View>(
                mainHostingController: UIHostingController<Main>,
                contentHostingController: UIHostingController<Content>
            ) {}
            public func onUpdate<Representable>(
                context: UIViewControllerRepresentableContext<Representable>
            ) where Representable: UIViewControllerRepresentable {}
        }

        extension View {
            public func floatingPanel<T: FloatingPanelCoordinator>(
                coordinator: T.Type = FloatingPanelDefaultCoordinator.self,
                onEvent action: ((T.Event) -> Void)? = nil,
                @ViewBuilder content: @escaping (FloatingPanelProxy) -> some View
            ) -> some View { EmptyView() }
            public func floatingPanelBehavior(_ behavior: FloatingPanelBehavior?) -> some View { EmptyView() }
            public func floatingPanelLayout(_ layout: FloatingPanelLayout?) -> some View { EmptyView() }
            public func floatingPanelState(_ state: Binding<FloatingPanelState?>) -> some View { EmptyView() }
            public func floatingPanelContentMode(_ contentMode: FloatingPanelController.ContentMode) -> some View {
                EmptyView()
            }
            public func floatingPanelContentInsetAdjustmentBehavior(
                _ contentInsetAdjustmentBehavior: FloatingPanelController.ContentInsetAdjustmentBehavior
            ) -> some View { EmptyView() }
            public func floatingPanelSurfaceAppearance(_ surfaceAppearance: SurfaceAppearance) -> some View { EmptyView() }
            public func floatingPanelGrabberHandlePadding(_ padding: CGFloat) -> some View { EmptyView() }
            public func floatingPanelScrollTracking(
                proxy: FloatingPanelProxy, onScrollViewDetected: ((UIScrollView, UIHostingController<Self>) -> Void)? = nil
            ) -> some View { EmptyView() }
        }

        extension SurfaceAppearance {
            public static func transparent(
                borderColor: Color? = nil, borderWidth: Double = 0.0, cornerRadius: Double = 8.0, shadows: [Shadow] = [Shadow()]
            ) -> SurfaceAppearance { fatalError() }
        }
        """#
}
