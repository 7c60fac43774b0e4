W = "Weights"
CATEGORIES = [
    ("First names", ["Ida", "Lena", "Ruth", "Tessa"]),
    ("Surnames", ["Beck", "Hale", "Kemp", "Royce"]),
    ("Fish", ["bream", "carp", "perch", "tench"]),
    ("Weights", ["3 lb", "4 lb", "5 lb", "6 lb"], [3, 4, 5, 6]),
]
CLUES = [
    ("Ruth's fish was the lightest of the four.", lambda s: s.n(W, "Ruth") == 3),
    ("Mrs Kemp caught the perch.", lambda s: s.same("Kemp", "perch")),
    ("Ida, who isn't Mrs Royce, caught a heavier fish than Ruth but a lighter one than Lena.",
     lambda s: not s.same("Ida", "Royce") and s.n(W, "Ruth") < s.n(W, "Ida") < s.n(W, "Lena")),
    ("Tessa isn't Mrs Hale, and her surname isn't Kemp either.",
     lambda s: not s.same("Tessa", "Hale") and not s.same("Tessa", "Kemp")),
    ("The tench weighed 3 lb.", lambda s: s.same("tench", "3 lb")),
    ("Lena's fish was the heaviest, a pound heavier than Tessa's.", lambda s: s.n(W, "Lena") == 6 and s.n(W, "Tessa") == 5),
    ("Mrs Royce caught the tench, and Ida caught the perch.", lambda s: s.same("Royce", "tench") and s.same("Ida", "perch")),
]
BAD = (5, "Tessa fished next to Mrs Hale all evening, and she landed the carp.")
REFUSED = {BAD[1]: {
    "'Tessa landed the carp'": lambda s: s.same("Tessa", "carp"),
    "'Mrs Hale landed the carp'": lambda s: s.same("Hale", "carp"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four women fished the evening match at Carsington Water, and each weighed in a single fish of a different kind and weight. "
         "Can you work out each angler's full name, the fish she caught and its weight?"]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Tessa fished next to Mrs Hale all evening, and she landed the carp.",
must be refused: "she" can mean Tessa or Mrs Hale, and nothing in the sentence
settles which (Tessa is the subject, Mrs Hale the nearer name). Without the clue
the puzzle has two solutions, which differ in who caught the carp and the bream.
Read as "Tessa landed the carp" it gives one solution; read as "Mrs Hale landed
the carp" it gives the other. A reader that takes the subject for the pronoun
answers confidently, and may be wrong."""
