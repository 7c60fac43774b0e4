CATEGORIES = [
    ("Children", ["Kathryn", "Lucy", "Molly", "Nina"]),
    ("Sandwiches", ["ham", "cheese", "egg", "tuna"]),
    ("Drinks", ["milk", "juice", "water", "squash"]),
]
CLUES = [
    ("Lucy had the egg sandwich and a carton of milk.", lambda s: s.same("Lucy", "egg") and s.same("Lucy", "milk")),
    ("The cheese sandwich came with squash.", lambda s: s.same("cheese", "squash")),
    ("Molly, who doesn't like tuna, had water.", lambda s: not s.same("Molly", "tuna") and s.same("Molly", "water")),
]
BAD = (4, "Katherine had the cheese sandwich.")
REFUSED = {BAD[1]: {
    "'Kathryn had the cheese sandwich'": lambda s: s.same("Kathryn", "cheese"),
    "'someone other than Kathryn had the cheese sandwich'": lambda s: not s.same("Kathryn", "cheese"),
}}
EXPECT = 2
QUESTIONS = [("Who had the tuna sandwich?", None)]
NUM = None
DOT = False
INTRO = ["Four friends opened their lunchboxes on the school trip. Each had a different sandwich and a different drink."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Katherine had the cheese sandwich.", must be refused: no child in the
puzzle is called Katherine; the list has Kathryn. It may be a misprint for Kathryn,
but a reader cannot know that. The other clues leave two solutions: Kathryn has
cheese and squash and Nina tuna and juice, or the other way round. Matching the
unknown name to Kathryn answers "Who had the tuna sandwich?" with Nina, a guess
made to look certain."""
