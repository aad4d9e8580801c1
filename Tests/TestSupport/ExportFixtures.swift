import Foundation

/// Scenes for the export tests, covering every anchor kind, custom states (also one name with
/// two orders), all four positions, shadows, cross-axis placements, conditional layouts with
/// differing content modes, odd panel ids and a panel that keeps every default.
public enum ExportFixtures {
    /// Scene name → scene JSON.
    public static let scenes: [String: String] = [
        "kitchen-sink.json": kitchenSink,
        "defaults.json": defaults,
    ]

    public static let kitchenSink = #"""
        {
          "name": "Kitchen sink",
          "container": { "width": 852, "height": 393, "safeArea": { "top": 0, "left": 59, "bottom": 21, "right": 59 } },
          "displayScale": 3,
          "panels": [
            {
              "id": "bottom-sheet",
              "layout": {
                "position": "bottom",
                "initialState": "half",
                "anchors": {
                  "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
                  "lastQuart": { "order": 750, "fractionalInset": 0.75, "edge": "bottom", "referenceGuide": "safeArea" },
                  "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "superview" },
                  "tip": { "absoluteInset": 44, "edge": "bottom" }
                },
                "backdropAlpha": { "full": 0.4, "lastQuart": 0.2, "half": 0.2 }
              },
              "behavior": {
                "spring": { "dampingRatio": 0.8, "response": 0.35 },
                "momentumProjectionRate": 0.99,
                "removalInteractionVelocityThreshold": 4,
                "redirectionalProgress": { "default": 0.4, "pairs": [{ "from": "half", "to": "full", "value": 0.3 }] },
                "shouldProjectMomentum": ["full", "lastQuart"],
                "allowsRubberBanding": ["top", "bottom"]
              },
              "appearance": {
                "cornerRadius": 16,
                "backgroundColor": "#1C1C1E",
                "borderColor": "#3A3A3C80",
                "borderWidth": 0.5,
                "shadows": [
                  { "color": "#000000", "opacity": 0.25, "offset": [0, -2], "radius": 10, "spread": 1 },
                  { "hidden": true, "color": "#FF0000" }
                ],
                "grabberHandleSize": [40, 6],
                "grabberHandlePadding": 8,
                "contentPadding": { "top": 4, "left": 0, "bottom": 0, "right": 0 },
                "containerMargins": { "top": 0, "left": 8, "bottom": 8, "right": 8 }
              },
              "removalInteractionEnabled": true,
              "backdropTapToDismiss": true
            },
            {
              "id": "top",
              "layout": {
                "position": "top",
                "initialState": "full",
                "anchors": {
                  "full": { "type": "intrinsic", "absoluteOffset": 0 },
                  "half": { "type": "intrinsic", "fractionalOffset": 0.5, "referenceGuide": "superview" }
                },
                "crossAxis": { "alignment": "center", "width": 320, "inset": 0 }
              },
              "appearance": { "shadows": [], "backgroundColor": null, "grabberHandleHidden": true },
              "contentSize": { "width": 320, "height": 240 }
            },
            {
              "id": "left",
              "layout": {
                "position": "left",
                "initialState": "full",
                "anchors": {
                  "full": { "type": "adaptive", "absoluteOffset": 0, "contentBoundingGuide": "safeArea" },
                  "tip": { "type": "adaptive", "fractionalOffset": 0.8, "referenceGuide": "superview" }
                },
                "contentMode": "fitToBounds",
                "crossAxis": { "alignment": "leading", "referenceGuide": "superview", "inset": 8, "width": 291 }
              },
              "behavior": { "allowsRubberBanding": ["left", "right"], "shouldProjectMomentum": true },
              "contentSize": { "width": 300, "height": 393 }
            },
            {
              "id": "2nd panel/ü",
              "layout": [
                {
                  "when": { "minWidth": 800, "landscape": true },
                  "layout": {
                    "position": "right",
                    "initialState": "peek",
                    "anchors": {
                      "full": { "absoluteInset": 320, "edge": "right", "referenceGuide": "safeArea" },
                      "peek": { "order": 200, "absoluteInset": 44, "edge": "right" }
                    },
                    "contentMode": "fitToBounds",
                    "crossAxis": { "alignment": "trailing", "width": 360, "inset": 8 }
                  }
                },
                {
                  "when": { "maxHeight": 500 },
                  "layout": {
                    "position": "bottom",
                    "initialState": "peek",
                    "anchors": {
                      "half": { "fractionalInset": 0.5, "edge": "bottom" },
                      "peek": { "order": 300, "absoluteInset": 60, "edge": "bottom" },
                      "hidden": { "absoluteInset": -20, "edge": "bottom", "referenceGuide": "superview" }
                    },
                    "backdropAlpha": { "half": 0.1 }
                  }
                }
              ],
              "behavior": { "springDecelerationRate": 0.98, "allowsRubberBanding": ["right"] }
            }
          ]
        }
        """#

    public static let defaults = #"""
        { "container": "iphone-15", "panels": [ { "id": "main" } ] }
        """#
}
