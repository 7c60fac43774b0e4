P = "Places"
CATEGORIES = [
    ("Bakers", ["Ida", "Jude", "Kit", "Lola", "Mo"]),
    ("Cakes", ["carrot", "chocolate", "lemon", "red velvet", "walnut"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
]
CLUES = [
    ("The chocolate cake beat every other entry.", lambda s: s.n(P, "chocolate") == 1),
    ("Jude came last.", lambda s: s.n(P, "Jude") == 5),
    ("Ida finished one place ahead of the carrot cake.", lambda s: s.n(P, "Ida") == s.n(P, "carrot") - 1),
    ("Lola, whose cake wasn't the walnut, placed somewhere below Mo.",
     lambda s: not s.same("Lola", "walnut") and s.n(P, "Lola") > s.n(P, "Mo")),
    ("The lemon cake finished two places ahead of the red velvet.",
     lambda s: s.n(P, "lemon") == s.n(P, "red velvet") - 2),
    ("Kit didn't bake the lemon cake.", lambda s: not s.same("Kit", "lemon")),
    ("Mo baked the carrot cake.", lambda s: s.same("Mo", "carrot")),
    ("Kit finished ahead of Ida.", lambda s: s.n(P, "Kit") < s.n(P, "Ida")),
]
REMARKS = ["Five amateur bakers entered the village show's cake competition, and the judges ranked every cake from 1st to 5th."]
QUESTIONS = [("Who baked the walnut cake, and where did it place?",
              lambda s: (s.v("Bakers", "walnut"), s.v("Places", "walnut")))]
