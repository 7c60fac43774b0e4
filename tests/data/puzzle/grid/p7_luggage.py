P, B, W, C = "Passengers", "Bags", "Weights", "Carousels"
CATEGORIES = [
    (P, ["Mr. Dufresne", "Ms. Ekwueme", "Mrs. Gallagher", "Mr. Horvath"]),
    (B, ["black", "green", "silver", "tan"]),
    (W, ["14.5 kg", "18 kg", "21.5 kg", "25 kg"], [145, 180, 215, 250]),
    (C, ["carousel 2", "carousel 4", "carousel 5", "carousel 7"]),
]
NUM = "."
DOT = True
INTRO = ("Flight 1187 from Reykjavik landed forty minutes late, and, thanks to a baggage-handling mix-up, its four weariest "
         "passengers found their bags on four different carousels. Each bag was a different colour and a different weight.")
REMARKS = [INTRO]
CLUES = [
    ("The heaviest bag came off carousel 2.", lambda s: s.same("25 kg", "carousel 2")),
    ("Ms. Ekwueme's bag weighed 3.5 kg less than Mr. Horvath's.", lambda s: s.n(W, "Ms. Ekwueme") == s.n(W, "Mr. Horvath") - 35),
    ("The silver bag weighed 7 kg more than the tan bag.", lambda s: s.n(W, "silver") == s.n(W, "tan") + 70),
    ("Mr. Dufresne's bag wasn't on carousel 4 or carousel 5.", lambda s: not s.same("Mr. Dufresne", "carousel 4") and not s.same("Mr. Dufresne", "carousel 5")),
    ("The green bag came off carousel 5.", lambda s: s.same("green", "carousel 5")),
    ("Mrs. Gallagher's bag isn't silver.", lambda s: not s.same("Mrs. Gallagher", "silver")),
    ("Mr. Horvath's bag isn't tan.", lambda s: not s.same("Mr. Horvath", "tan")),
    ("Mr. Horvath's bag, which he bought at a garage sale in 1997, is green.", lambda s: s.same("Mr. Horvath", "green")),
    ("Mr. Dufresne's bag was heavier than Ms. Ekwueme's but lighter than Mrs. Gallagher's.", lambda s: s.n(W, "Ms. Ekwueme") < s.n(W, "Mr. Dufresne") < s.n(W, "Mrs. Gallagher")),
    ("The tan bag was on carousel 4.", lambda s: s.same("tan", "carousel 4")),
]
