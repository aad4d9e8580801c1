/// Scenarios the config fuzzer starts from besides the shipped files: none ship in `Configs/`, so
/// these cover the scenario-only keys (`fps`, every kind of step) with inline and referenced
/// layouts. They live beside the shipped files, in `Configs/scenarios/`, but only in memory.
enum FuzzScenarios {
    /// File name → text.
    static let all: [(name: String, text: String)] = [
        ("inline-everything.json", inlineEverything),
        ("shipped-files.json", shippedFiles),
        ("side-panel.json", sidePanel),
    ]

    /// Every key of a scene written inline, with conditional layouts and every step kind.
    static let inlineEverything = """
        {
          "$schema": "../schema/scenario.schema.json",
          "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 } },
          "displayScale": 3, "fps": 60, "name": "Fuzz ☕️", "background": "grid",
          "panels": [
            { "id": "main",
              "layout": [
                { "when": { "landscape": true }, "layout": { "position": "left", "initialState": "full",
                  "anchors": { "full": { "absoluteInset": 300, "edge": "left" } } } },
                { "layout": { "position": "bottom", "initialState": "half",
                  "anchors": {
                    "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
                    "half": { "fractionalInset": 0.5, "edge": "bottom" },
                    "tip": { "type": "intrinsic", "absoluteOffset": 10 },
                    "lastQuart": { "order": 750, "type": "adaptive", "fractionalOffset": 0.25, "contentBoundingGuide": "safeArea" } },
                  "backdropAlpha": { "full": 0.3, "half": 0.1 }, "contentMode": "fitToBounds",
                  "crossAxis": { "alignment": "center", "width": 320, "inset": 0 } } }
              ],
              "behavior": { "spring": { "dampingRatio": 0.8, "response": 0.35 }, "shouldProjectMomentum": ["full"],
                "redirectionalProgress": { "default": 0.5, "pairs": [ { "from": "half", "to": "full", "value": 0.2 } ] },
                "allowsRubberBanding": ["top", "bottom"], "removalInteractionVelocityThreshold": 5.5 },
              "appearance": { "cornerRadius": 16, "backgroundColor": "#FFFFFF", "borderColor": "#00000000",
                "shadows": [ { "color": "#000000", "opacity": 0.2, "offset": [0, 3], "radius": 10, "spread": 0 } ],
                "grabberHandleSize": [36, 5], "contentPadding": { "top": 4 } },
              "contentSize": { "width": 390, "height": 320 }, "scrollContentHeight": 2400,
              "content": { "title": "Places", "rows": 40, "rowHeight": 56, "rowTitle": "Place {n}", "rowSubtitle": "\\u00e9 {n}" } },
            { "id": "detail", "removalInteractionEnabled": true, "backdropTapToDismiss": true }
          ],
          "steps": [
            { "advance": 0.5 },
            { "drag": { "panel": "main", "translation": -300, "duration": 0.25, "velocity": -1200, "at": "content" } },
            { "scroll": { "panel": "main", "by": 100 } },
            { "move": { "panel": "main", "to": "lastQuart", "animated": true } },
            { "show": { "panel": "detail", "animated": true } },
            { "tapBackdrop": { "panel": "detail" } },
            { "resize": "iphone-15-landscape" },
            { "advance": 0.5 }
          ]
        }
        """

    /// Two panels from the shipped layout, behavior and appearance files.
    static let shippedFiles = """
        {
          "$schema": "../schema/scenario.schema.json",
          "container": "iphone-15",
          "fps": 120,
          "panels": [
            { "id": "search", "layout": "../layouts/maps.json", "behavior": "../behaviors/default.json",
              "appearance": "../appearances/light.json", "scrollContentHeight": 1680 },
            { "id": "detail", "layout": "../layouts/detail.json", "behavior": "../behaviors/removable.json",
              "appearance": "../appearances/dark.json", "removalInteractionEnabled": true }
          ],
          "steps": [
            { "drag": { "panel": "search", "translation": -400, "duration": 0.2 } },
            { "advance": 0.4 },
            { "hide": { "panel": "detail", "animated": true } },
            { "drag": { "panel": "search", "translation": 250, "duration": 0.1, "velocity": 2500, "at": "content" } },
            { "resize": { "width": 852, "height": 393, "safeArea": { "left": 59, "right": 59, "bottom": 21 } } },
            { "show": { "panel": "detail", "animated": false } },
            { "advance": 0.3 }
          ]
        }
        """

    /// A left panel: horizontal main axis, rubber banding, a removal fling.
    static let sidePanel = """
        {
          "$schema": "../schema/scenario.schema.json",
          "container": "iphone-15-landscape",
          "displayScale": 2,
          "panels": [
            { "id": "inspector", "layout": "../layouts/left-inspector.json", "behavior": "../behaviors/side.json",
              "contentSize": { "width": 320, "height": 393 }, "scrollContentHeight": 900 }
          ],
          "steps": [
            { "move": { "panel": "inspector", "to": "tip", "animated": true } },
            { "advance": 0.2 },
            { "drag": { "panel": "inspector", "translation": 500, "duration": 0.3, "velocity": 0 } },
            { "drag": { "panel": "inspector", "translation": -800, "duration": 0, "velocity": -9000 } },
            { "resize": "iphone-se" },
            { "advance": 0.5 }
          ]
        }
        """
}
