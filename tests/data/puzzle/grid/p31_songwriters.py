W = "Weeks on chart"
Y = "Years"
CATEGORIES = [
    ("Songwriters", ["Alana", "Boone", "Celeste", "Dario", "Eugenia"]),
    ("Songs", ["Back Roads", "Glass Heart", "Midnight Train", "Silver Rain", "Tin Roof"]),
    ("Genres", ["blues", "country", "folk", "gospel", "rock"]),
    ("Weeks on chart", ["4 weeks", "7 weeks", "10 weeks", "13 weeks", "16 weeks"], [4, 7, 10, 13, 16]),
    ("Years", ["1991", "1994", "1997", "2000", "2003"], [1991, 1994, 1997, 2000, 2003]),
]
SOLUTION = [
    ["Alana", "Silver Rain", "folk", "13 weeks", "1997"],
    ["Boone", "Tin Roof", "country", "4 weeks", "2003"],
    ["Celeste", "Glass Heart", "gospel", "16 weeks", "1991"],
    ["Dario", "Back Roads", "rock", "7 weeks", "1994"],
    ["Eugenia", "Midnight Train", "blues", "10 weeks", "2000"],
]
CLUES = [
    ("The blues song spent 3 more weeks on the chart than the song from 1994.",
     lambda s: s.n(W, "blues") == s.n(W, "1994") + 3),
    ("Tin Roof came out 6 years after Alana's song.",
     lambda s: s.n(Y, "Tin Roof") == s.n(Y, "Alana") + 6),
    ("The song that charted for 16 weeks is either Glass Heart or the country song.",
     lambda s: s.same("16 weeks", "Glass Heart") != s.same("16 weeks", "country")),
    ("Of Dario's song and the folk song, one is Back Roads and the other came out in 1997.",
     lambda s: not s.same("Dario", "folk") and (
         (s.same("Dario", "Back Roads") and s.same("folk", "1997"))
         or (s.same("folk", "Back Roads") and s.same("Dario", "1997")))),
    ("Neither Boone nor Celeste wrote the rock song.",
     lambda s: not s.same("Boone", "rock") and not s.same("Celeste", "rock")),
    ("The five songs are Midnight Train, Celeste's song, the rock song, the one released in 1997 and the song that charted for 4 weeks.",
     lambda s: len({s.e("Midnight Train"), s.e("Celeste"), s.e("rock"), s.e("1997"), s.e("4 weeks")}) == 5),
    ("The oldest song stayed on the chart the longest.",
     lambda s: s.same("1991", "16 weeks")),
    ("Midnight Train wasn't released 3 years after Back Roads.",
     lambda s: s.n(Y, "Midnight Train") != s.n(Y, "Back Roads") + 3),
    ("Eugenia's song charted for 6 weeks longer than Boone's.",
     lambda s: s.n(W, "Eugenia") == s.n(W, "Boone") + 6),
    ("Alana's song lasted 3 weeks longer on the chart than Eugenia's.",
     lambda s: s.n(W, "Alana") == s.n(W, "Eugenia") + 3),
    ("Celeste's song came out 9 years before Eugenia's.",
     lambda s: s.n(Y, "Celeste") == s.n(Y, "Eugenia") - 9),
    ("The country song was released 12 years after Glass Heart.",
     lambda s: s.n(Y, "country") == s.n(Y, "Glass Heart") + 12),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
