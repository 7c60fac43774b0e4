W, B, F, P = "Washers", "Buildings", "Floors", "Panes"
CATEGORIES = [
    (W, ["Dante", "Guadalupe", "Kwabena", "Sven-Erik"]),
    (B, ["Halvorsen Tower", "Meridian Plaza", "Ostrander House", "Pike Building"]),
    (F, ["12th floor", "18th floor", "24th floor", "30th floor"], [12, 18, 24, 30]),
    (P, ["120 panes", "150 panes", "180 panes", "210 panes"], [120, 150, 180, 210]),
]
INTRO = "Four window washers were out on the same windy Tuesday, each on a different building."
REMARKS = [INTRO]
CLUES = [
    ("The washer working on the 30th floor washed the fewest panes.", lambda s: s.same("30th floor", "120 panes")),
    ("Guadalupe washed 30 more panes than Sven-Erik.", lambda s: s.n(P, "Guadalupe") == s.n(P, "Sven-Erik") + 30),
    ("The washer at Meridian Plaza was working 6 floors above Sven-Erik.", lambda s: s.n(F, "Meridian Plaza") == s.n(F, "Sven-Erik") + 6),
    ("Of Kwabena and the washer at the Pike Building, one washed 120 panes and the other was on the 12th floor.", lambda s: not s.same("Kwabena", "Pike Building") and ((s.same("Kwabena", "120 panes") and s.same("Pike Building", "12th floor")) or (s.same("Pike Building", "120 panes") and s.same("Kwabena", "12th floor")))),
    ("Dante isn't working at Ostrander House.", lambda s: not s.same("Dante", "Ostrander House")),
    ("The Ostrander House washer washed more panes than the Meridian Plaza washer.", lambda s: s.n(P, "Ostrander House") > s.n(P, "Meridian Plaza")),
    ("Kwabena is working higher up than Dante.", lambda s: s.n(F, "Kwabena") > s.n(F, "Dante")),
    ("Halvorsen Tower is not where Guadalupe works.", lambda s: not s.same("Halvorsen Tower", "Guadalupe")),
    ("Guadalupe was working lower down than any of the others.", lambda s: s.same("Guadalupe", "12th floor")),
    ("Dante washed 30 fewer panes than Sven-Erik.", lambda s: s.n(P, "Dante") == s.n(P, "Sven-Erik") - 30),
    ("Kwabena works at Halvorsen Tower.", lambda s: s.same("Kwabena", "Halvorsen Tower")),
]
