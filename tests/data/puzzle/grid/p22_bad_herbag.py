R = "Rows"
CATEGORIES = [
    ("Children", ["Leo", "Mia", "Sam", "Zoe"]),
    ("Lunchboxes", ["blue", "green", "red", "yellow"]),
    ("Rows", ["row 1", "row 2", "row 3", "row 4"], [1, 2, 3, 4]),
]
CLUES = [
    ("Leo sat in the front row.", lambda s: s.n(R, "Leo") == 1),
    ("Sam sat right at the back of the bus.", lambda s: s.n(R, "Sam") == 4),
    ("Zoe sat in row 3.", lambda s: s.n(R, "Zoe") == 3),
    ("The child in the front row had the red lunchbox.", lambda s: s.same("row 1", "red")),
    ("Sam's lunchbox was neither yellow nor green.", lambda s: not s.same("Sam", "yellow") and not s.same("Sam", "green")),
]
BAD = (4, "Mia sat directly in front of Zoe, and her lunchbox was green.")
REFUSED = {BAD[1]: {
    "'her' = Mia": lambda s: s.n(R, "Mia") == s.n(R, "Zoe") - 1 and s.same("Mia", "green"),
    "'her' = Zoe": lambda s: s.n(R, "Mia") == s.n(R, "Zoe") - 1 and s.same("Zoe", "green"),
}}
EXPECT = 2
QUESTIONS = [("Who had the yellow lunchbox?", lambda s: s.v("Children", "yellow"))]
NUM = "."
DOT = False
INTRO = ["Four children sat one to a row on the little school bus, with row 1 at the front. Each had a lunchbox of a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mia sat directly in front of Zoe, and her lunchbox was green.", must be
refused: "her" may be Mia or Zoe, two girls named in the same clue, and nothing
in the puzzle says which. Without the clue the puzzle has two solutions (Mia and
Zoe share the green and yellow lunchboxes either way). Read as Mia's lunchbox it
gives one solution (Zoe has the yellow one); read as Zoe's it gives the other
(Mia has the yellow one). A reader that takes the subject of the sentence as the
antecedent answers the question confidently, and may be wrong."""
