A = "Ages"
CATEGORIES = [
    ("Adopters", ["Ansel", "Bridget", "Corinne", "Dexter"]),
    ("Dogs", ["Biscuit", "Maple", "Pretzel", "Scout"]),
    ("Breeds", ["beagle", "boxer", "collie", "poodle"]),
    ("Ages", ["1", "3", "5", "7"], [1, 3, 5, 7]),
]
CLUES = [
    ("Bridget's dog is 2 years older than Corinne's.", lambda s: s.n(A, "Bridget") == s.n(A, "Corinne") + 2),
    ("The beagle is the youngest dog.", lambda s: s.n(A, "beagle") == 1),
    ("Maple is a poodle.", lambda s: s.same("Maple", "poodle")),
    ("Dexter adopted the boxer.", lambda s: s.same("Dexter", "boxer")),
    ("Ansel's dog is older than Dexter's.", lambda s: s.n(A, "Ansel") > s.n(A, "Dexter")),
    ("Corinne took home Biscuit.", lambda s: s.same("Corinne", "Biscuit")),
    ("The poodle is 3 years old.", lambda s: s.same("poodle", "3")),
]
BAD = (5, "The oldest of the four adopters took home Scout.")
REFUSED = {BAD[1]: {
    "'the owner of the oldest dog took home Scout' (Scout is 7)": lambda s: s.same("Scout", "7"),
    "'the oldest adopter is not the owner of the oldest dog' (Scout is not 7)": lambda s: not s.same("Scout", "7"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four people each adopted a dog from the animal shelter. The ages listed are the dogs' ages in years."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "The oldest of the four adopters took home Scout.", must be refused: it
is about the adopters' own ages, and the puzzle gives no ages for the people, only
for the dogs (the intro says so). Nothing in the grid can say who the oldest
adopter is. Without the clue the puzzle has two solutions: Ansel has the 7-year-old
collie and Dexter the 5-year-old boxer, and Scout is one of those two dogs. A
careless reader who takes "the oldest adopter" as "the adopter of the oldest dog"
answers confidently that Scout is Ansel's 7-year-old; the other solution gives
Scout to Dexter."""
