# Clue 4, "The man from the country whose capital is Lima lives in the blue
# house.": only outside knowledge says this is the Peruvian.
H = "Houses"
def h(s, x):
    return s.n(H, x)
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Nationalities", ["Chilean", "Cuban", "Mexican", "Peruvian"]),
    ("Colours", ["blue", "green", "red", "white"]),
    ("Drinks", ["coffee", "juice", "milk", "tea"]),
]
INTRO = ["Four men of four different nationalities live in a row of four houses, numbered 1 to 4 from left to right. Each house is a different colour and each man has a different favourite drink."]
CLUES = [
    ("The Mexican lives in house 1.", lambda s: h(s, "Mexican") == 1),
    ("The Cuban lives at the right-hand end.", lambda s: h(s, "Cuban") == 4),
    ("The Peruvian drinks coffee.", lambda s: s.same("Peruvian", "coffee")),
    ("The Mexican's house is red.", lambda s: s.same("Mexican", "red")),
    ("The blue house is immediately to the left of the green house.", lambda s: h(s, "blue") + 1 == h(s, "green")),
    ("Milk is drunk in the white house.", lambda s: s.same("milk", "white")),
    ("Tea is drunk in the red house.", lambda s: s.same("tea", "red")),
    ("The Chilean drinks juice.", lambda s: s.same("Chilean", "juice")),
]
BAD = "The man from the country whose capital is Lima lives in the blue house."
ORDER = [c[0] for c in CLUES[:3]] + [BAD] + [c[0] for c in CLUES[3:]]
REFUSED = {
    BAD: {
        "the Peruvian (Lima is the capital of Peru)": lambda s: s.same("Peruvian", "blue"),
        "the Chilean": lambda s: s.same("Chilean", "blue"),
        "the Mexican": lambda s: s.same("Mexican", "blue"),
    },
}
EXPECT = 2
QUESTIONS = [("Who lives in the green house?", None)]
REMARKS = INTRO
