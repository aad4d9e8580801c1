/// The one seeded random generator of the test harnesses (fuzzers, property tests, the save
/// torture): SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014), chosen because it is tiny, fast and the same on every platform, so a seed
/// reproduces a run anywhere.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// The stream that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The generator of case `index` of a run seeded with `seed`: each case draws from its own
    /// stream, so one case can be replayed without running the cases before it.
    public init(seed: UInt64, case index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A random element of a non-empty collection.
    public mutating func pick<C: Collection>(_ elements: C) -> C.Element {
        elements.randomElement(using: &self)!
    }

    /// A random index of a non-empty collection.
    public mutating func index<C: Collection>(in elements: C) -> Int where C.Index == Int {
        Int.random(in: elements.startIndex..<elements.endIndex, using: &self)
    }
}
