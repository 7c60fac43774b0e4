D = "Sundays"
CATEGORIES = [
    ("Arrangers", ["Mrs Allsop", "Mrs Bowden", "Miss Cheetham", "Mrs Darby", "Mrs Ellwood"]),
    ("Sundays", ["3 May", "10 May", "17 May", "24 May", "31 May"], [3, 10, 17, 24, 31]),
    ("Flowers", ["lilies", "peonies", "roses", "sweet peas", "tulips"]),
    ("Places", ["altar", "font", "lectern", "porch", "pulpit"]),
]
SOLUTION = [
    ["Mrs Allsop", "17 May", "peonies", "font"],
    ["Mrs Bowden", "3 May", "tulips", "porch"],
    ["Miss Cheetham", "31 May", "sweet peas", "altar"],
    ["Mrs Darby", "24 May", "lilies", "pulpit"],
    ["Mrs Ellwood", "10 May", "roses", "lectern"],
]
CLUES = [
    ("The tulips were on show on the first Sunday of the month.", lambda s: s.same("tulips", "3 May")),
    ("Mrs Darby's turn came a week after Mrs Allsop's.", lambda s: s.n(D, "Mrs Darby") == s.n(D, "Mrs Allsop") + 7),
    ("Miss Cheetham, who decorated the altar, was the last on the rota.",
     lambda s: s.same("Miss Cheetham", "altar") and s.n(D, "Miss Cheetham") == 31),
    ("The roses stood by the lectern, a fortnight before the lilies were arranged.",
     lambda s: s.same("roses", "lectern") and s.n(D, "roses") == s.n(D, "lilies") - 14),
    ("Mrs Bowden did nothing at the pulpit or the font.",
     lambda s: not s.same("Mrs Bowden", "pulpit") and not s.same("Mrs Bowden", "font")),
    ("The peonies weren't in the porch, and they weren't Mrs Ellwood's.",
     lambda s: not s.same("peonies", "porch") and not s.same("peonies", "Mrs Ellwood")),
    ("Mrs Ellwood's Sunday was the one after Mrs Bowden's.", lambda s: s.n(D, "Mrs Ellwood") == s.n(D, "Mrs Bowden") + 7),
    ("The sweet peas followed the lilies a week later.", lambda s: s.n(D, "sweet peas") == s.n(D, "lilies") + 7),
    ("Mrs Allsop's flowers were at the font.", lambda s: s.same("Mrs Allsop", "font")),
]
QUESTIONS = [("Who arranged the sweet peas, and on which Sunday?",
              lambda s: (s.v("Arrangers", "sweet peas"), s.v("Sundays", "sweet peas")))]
NUM = "."
INTRO = ["The ladies of St Botolph's flower guild take turns to do the flowers, one each Sunday.",
         "In May each of five ladies did one arrangement of a different flower, in a different part of the church."]
OUTRO = []
REMARKS = INTRO + OUTRO
