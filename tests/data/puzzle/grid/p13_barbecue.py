# Newspaper weekly: decimal scores, hyphenated name; "won", "finished last".
SC = "Scores"
def sc(s, x):
    return s.n(SC, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Pitmasters", ["Big Earl", "Lou-Anne", "Smokey Pete", "Tamsin"]),
    ("Meats", ["brisket", "chicken thighs", "pork shoulder", "ribs"]),
    ("Woods", ["applewood", "hickory", "mesquite", "oak"]),
    ("Scores", ["88.5", "91.0", "93.5", "96.0"], [885, 910, 935, 960]),
]
SOLUTION = [
    ("Big Earl", "brisket", "hickory", "93.5"),
    ("Lou-Anne", "ribs", "applewood", "96.0"),
    ("Smokey Pete", "chicken thighs", "mesquite", "88.5"),
    ("Tamsin", "pork shoulder", "oak", "91.0"),
]
INTRO = ["Four pitmasters fired up their smokers for the county fair cook-off. Each cooked a different meat over a different wood, and the judges gave each entry a different score out of 100."]
CLUES = [
    ("Lou-Anne's ribs won the contest.", lambda s: s.same("Lou-Anne", "ribs") and sc(s, "Lou-Anne") == 960),
    ("The brisket scored 2.5 points more than the pork shoulder.", lambda s: sc(s, "brisket") == sc(s, "pork shoulder") + 25),
    ("Whoever smoked with mesquite finished last.", lambda s: sc(s, "mesquite") == 885),
    ("Big Earl used hickory.", lambda s: s.same("Big Earl", "hickory")),
    ("Tamsin didn't cook the chicken thighs.", lambda s: not s.same("Tamsin", "chicken thighs")),
    ("The oak-smoked entry scored lower than the hickory one.", lambda s: sc(s, "oak") < sc(s, "hickory")),
    ("Smokey Pete didn't use applewood.", lambda s: not s.same("Smokey Pete", "applewood")),
    ("Smokey Pete cooked the chicken thighs.", lambda s: s.same("Smokey Pete", "chicken thighs")),
    ("Tamsin's entry wasn't smoked over mesquite.", lambda s: not s.same("Tamsin", "mesquite")),
]
QUESTIONS = [("What did Tamsin score?", lambda s: s.v("Scores", "Tamsin"))]
REMARKS = INTRO
