W = "Lengths"
R = "Places"
CATEGORIES = [
    ("Writers", ["Anouk", "Bastian", "Corinne", "Dov"]),
    ("Genres", ["fantasy", "mystery", "romance", "western"]),
    ("Lengths", ["1500 words", "2000 words", "2500 words", "3000 words"], [1500, 2000, 2500, 3000]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Anouk", "mystery", "2500 words", "2nd"],
    ["Bastian", "western", "1500 words", "4th"],
    ["Corinne", "fantasy", "3000 words", "1st"],
    ["Dov", "romance", "2000 words", "3rd"],
]
CLUES = [
    ("The story that won 1st place was 500 words longer than Anouk's.", lambda s: s.n(W, "1st") == s.n(W, "Anouk") + 500),
    ("The western was the shortest story.", lambda s: s.n(W, "western") == 1500),
    ("Dov finished one place behind the mystery writer.", lambda s: s.n(R, "Dov") == s.n(R, "mystery") + 1),
    ("Neither the fantasy story nor the 2000-word story came 4th.", lambda s: not s.same("fantasy", "4th") and not s.same("2000 words", "4th")),
    ("Bastian didn't write the romance.", lambda s: not s.same("Bastian", "romance")),
    ("The mystery was longer than the romance.", lambda s: s.n(W, "mystery") > s.n(W, "romance")),
    ("Of the 3rd-place story and the western, one was written by Dov and the other was 1500 words long.",
     lambda s: not s.same("3rd", "western") and (
         (s.same("3rd", "Dov") and s.same("western", "1500 words")) or (s.same("western", "Dov") and s.same("3rd", "1500 words")))),
    ("Anouk placed higher than Bastian.", lambda s: s.n(R, "Anouk") < s.n(R, "Bastian")),
]
QUESTIONS = [("Who wrote the fantasy story?", lambda s: s.v("Writers", "fantasy"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
