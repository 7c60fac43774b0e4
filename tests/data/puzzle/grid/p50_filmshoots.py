D = "Shooting days"
CATEGORIES = [
    ("Directors", ["Adaeze", "Bartholomew", "Cosima", "Declan", "Emiliano", "Francesca"]),
    ("Shooting days", ["12 days", "15 days", "18 days", "21 days", "24 days", "27 days"], [12, 15, 18, 21, 24, 27]),
    ("Genres", ["comedy", "horror", "musical", "romance", "thriller", "western"]),
    ("Locations", ["Budapest", "Casablanca", "Glasgow", "Lisbon", "Montreal", "Tbilisi"]),
]
SOLUTION = [
    ["Adaeze", "21 days", "thriller", "Tbilisi"],
    ["Bartholomew", "12 days", "horror", "Glasgow"],
    ["Cosima", "27 days", "musical", "Casablanca"],
    ["Declan", "15 days", "comedy", "Montreal"],
    ["Emiliano", "24 days", "western", "Budapest"],
    ["Francesca", "18 days", "romance", "Lisbon"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The musical had the longest shoot.", lambda s: s.n(D, "musical") == 27),
    ("Bartholomew's shoot was the shortest.", lambda s: s.n(D, "Bartholomew") == 12),
    ("The shoot in Lisbon lasted 3 days longer than Declan's.", lambda s: s.n(D, "Lisbon") == s.n(D, "Declan") + 3),
    ("The western took 3 days longer than the thriller.", lambda s: s.n(D, "western") == s.n(D, "thriller") + 3),
    ("Adaeze filmed in Tbilisi.", lambda s: s.same("Adaeze", "Tbilisi")),
    ("The horror film was shot in Glasgow.", lambda s: s.same("horror", "Glasgow")),
    ("The comedy's shoot was 9 days shorter than Emiliano's.", lambda s: s.n(D, "comedy") == s.n(D, "Emiliano") - 9),
    ("Of Francesca and the director who filmed in Casablanca, one made the romance and the other made the musical.",
     lambda s: one_other(s, "Francesca", "Casablanca", "romance", "musical")),
    ("The Montreal shoot was shorter than the Budapest shoot.", lambda s: s.n(D, "Montreal") < s.n(D, "Budapest")),
    ("Declan's shoot was 3 days longer than Bartholomew's.", lambda s: s.n(D, "Declan") == s.n(D, "Bartholomew") + 3),
    ("Adaeze's shoot was longer than Francesca's.", lambda s: s.n(D, "Adaeze") > s.n(D, "Francesca")),
    ("The thriller's shoot was shorter than Emiliano's.", lambda s: s.n(D, "thriller") < s.n(D, "Emiliano")),
]
QUESTIONS = [("Where was the western filmed?", lambda s: s.v("Locations", "western"))]
NUM = ")"
INTRO = ["On Location: six directors each shot a film of a different genre in a different city. No two shoots took the same number of days."]
OUTRO = []
REMARKS = INTRO + OUTRO
