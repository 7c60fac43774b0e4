A, P, C, W = "Artists", "Pieces", "Colors", "Weights"
CATEGORIES = [
    (A, ["Annika", "Florian", "Kalani", "Wendeline"]),
    (P, ["bowl", "ornament", "paperweight", "vase"]),
    (C, ["amber", "cobalt", "emerald", "ruby"]),
    (W, ["0.4 kg", "0.9 kg", "1.3 kg", "2.1 kg"], [4, 9, 13, 21]),
]
CLUES = [
    ("The ornament is the lightest piece.", lambda s: s.same("ornament", "0.4 kg")),
    ("The cobalt piece weighs 0.8 kg more than the ruby piece.", lambda s: s.n(W, "cobalt") == s.n(W, "ruby") + 8),
    ("Florian's piece is either the paperweight or the emerald piece.", lambda s: s.same("Florian", "paperweight") != s.same("Florian", "emerald")),
    ("Kalani's piece weighs 0.4 kg more than Florian's.", lambda s: s.n(W, "Kalani") == s.n(W, "Florian") + 4),
    ("The bowl is not amber.", lambda s: not s.same("bowl", "amber")),
    ("Wendeline did not make the vase.", lambda s: not s.same("Wendeline", "vase")),
    ("The amber piece is heavier than the emerald piece.", lambda s: s.n(W, "amber") > s.n(W, "emerald")),
    ("Annika's piece is the heaviest.", lambda s: s.same("Annika", "2.1 kg")),
    ("The bowl weighs 1.3 kg.", lambda s: s.same("bowl", "1.3 kg")),
]
