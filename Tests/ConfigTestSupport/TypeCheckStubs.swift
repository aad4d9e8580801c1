/// Sources of stand-in modules and declarations the real checkers (`ExternalCheckers`) type-check
/// exports against: signatures only, as the real libraries declare them, no behavior. Kept as
/// text so no test target compiles them into itself; `ExportTypeCheckTests` builds the Swift ones
/// into modules with `swiftc -emit-module`.
package enum TypeCheckStubs {}
