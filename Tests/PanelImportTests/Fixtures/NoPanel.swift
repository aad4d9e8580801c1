// swift-format-ignore-file
import UIKit

final class SettingsViewController: UIViewController {
    let rowHeight: CGFloat = 44
}
