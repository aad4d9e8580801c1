import ConfigTestSupport

extension TypeCheckStubs {
    /// The parts of SwiftUI that exported code uses: views and modifiers, state, geometry,
    /// hosting, and sheet presentation with detents (iOS 16.4 API). `View` and `ViewModifier` are
    /// `@MainActor @preconcurrency`, as in the iOS 18 SDK. It re-exports Foundation's
    /// geometry types (as SwiftUI does CoreGraphics) but not UIKit, so exports import UIKit themselves.
    static let swiftUI = #"""
        @_exported import Foundation
        import UIKit

        @MainActor @preconcurrency public protocol View {
            associatedtype Body: View
            @ViewBuilder var body: Self.Body { get }
        }

        extension Never: View {
            public typealias Body = Never
            public var body: Never { fatalError() }
        }

        @resultBuilder public struct ViewBuilder {
            public static func buildBlock() -> EmptyView { fatalError() }
            public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
        }

        public struct EmptyView: View {
            public init() {}
            public var body: Never { fatalError() }
        }

        @MainActor @preconcurrency public protocol ViewModifier {
            associatedtype Body: View
            typealias Content = _ViewModifier_Content<Self>
            @ViewBuilder func body(content: Self.Content) -> Self.Body
        }

        public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
            public var body: Never { fatalError() }
        }

        public struct ModifiedContent<Content, Modifier> {
            public init(content: Content, modifier: Modifier) { fatalError() }
        }
        extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
            public var body: Never { fatalError() }
        }

        public protocol DynamicProperty {}

        @propertyWrapper public struct State<Value>: DynamicProperty {
            public init(wrappedValue value: Value) { fatalError() }
            public init(initialValue value: Value) { fatalError() }
            public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
            public var projectedValue: Binding<Value> { fatalError() }
        }

        @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
            public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
            public init(projectedValue: Binding<Value>) { fatalError() }
            public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
            public var projectedValue: Binding<Value> { self }
            public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
                fatalError()
            }
        }

        public struct GeometryProxy {
            public var size: CGSize { fatalError() }
        }

        public struct GeometryReader<Content: View>: View {
            public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
            public var body: Never { fatalError() }
        }

        public struct SafeAreaRegions: OptionSet {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let all = SafeAreaRegions(rawValue: 3)
        }

        public enum Edge {
            public struct Set: OptionSet {
                public let rawValue: Int8
                public init(rawValue: Int8) { self.rawValue = rawValue }
                public static let all = Set(rawValue: 15)
            }
        }

        public struct Color {}

        public struct Animation: Equatable, Sendable {
            public static let `default`: Animation = Animation()
            public static func linear(duration: Double) -> Animation { fatalError() }
            public static func easeIn(duration: Double) -> Animation { fatalError() }
            public static func easeOut(duration: Double) -> Animation { fatalError() }
            public static func easeInOut(duration: Double) -> Animation { fatalError() }
            public func delay(_ delay: Double) -> Animation { fatalError() }
        }

        public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
            fatalError()
        }

        open class UIHostingController<Content: View>: UIViewController {
            public init(rootView: Content) { fatalError() }
            public var rootView: Content { get { fatalError() } set {} }
            public func sizeThatFits(in size: CGSize) -> CGSize { fatalError() }
        }

        public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

        @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
            associatedtype UIViewControllerType: UIViewController
        }

        public struct PresentationDetent: Hashable, Sendable {
            public static let large = PresentationDetent()
            public static let medium = PresentationDetent()
            public static func fraction(_ fraction: CGFloat) -> PresentationDetent { fatalError() }
            public static func height(_ height: CGFloat) -> PresentationDetent { fatalError() }
            public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent { fatalError() }

            @dynamicMemberLookup public struct Context {
                public var maxDetentValue: CGFloat { fatalError() }
                public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { fatalError() }
            }
        }

        public struct EnvironmentValues {}

        public protocol CustomPresentationDetent {
            static func height(in context: Self.Context) -> CGFloat?
        }
        extension CustomPresentationDetent {
            public typealias Context = PresentationDetent.Context
        }

        public struct PresentationBackgroundInteraction {
            public static var automatic: PresentationBackgroundInteraction { fatalError() }
            public static var disabled: PresentationBackgroundInteraction { fatalError() }
            public static var enabled: PresentationBackgroundInteraction { fatalError() }
            public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
                fatalError()
            }
        }

        extension View {
            public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
            public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
                EmptyView()
            }
            public func sheet<Content: View>(
                isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                @ViewBuilder content: @escaping () -> Content
            ) -> some View { EmptyView() }
            public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { EmptyView() }
            public func presentationDetents(
                _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
            ) -> some View { EmptyView() }
            public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { EmptyView() }
            public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
                EmptyView()
            }
            public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { EmptyView() }
        }
        """#
}
