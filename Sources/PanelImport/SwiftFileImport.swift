import Foundation

/// Swift files on disk to a scene: the compiler found, each file parsed, the code read.
package enum SwiftFileImport {
    package static func importFiles(
        _ paths: [String], layoutName: String?, scenePath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SwiftImportError) -> SwiftSceneImport.Result {
        let compiler = try SwiftCompilerLocator.locate(environment: environment)
        var sources: [SwiftSourceFile] = []
        for path in paths {
            sources.append(try SwiftParseDump.parse(path: path, compiler: compiler))
        }
        return try SwiftSceneImport.read(sources, layoutName: layoutName, scenePath: scenePath)
    }
}
