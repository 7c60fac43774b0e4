C, R, B = "Customers", "Rolls", "Bills"
CATEGORIES = [
    (C, ["Amadou", "Bex", "Cassius", "Dorotea", "Eun-ji", "Florentyna"]),
    (R, ["California", "caterpillar", "dragon", "rainbow", "spicy tuna", "volcano"]),
    (B, ["$14.20", "$17.85", "$21.50", "$25.15", "$28.80", "$32.45"], [1420, 1785, 2150, 2515, 2880, 3245]),
]
CLUES = [
    ("The customer who ordered the dragon roll paid $3.65 more than Dorotea.", lambda s: s.n(B, "dragon") == s.n(B, "Dorotea") + 365),
    ("Florentyna paid the most.", lambda s: s.same("Florentyna", "$32.45")),
    ("The California roll cost $3.65 less than the spicy tuna roll.", lambda s: s.n(B, "California") == s.n(B, "spicy tuna") - 365),
    ("Bex paid $7.30 more than Dorotea.", lambda s: s.n(B, "Bex") == s.n(B, "Dorotea") + 730),
    ("Cassius didn't order the California roll.", lambda s: not s.same("Cassius", "California")),
    ("Amadou paid less than Cassius.", lambda s: s.n(B, "Amadou") < s.n(B, "Cassius")),
    ("The rainbow roll wasn't ordered by Eun-ji or Amadou.", lambda s: not s.same("rainbow", "Eun-ji") and not s.same("rainbow", "Amadou")),
    ("The caterpillar roll cost more than the dragon roll.", lambda s: s.n(B, "caterpillar") > s.n(B, "dragon")),
    ("The six customers were Amadou, the one who ordered the volcano roll, Bex, Cassius, the customer who paid $21.50 and Eun-ji.", lambda s: len({s.e("Amadou"), s.e("volcano"), s.e("Bex"), s.e("Cassius"), s.e("$21.50"), s.e("Eun-ji")}) == 6),
    ("Eun-ji paid $7.30 more than Cassius.", lambda s: s.n(B, "Eun-ji") == s.n(B, "Cassius") + 730),
]
QUESTIONS = [("How much did Eun-ji pay?", lambda s: s.v(B, "Eun-ji"))]
