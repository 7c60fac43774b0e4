A = "Ages"
T = "Treks"
CATEGORIES = [
    ("Llamas", ["Biscuit", "Noodle", "Pedro", "Zorro"]),
    ("Guides", ["Hamish", "Jess", "Rhona", "Tam"]),
    ("Ages", ["4", "6", "9", "11"], [4, 6, 9, 11]),
    ("Treks", ["3 miles", "5 miles", "6 miles", "8 miles"], [3, 5, 6, 8]),
]
SOLUTION = [
    ["Biscuit", "Rhona", "9", "5 miles"],
    ["Noodle", "Hamish", "4", "8 miles"],
    ["Pedro", "Tam", "11", "3 miles"],
    ["Zorro", "Jess", "6", "6 miles"],
]
CLUES = [
    ("The oldest llama went on the shortest trek.", lambda s: s.n(A, "3 miles") == 11),
    ("Noodle, who is the youngest, was led by neither Jess nor Tam.",
     lambda s: s.n(A, "Noodle") == 4 and not s.same("Noodle", "Jess") and not s.same("Noodle", "Tam")),
    ("Rhona's llama is three years older than Jess's.", lambda s: s.n(A, "Rhona") == s.n(A, "Jess") + 3),
    ("The 8-mile trek was led by Hamish.", lambda s: s.same("8 miles", "Hamish")),
    ("Zorro walked a mile farther than Biscuit.", lambda s: s.n(T, "Zorro") == s.n(T, "Biscuit") + 1),
    ("Tam's llama is older than Biscuit, who in turn is older than Zorro.",
     lambda s: s.n(A, "Tam") > s.n(A, "Biscuit") > s.n(A, "Zorro")),
]
QUESTIONS = [("Which llama did Rhona lead?", lambda s: s.v("Llamas", "Rhona")),
             ("How old is Zorro?", lambda s: s.v(A, "Zorro"))]
NUM = ")"
DOT = False
INTRO = ["Four guides at a llama farm each led one llama on a trek of a different length. The llamas are aged 4, 6, 9 and 11, in years."]
OUTRO = []
REMARKS = INTRO + OUTRO
