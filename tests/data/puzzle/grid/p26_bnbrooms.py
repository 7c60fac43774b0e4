N = "Nights"
R = "Rates"
CATEGORIES = [
    ("Couples", ["the Bensons", "the Garzas", "the Kellers", "the Whitfields"]),
    ("Rooms", ["Bluebell Room", "Garden Suite", "Lilac Room", "Tower Room"]),
    ("Cities", ["Albany", "Hartford", "Scranton", "Trenton"]),
    ("Nights", ["1 night", "2 nights", "3 nights", "4 nights"], [1, 2, 3, 4]),
    ("Rates", ["$95", "$110", "$125", "$140"], [95, 110, 125, 140]),
]
SOLUTION = [
    ["the Bensons", "Tower Room", "Hartford", "3 nights", "$125"],
    ["the Garzas", "Bluebell Room", "Trenton", "1 night", "$95"],
    ["the Kellers", "Garden Suite", "Albany", "2 nights", "$140"],
    ["the Whitfields", "Lilac Room", "Scranton", "4 nights", "$110"],
]
CLUES = [
    ("The Garden Suite, which rents for the highest rate, was booked for two nights.",
     lambda s: s.n(R, "Garden Suite") == 140 and s.n(N, "Garden Suite") == 2),
    ("The couple from Trenton stayed one night fewer than the Kellers.",
     lambda s: s.n(N, "Trenton") == s.n(N, "the Kellers") - 1),
    ("The Whitfields paid $15 a night less than the couple from Hartford.",
     lambda s: s.n(R, "the Whitfields") == s.n(R, "Hartford") - 15),
    ("The Bensons stayed in neither the Bluebell Room nor the Lilac Room.",
     lambda s: not s.same("the Bensons", "Bluebell Room") and not s.same("the Bensons", "Lilac Room")),
    ("The longest stay was in the Lilac Room.", lambda s: s.n(N, "Lilac Room") == 4),
    ("Of the Garzas and the couple from Albany, one stayed in the Garden Suite and the other paid $95 a night.",
     lambda s: not s.same("the Garzas", "Albany") and (
         (s.same("the Garzas", "Garden Suite") and s.same("Albany", "$95")) or
         (s.same("Albany", "Garden Suite") and s.same("the Garzas", "$95")))),
    ("The couple in the Bluebell Room paid $95 a night.", lambda s: s.same("Bluebell Room", "$95")),
    ("The couple in the Tower Room, who aren't from Albany, stayed three nights.",
     lambda s: not s.same("Tower Room", "Albany") and s.n(N, "Tower Room") == 3),
    ("The Kellers paid more per night than the Bensons.", lambda s: s.n(R, "the Kellers") > s.n(R, "the Bensons")),
]
NUM = "."
DOT = False
INTRO = [
    "A Weekend at Maple Hollow",
    "Four couples checked into the four guest rooms of the Maple Hollow Bed and Breakfast last weekend. Each couple came from a different city, stayed a different number of nights, and paid a different nightly rate. Find each couple's room, hometown, length of stay, and rate.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
