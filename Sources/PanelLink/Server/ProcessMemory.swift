#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's heap as the live server sees it.
enum ProcessMemory {
    /// Hands the heap's free pages back to the system: glibc keeps what a large message's decoding
    /// freed for later, so without it every large message would leave the server that much bigger.
    /// glibc's `malloc_trim` is not in the Glibc module (malloc.h), so it is looked up by name.
    static func returnFreed() {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        #endif
    }
}
