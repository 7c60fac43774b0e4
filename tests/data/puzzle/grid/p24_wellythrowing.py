# British (Yorkshire): welly wanging at a village fete; distances in metres with halves.
D = "Distances"
WOMEN = ["Mrs Barker", "Miss Lumb", "Mrs Sutcliffe"]
CATEGORIES = [
    ("Throwers", ["Mrs Barker", "Mr Haigh", "Miss Lumb", "Mr Oldroyd", "Mrs Sutcliffe"]),
    ("Wellies", ["green", "navy", "pink", "red", "yellow"]),
    ("Distances", ["14.5 metres", "16 metres", "17.5 metres", "19 metres", "20.5 metres"], [145, 160, 175, 190, 205]),
]
SOLUTION = [
    ["Mrs Barker", "pink", "16 metres"],
    ["Mr Haigh", "green", "20.5 metres"],
    ["Miss Lumb", "yellow", "17.5 metres"],
    ["Mr Oldroyd", "navy", "14.5 metres"],
    ["Mrs Sutcliffe", "red", "19 metres"],
]
CLUES = [
    ("Mr Haigh's throw went further than anyone else's.", lambda s: s.n(D, "Mr Haigh") == 205),
    ("The red welly landed 3 metres beyond the pink one.", lambda s: s.n(D, "red") == s.n(D, "pink") + 30),
    ("Miss Lumb threw 1.5 metres further than Mrs Barker.", lambda s: s.n(D, "Miss Lumb") == s.n(D, "Mrs Barker") + 15),
    ("Mr Oldroyd, whose welly was navy, managed the shortest throw.",
     lambda s: s.same("Mr Oldroyd", "navy") and s.n(D, "Mr Oldroyd") == 145),
    ("Neither Mrs Barker nor Mrs Sutcliffe threw the yellow welly.",
     lambda s: not s.same("Mrs Barker", "yellow") and not s.same("Mrs Sutcliffe", "yellow")),
    ("The green welly wasn't thrown by a woman.", lambda s: not any(s.same(w, "green") for w in WOMEN)),
]
NUM = "."
DOT = False
INTRO = ["Five villagers had a go at the welly-throwing at the Denholme fete on the 3rd of June. Each threw a different coloured welly, and each throw was measured to the nearest half metre, with no two the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
