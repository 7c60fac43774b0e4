# p52_paint: 3x3, easy.
# solution:
#   Joe | kitchen | sage
#   Kim | nursery | lavender
#   Liam | bathroom | beige
CATEGORIES = [
    ("Painters", ["Joe", "Kim", "Liam"]),
    ("Rooms", ["bathroom", "kitchen", "nursery"]),
    ("Colors", ["beige", "lavender", "sage"]),
]
INTRO = ["Three painters each repainted one room of the Hadley house last week, each in a different color."]
REMARKS = INTRO
CLUES = [
    ("Joe didn't paint the nursery, and he didn't use beige.",
     lambda s: not s.same("Joe", "nursery") and not s.same("Joe", "beige")),
    ("The bathroom is now beige.", lambda s: s.same("bathroom", "beige")),
    ("Liam's room wasn't painted lavender.", lambda s: not s.same("Liam", "lavender")),
    ("The kitchen isn't lavender.", lambda s: not s.same("kitchen", "lavender")),
]
QUESTIONS = [("What color is the nursery?", lambda s: s.v("Colors", "nursery"))]
