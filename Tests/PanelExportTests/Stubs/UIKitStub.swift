import ConfigTestSupport

extension TypeCheckStubs {
    /// The parts of UIKit (and CoreGraphics, which it re-exports) that exported code uses. Views,
    /// view controllers, layout guides, anchors, constraints and gesture recognizers are
    /// `@MainActor`, as the iOS SDK declares them, so Swift 6 language mode sees their isolation.
    /// Foundation on Linux supplies `CGFloat`, `CGSize`, `CGPoint`, `CGRect` and `NSObject`.
    static let uiKit = #"""
        @_exported import Foundation

        @MainActor open class UIResponder: NSObject {
            open class var keyboardWillShowNotification: NSNotification.Name { fatalError() }
            open class var keyboardWillHideNotification: NSNotification.Name { fatalError() }
            open class var keyboardFrameEndUserInfoKey: String { fatalError() }
            open class var keyboardAnimationDurationUserInfoKey: String { fatalError() }
            open class var keyboardAnimationCurveUserInfoKey: String { fatalError() }
        }

        public struct CGAffineTransform {
            public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
            public static var identity: CGAffineTransform { fatalError() }
        }

        extension NSValue {
            public var cgRectValue: CGRect { fatalError() }
        }

        /// iOS 26's corner configuration and radius (UIKit), as FloatingPanel 3.2's
        /// `SurfaceAppearance.cornerConfiguration` takes them.
        @available(iOS 26.0, *)
        public struct UICornerRadius {
            public static func fixed(_ radius: Double) -> UICornerRadius { fatalError() }
            public static func containerConcentric(minimum: Double? = nil) -> UICornerRadius { fatalError() }
        }
        @available(iOS 26.0, *)
        public struct UICornerConfiguration {
            public static func corners(radius: UICornerRadius) -> UICornerConfiguration { fatalError() }
        }

        open class UIColor: NSObject {
            public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
            open class var black: UIColor { fatalError() }
            open class var white: UIColor { fatalError() }
            open class var clear: UIColor { fatalError() }
        }

        public struct UIEdgeInsets: Equatable {
            public var top: CGFloat
            public var left: CGFloat
            public var bottom: CGFloat
            public var right: CGFloat
            public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
            public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }

        public struct UIRectEdge: OptionSet {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let top = UIRectEdge(rawValue: 1)
            public static let left = UIRectEdge(rawValue: 2)
            public static let bottom = UIRectEdge(rawValue: 4)
            public static let right = UIRectEdge(rawValue: 8)
            public static let all = UIRectEdge(rawValue: 15)
        }

        @MainActor open class NSLayoutConstraint: NSObject {
            open class func activate(_ constraints: [NSLayoutConstraint]) {}
            open var constant: CGFloat { get { fatalError() } set {} }
            open var isActive: Bool { get { fatalError() } set {} }
        }

        @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
            open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
            open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
                fatalError()
            }
        }
        open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
        open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
        open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
            open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
        }

        @MainActor open class UILayoutGuide: NSObject {
            public override init() { fatalError() }
            open var owningView: UIView? { get { fatalError() } set {} }
            open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
            open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
            open var widthAnchor: NSLayoutDimension { fatalError() }
            open var heightAnchor: NSLayoutDimension { fatalError() }
            open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
        }

        open class UIView: UIResponder {
            public override init() { fatalError() }
            open var backgroundColor: UIColor? { get { fatalError() } set {} }
            open var isHidden: Bool { get { fatalError() } set {} }
            open var alpha: CGFloat { get { fatalError() } set {} }
            open var transform: CGAffineTransform { get { fatalError() } set {} }
            open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
            open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
            open var safeAreaInsets: UIEdgeInsets { fatalError() }
            open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
            open var bounds: CGRect { get { fatalError() } set {} }
            open var frame: CGRect { get { fatalError() } set {} }
            open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
            open func addSubview(_ view: UIView) {}
            open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
            open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
            open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
            open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
            open var widthAnchor: NSLayoutDimension { fatalError() }
            open var heightAnchor: NSLayoutDimension { fatalError() }
            open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
            open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
        }

        extension UIView {
            public struct AnimationOptions: OptionSet {
                public let rawValue: UInt
                public init(rawValue: UInt) { self.rawValue = rawValue }
                public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
                public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
                public static var curveEaseIn: UIView.AnimationOptions { fatalError() }
                public static var curveEaseOut: UIView.AnimationOptions { fatalError() }
                public static var curveLinear: UIView.AnimationOptions { fatalError() }
            }

            open class func animate(
                withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
            ) {}
        }

        open class UIScrollView: UIView {}

        open class UIViewController: UIResponder {
            public override init() { fatalError() }
            open var view: UIView! { get { fatalError() } set {} }
            open var additionalSafeAreaInsets: UIEdgeInsets { get { fatalError() } set {} }
            open func addChild(_ childController: UIViewController) {}
            open func didMove(toParent parent: UIViewController?) {}
        }

        @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
        }
        extension UIGestureRecognizerDelegate {
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
        }

        /// Stands in for the Objective-C runtime's selector: `StubCompiler` turns `#selector(m)`
        /// into `Selector(m)`, which still requires `m` to name a method.
        public struct Selector {
            public init<Method>(_ method: Method) {}
        }

        extension NotificationCenter {
            /// The selector-based observer UIKit apps use (the Objective-C runtime's, absent on Linux).
            public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {}
        }

        @MainActor open class UIGestureRecognizer: NSObject {
            public enum State: Int { case possible, began, changed, ended, cancelled, failed }
            public override init() { fatalError() }
            public init(target: Any?, action: Selector?) { fatalError() }
            open func addTarget(_ target: Any, action: Selector) {}
            open var state: UIGestureRecognizer.State { get { fatalError() } set {} }
            open var isEnabled: Bool { get { fatalError() } set {} }
            weak open var delegate: UIGestureRecognizerDelegate? { get { fatalError() } set {} }
        }
        open class UITapGestureRecognizer: UIGestureRecognizer {}

        public struct CGVector {
            public var dx: CGFloat
            public var dy: CGFloat
            public init(dx: CGFloat, dy: CGFloat) { fatalError() }
        }

        extension UIView {
            public enum AnimationCurve: Int { case easeInOut, easeIn, easeOut, linear }
        }

        @MainActor open class UIViewPropertyAnimator: NSObject {
            public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
                fatalError()
            }
            public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
                fatalError()
            }
        }

        open class UITraitCollection: NSObject {}
        """#
}
