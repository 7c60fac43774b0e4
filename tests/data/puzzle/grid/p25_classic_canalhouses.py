H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Femke", "Joost", "Lotte", "Maarten", "Sanne"]),
    ("Boats", ["barge", "canoe", "pedal boat", "rowboat", "sloop"]),
    ("Window boxes", ["geraniums", "marigolds", "pansies", "petunias", "tulips"]),
    ("Cheeses", ["Edam", "Gouda", "Leerdammer", "Leyden", "Maasdam"]),
    ("Bicycles", ["black", "cream", "green", "orange", "red"]),
]
SOLUTION = [
    ["1", "Maarten", "rowboat", "pansies", "Leyden", "green"],
    ["2", "Sanne", "canoe", "tulips", "Edam", "orange"],
    ["3", "Joost", "barge", "geraniums", "Gouda", "black"],
    ["4", "Femke", "sloop", "marigolds", "Maasdam", "red"],
    ["5", "Lotte", "pedal boat", "petunias", "Leerdammer", "cream"],
]
CLUES = [
    ("Femke keeps a sloop at her front steps.", lambda s: s.same("Femke", "sloop")),
    ("The house with tulips in the window box is immediately to the left of the house with geraniums.",
     lambda s: s.n(H, "tulips") == s.n(H, "geraniums") - 1),
    ("Joost lives in the middle house.", lambda s: s.n(H, "Joost") == 3),
    ("The Gouda lover rides a black bicycle.", lambda s: s.same("Gouda", "black")),
    ("Maarten lives at the left-hand end of the row.", lambda s: s.n(H, "Maarten") == 1),
    ("The owner of the canoe lives next to the owner of the rowboat.", lambda s: near(s, "canoe", "rowboat")),
    ("Edam is eaten in the house with tulips.", lambda s: s.same("Edam", "tulips")),
    ("Lotte's bicycle is cream.", lambda s: s.same("Lotte", "cream")),
    ("The pansies are next door to the orange bicycle.", lambda s: near(s, "pansies", "orange")),
    ("Whoever grows marigolds eats Maasdam.", lambda s: s.same("marigolds", "Maasdam")),
    ("The barge is moored outside the house with geraniums.", lambda s: s.same("barge", "geraniums")),
    ("The red bicycle belongs to the owner of the sloop.", lambda s: s.same("red", "sloop")),
    ("The Leyden eater lives next to the Edam eater.", lambda s: near(s, "Leyden", "Edam")),
    ("The house at the right-hand end has petunias.", lambda s: s.n(H, "petunias") == 5),
    ("Maarten rides a green bicycle.", lambda s: s.same("Maarten", "green")),
    ('The owner of the sloop lives immediately to the left of Lotte.', lambda s: s.n(H, "sloop") == s.n(H, "Lotte") - 1),
    ('Sanne paddles a canoe.', lambda s: s.same("Sanne", "canoe")),
]
QUESTIONS = [("Who owns the pedal boat? Who keeps the rowboat?",
              lambda s: (s.v("Owners", "pedal boat"), s.v("Owners", "rowboat")))]
NUM = None
DOT = False
INTRO = ["Five narrow houses stand side by side along the canal, numbered 1 to 5 from left to right as you look at them from the water."]
OUTRO = ["Each owner keeps a different boat, grows different flowers, prefers a different cheese and rides a bicycle of a different color."]
REMARKS = INTRO + OUTRO
