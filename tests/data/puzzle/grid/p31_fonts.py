Y = "Years"
CATEGORIES = [
    ("Designers", ["Aurelio", "Brigid", "Cosmo", "Delphine", "Ezra"]),
    ("Typefaces", ["Alder", "Bramble", "Cinder", "Dorian", "Ember"]),
    ("Years", ["2004", "2007", "2010", "2013", "2016"], [2004, 2007, 2010, 2013, 2016]),
    ("Styles", ["monospace", "sans-serif", "script", "serif", "slab serif"]),
]
SOLUTION = [
    ["Aurelio", "Cinder", "2010", "serif"],
    ["Brigid", "Ember", "2004", "script"],
    ["Cosmo", "Alder", "2016", "monospace"],
    ["Delphine", "Bramble", "2007", "slab serif"],
    ["Ezra", "Dorian", "2013", "sans-serif"],
]
CLUES = [
    ("Ember was released 6 years before Aurelio's typeface.",
     lambda s: s.n(Y, "Ember") == s.n(Y, "Aurelio") - 6),
    ("The script typeface is either Brigid's or the one released in 2013.",
     lambda s: s.same("script", "Brigid") != s.same("script", "2013")),
    ("The monospace typeface came out 3 years after Dorian.",
     lambda s: s.n(Y, "monospace") == s.n(Y, "Dorian") + 3),
    ("Of Bramble and the 2010 typeface, one was designed by Delphine and the other is a serif.",
     lambda s: not s.same("Bramble", "2010") and (
         (s.same("Bramble", "Delphine") and s.same("2010", "serif"))
         or (s.same("2010", "Delphine") and s.same("Bramble", "serif")))),
    ("Cosmo's typeface is the most recent.",
     lambda s: s.n(Y, "Cosmo") == 2016),
    ("Neither Alder nor Ember is a sans-serif.",
     lambda s: not s.same("Alder", "sans-serif") and not s.same("Ember", "sans-serif")),
    ("The slab serif was released sometime before Dorian.",
     lambda s: s.n(Y, "slab serif") < s.n(Y, "Dorian")),
    ("Delphine's typeface came out 3 years after Brigid's.",
     lambda s: s.n(Y, "Delphine") == s.n(Y, "Brigid") + 3),
    ("Alder isn't Aurelio's.",
     lambda s: not s.same("Alder", "Aurelio")),
    ("The 2013 typeface isn't a serif.",
     lambda s: not s.same("2013", "serif")),
    ("Dorian came out 9 years after Ember.",
     lambda s: s.n(Y, "Dorian") == s.n(Y, "Ember") + 9),
    ("Delphine's typeface isn't a sans-serif.",
     lambda s: not s.same("Delphine", "sans-serif")),
]
QUESTIONS = []
NUM = None
DOT = False
INTRO = ["Five type designers each released a new typeface with the same small foundry."]
OUTRO = []
REMARKS = INTRO + OUTRO
