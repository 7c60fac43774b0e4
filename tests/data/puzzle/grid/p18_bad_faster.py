A = "Ages"
CATEGORIES = [
    ("Cyclists", ["Ida", "Jack", "Lou", "Mo"]),
    ("Bikes", ["black", "green", "red", "silver"]),
    ("Ages", ["24", "29", "33", "41"], [24, 29, 33, 41]),
]
CLUES = [
    ("Ida rides the silver bike.", lambda s: s.same("Ida", "silver")),
    ("The rider of the silver bike is the youngest.", lambda s: s.n(A, "silver") == 24),
    ("Jack rides the red bike.", lambda s: s.same("Jack", "red")),
    ("Mo is the oldest.", lambda s: s.n(A, "Mo") == 41),
    ("Mo doesn't ride the black bike.", lambda s: not s.same("Mo", "black")),
]
BAD = (6, "Lou rode faster than the cyclist on the red bike.")
REFUSED = {BAD[1]: {
    "'Lou is older than the red bike's rider'": lambda s: s.n(A, "Lou") > s.n(A, "red"),
    "'Lou is younger than the red bike's rider'": lambda s: s.n(A, "Lou") < s.n(A, "red"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 6, "Lou rode faster than the cyclist on the red bike.", must be refused:
no category gives speeds or times, and the only ordered category is the riders'
ages, which says nothing about who rode faster. Without the clue the puzzle has
two solutions (Jack and Lou are 29 and 33 in some order). A reader that maps
"faster" onto the ages gets one solution whichever way it reads it (Lou older,
or Lou younger, than Jack), and so answers with confidence for no reason."""
