/// Stand-ins for the APIs the Compose live client's link calls, with the real libraries'
/// signatures (androidx.compose 1.8, OkHttp 4, Android's `android.os`), so `kotlinc` type-checks
/// the link without them. Android's classes are Java, as on a device: Kotlin converts a lambda to
/// a Java `Runnable` only for Java methods.
enum KotlinLinkStubs {
    /// Each stub file's name and text.
    static let files: [(name: String, text: String)] = [
        (
            "Compose.kt",
            """
            @file:Suppress("UNUSED_PARAMETER")
            package androidx.compose.animation.core

            interface AnimationSpec<T>

            fun <T> spring(dampingRatio: Float = 1f, stiffness: Float = 1500f, visibilityThreshold: T? = null): AnimationSpec<T> =
                throw UnsupportedOperationException()

            """
        ),
        (
            "Gestures.kt",
            """
            @file:Suppress("UNUSED_PARAMETER")
            package androidx.compose.foundation.gestures

            interface DraggableAnchors<T> {
                fun positionOf(value: T): Float
            }

            class DraggableAnchorsConfig<T> {
                infix fun T.at(position: Float) {}
            }

            fun <T : Any> DraggableAnchors(builder: DraggableAnchorsConfig<T>.() -> Unit): DraggableAnchors<T> =
                throw UnsupportedOperationException()

            class AnchoredDraggableState<T>(initialValue: T) {
                fun updateAnchors(newAnchors: DraggableAnchors<T>) {}
            }

            """
        ),
        (
            "OkHttp.kt",
            """
            @file:Suppress("UNUSED_PARAMETER")
            package okhttp3

            class Response

            class Request {
                class Builder {
                    fun url(url: String): Builder = this
                    fun header(name: String, value: String): Builder = this
                    fun build(): Request = Request()
                }
            }

            interface WebSocket {
                fun send(text: String): Boolean
                fun close(code: Int, reason: String?): Boolean
            }

            abstract class WebSocketListener {
                open fun onOpen(webSocket: WebSocket, response: Response) {}
                open fun onMessage(webSocket: WebSocket, text: String) {}
                open fun onClosed(webSocket: WebSocket, code: Int, reason: String) {}
                open fun onFailure(webSocket: WebSocket, t: Throwable, response: Response?) {}
            }

            open class OkHttpClient {
                fun newWebSocket(request: Request, listener: WebSocketListener): WebSocket =
                    throw UnsupportedOperationException()
            }

            """
        ),
        (
            "Looper.java",
            """
            package android.os;

            public final class Looper {
                public static Looper getMainLooper() { throw new UnsupportedOperationException(); }
            }

            """
        ),
        (
            "Handler.java",
            """
            package android.os;

            public class Handler {
                public Handler(Looper looper) {}
                public final boolean post(Runnable r) { throw new UnsupportedOperationException(); }
                public final boolean postDelayed(Runnable r, long delayMillis) { throw new UnsupportedOperationException(); }
            }

            """
        ),
    ]
}
