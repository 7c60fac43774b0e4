# A close paraphrase of the 1962 Life International text, with new nouns:
# beach huts for houses, newspapers for cigarette brands, and so on.  The
# same 15 statements in the same order and forms, no category lines; the
# mineral water and the iguana occur only in the questions.
H = "Huts"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Huts", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Canadian", "Finn", "Greek", "Peruvian", "Welshman"]),
    ("Colours", ["grey", "orange", "pink", "turquoise", "white"]),
    ("Pets", ["cat", "goldfish", "iguana", "pony", "rabbit"]),
    ("Drinks", ["buttermilk", "cherryade", "cocoa", "iced tea", "mineral water"]),
    ("Newspapers", ["Courier", "Gazette", "Herald", "Mirror", "Times"]),
]
SOLUTION = [
    ("1", "Greek", "orange", "rabbit", "mineral water", "Courier"),
    ("2", "Finn", "grey", "pony", "iced tea", "Gazette"),
    ("3", "Welshman", "pink", "goldfish", "buttermilk", "Herald"),
    ("4", "Peruvian", "white", "cat", "cherryade", "Mirror"),
    ("5", "Canadian", "turquoise", "iguana", "cocoa", "Times"),
]
CLUES = [
    ("There are five beach huts.", lambda s: True),
    ("The Welshman lives in the pink hut.", lambda s: s.same("Welshman", "pink")),
    ("The Peruvian owns the cat.", lambda s: s.same("Peruvian", "cat")),
    ("Cocoa is drunk in the turquoise hut.", lambda s: s.same("cocoa", "turquoise")),
    ("The Finn drinks iced tea.", lambda s: s.same("Finn", "iced tea")),
    ("The turquoise hut is immediately to the right of the white hut.", lambda s: h(s, "turquoise") == h(s, "white") + 1),
    ("The Herald reader keeps goldfish.", lambda s: s.same("Herald", "goldfish")),
    ("The Courier is read in the orange hut.", lambda s: s.same("Courier", "orange")),
    ("Buttermilk is drunk in the middle hut.", lambda s: h(s, "buttermilk") == 3),
    ("The Greek lives in the first hut.", lambda s: h(s, "Greek") == 1),
    ("The man who reads the Gazette lives in the hut next to the man with the rabbit.", lambda s: nextto(s, "Gazette", "rabbit")),
    ("The Courier is read in the hut next to the hut where the pony is kept.", lambda s: nextto(s, "Courier", "pony")),
    ("The Mirror reader drinks cherryade.", lambda s: s.same("Mirror", "cherryade")),
    ("The Canadian reads the Times.", lambda s: s.same("Canadian", "Times")),
    ("The Greek lives next to the grey hut.", lambda s: nextto(s, "Greek", "grey")),
]
QUESTIONS = [("Now, who drinks mineral water? Who owns the iguana?",
              lambda s: (s.v("Nationalities", "mineral water"), s.v("Nationalities", "iguana")))]
OUTRO = ["To be quite clear: each of the five huts is painted a different colour, and the people in them are of different nationalities, keep different pets, drink different drinks and read different newspapers. One more thing: in statement 6, right means your right."]
REMARKS = OUTRO
