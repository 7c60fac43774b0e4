SP = "Spans"
Y = "Years"
def sp(s, x):
    return s.n(SP, x)
def yr(s, x):
    return s.n(Y, x)
CATEGORIES = [
    ("Engineers", ["Aoife", "Bram", "Chioma", "Dariusz"]),
    ("Spans", ["120 m", "150 m", "180 m", "210 m"], [120, 150, 180, 210]),
    ("Years", ["1996", "2001", "2006", "2011"], [1996, 2001, 2006, 2011]),
    ("Rivers", ["Avon", "Dee", "Ouse", "Tay"]),
]
CLUES = [
    ("The longest bridge is also the oldest.", lambda s: yr(s, "210 m") == 1996),
    ("The bridge over the Dee is 30 m shorter than Dariusz's bridge.", lambda s: sp(s, "Dee") == sp(s, "Dariusz") - 30),
    ("Aoife's bridge was finished 5 years after the bridge over the Ouse.", lambda s: yr(s, "Aoife") == yr(s, "Ouse") + 5),
    ("Either Bram or Chioma built the bridge over the Avon.", lambda s: s.same("Bram", "Avon") != s.same("Chioma", "Avon")),
    ("The 2011 bridge is shorter than the 2006 bridge.", lambda s: sp(s, "2011") < sp(s, "2006")),
    ("Dariusz finished his bridge before Aoife finished hers.", lambda s: yr(s, "Dariusz") < yr(s, "Aoife")),
    ("Bram's bridge is the newest of the four.", lambda s: yr(s, "Bram") == 2011),
    ("The shortest bridge spans the Dee.", lambda s: sp(s, "Dee") == 120),
]
QUESTIONS = [("Which river does Aoife's bridge cross?", lambda s: s.v("Rivers", "Aoife"))]
