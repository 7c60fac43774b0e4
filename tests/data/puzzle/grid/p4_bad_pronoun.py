# Clue 4 says "he" after naming two men, Mr Grant and Mr Hayes: either could
# be the one bound for Oslo, and each reading gives a different answer.
D = "Days"
def d(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Travellers", ["Mr Grant", "Mr Hayes", "Ms Ives", "Ms Jory"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Cities", ["Dublin", "Lyon", "Oslo", "Prague"]),
]
CLUES = [
    ("Ms Ives flew on Monday.", lambda s: d(s, "Ms Ives") == 1),
    ("The Prague flight left the day after the Dublin flight.", lambda s: d(s, "Prague") == d(s, "Dublin") + 1),
    ("Ms Jory didn't fly to Lyon.", lambda s: not s.same("Ms Jory", "Lyon")),
    ("Mr Hayes flew later in the week than Mr Grant.", lambda s: d(s, "Mr Hayes") > d(s, "Mr Grant")),
    ("Nobody flew to Dublin on Monday.", lambda s: d(s, "Dublin") != 1),
]
def consecutive(s):
    return abs(d(s, "Mr Grant") - d(s, "Mr Hayes")) == 1
REFUSED = {
    "Mr Grant and Mr Hayes flew on consecutive days; he was bound for Oslo.": {
        "'he' = Mr Grant": lambda s: consecutive(s) and s.same("Mr Grant", "Oslo"),
        "'he' = Mr Hayes": lambda s: consecutive(s) and s.same("Mr Hayes", "Oslo"),
        "only its first half (consecutive days)": consecutive,
    },
}
EXPECT = 10
QUESTIONS = [("Who flew to Prague?", None)]
