DY = "Days"
CATEGORIES = [
    ("Volunteers", ["Jan", "Jon", "Pat", "Ros"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Sections", ["cookery", "history", "poetry", "travel"]),
]
CLUES = [
    ("Ros works on Thursdays, sorting the travel books.",
     lambda s: s.same("Ros", "Thursday") and s.same("Ros", "travel")),
    ("The history section is looked after on Mondays.", lambda s: s.same("history", "Monday")),
    ("Pat is in on Mondays.", lambda s: s.same("Pat", "Monday")),
    ("Jon volunteers earlier in the week than Jan.", lambda s: s.n(DY, "Jon") < s.n(DY, "Jan")),
]
BAD = (3, "Jen looks after the poetry shelves.")
REFUSED = {BAD[1]: {
    "'Jan looks after the poetry shelves'": lambda s: s.same("Jan", "poetry"),
    "'Jon looks after the poetry shelves'": lambda s: s.same("Jon", "poetry"),
}}
EXPECT = 2
NUM = None
DOT = True
INTRO = ["Four volunteers each give one day a week, Monday to Thursday, to the charity bookshop in Castle Street, and each looks after a different section."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Jen looks after the poetry shelves.", must be refused: there is no
volunteer called Jen. The name is one letter away from both Jan and Jon, so it
cannot be corrected with confidence. Without the clue the puzzle has two
solutions: Jon (Tuesday) and Jan (Wednesday) share the cookery and poetry
sections either way round. A reader that matches Jen to a near name gives a
confident answer, but whichever of Jan and Jon it picks, the other is just as
near."""
