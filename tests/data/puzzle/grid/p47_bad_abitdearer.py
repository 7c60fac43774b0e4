P = "Prices"
CATEGORIES = [
    ("Drinkers", ["Mr Hale", "Mr Innes", "Mrs Jago", "Ms Kerr"]),
    ("Drinks", ["bitter", "cider", "mild", "stout"]),
    ("Prices", ["£3.40", "£3.60", "£3.80", "£4.00"], [340, 360, 380, 400]),
]
CLUES = [
    ("The stout was the dearest drink of the round.", lambda s: s.n(P, "stout") == 400),
    ("Mr Innes drinks mild, and Mrs Jago doesn't drink stout.",
     lambda s: s.same("Mr Innes", "mild") and not s.same("Mrs Jago", "stout")),
    ("Mr Hale's cider cost 20p less than the stout.",
     lambda s: s.same("Mr Hale", "cider") and s.n(P, "Mr Hale") == s.n(P, "stout") - 20),
]
BAD = (4, "Mr Hale's pint cost a bit more than the mild.")
REFUSED = {BAD[1]: {
    "'20p more than the mild'": lambda s: s.n(P, "Mr Hale") == s.n(P, "mild") + 20,
    "'40p more than the mild'": lambda s: s.n(P, "Mr Hale") == s.n(P, "mild") + 40,
    "'more than the mild', any amount": lambda s: s.n(P, "Mr Hale") > s.n(P, "mild"),
}}
EXPECT = 2
NUM = "."
INTRO = ["Four members of the Tuesday quiz team at the Wagon and Horses each had a different drink in the first round, and each drink was a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mr Hale's pint cost a bit more than the mild.", must be refused: "a bit more" is a vague amount.
Without it the mild cost £3.40 or £3.60. Read as 20p more it gives one solution, read as 40p more the other,
and read as "more, by any amount" it leaves both."""
