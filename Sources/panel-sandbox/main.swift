import Foundation

exit(CommandLine.runSubcommand(Array(CommandLine.arguments.dropFirst())))
