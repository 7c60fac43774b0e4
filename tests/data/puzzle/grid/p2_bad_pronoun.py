# In clue 2, "his" can be Piet's or Quentin's; each reading gives a different
# unique solution, so the clue must be refused as ambiguous.
T = "Arrivals"
CATEGORIES = [
    ("Travellers", ["Piet", "Quentin", "Ruth", "Sanne"]),
    ("Arrivals", ["9:00am", "9:10am", "9:20am", "9:30am"], [540, 550, 560, 570]),
    ("Origins", ["Derby", "Hull", "Leeds", "York"]),
]
CLUES = [
    ("Ruth arrived first.", lambda s: s.n(T, "Ruth") == 540),
    ("The train from York arrived last.", lambda s: s.n(T, "York") == 570),
    ("Sanne's train didn't come from Hull.", lambda s: not s.same("Sanne", "Hull")),
    ("The Hull train arrived before the Derby train.", lambda s: s.n(T, "Hull") < s.n(T, "Derby")),
    ("Sanne arrived sometime after Quentin.", lambda s: s.n(T, "Sanne") > s.n(T, "Quentin")),
]
REFUSED = {
    "Piet arrived 10 minutes after Quentin, and his train was the one from Leeds.": {
        "'his' = Piet's": lambda s: s.n(T, "Piet") == s.n(T, "Quentin") + 10 and s.same("Piet", "Leeds"),
        "'his' = Quentin's": lambda s: s.n(T, "Piet") == s.n(T, "Quentin") + 10 and s.same("Quentin", "Leeds"),
    },
}
EXPECT = 9
QUESTIONS = [("Where did Piet's train come from?", None)]
