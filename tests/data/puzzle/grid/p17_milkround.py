P = "Pints"
H = "Houses"
CATEGORIES = [
    ("Customers", ["Mrs Ambrose", "Mr Bellamy", "Mrs Chen", "Mr Dyer", "Ms Evans"]),
    ("Pints", ["3 pints", "5 pints", "7 pints", "10 pints", "14 pints"], [3, 5, 7, 10, 14]),
    ("Extras", ["butter", "cream", "eggs", "orange juice", "yoghurt"]),
    ("Houses", ["2", "15", "27", "34", "48"], [2, 15, 27, 34, 48]),
]
SOLUTION = [
    ["Mrs Ambrose", "7 pints", "yoghurt", "34"],
    ["Mr Bellamy", "14 pints", "eggs", "2"],
    ["Mrs Chen", "3 pints", "cream", "48"],
    ["Mr Dyer", "10 pints", "butter", "15"],
    ["Ms Evans", "5 pints", "orange juice", "27"],
]
CLUES = [
    ("The customer at number 2, who takes more milk than anyone else, also has eggs delivered.",
     lambda s: s.n(P, "2") == 14 and s.same("2", "eggs")),
    ("Mrs Chen lives at the highest-numbered house but takes the least milk.",
     lambda s: s.n(H, "Mrs Chen") == 48 and s.n(P, "Mrs Chen") == 3),
    ("Mr Dyer takes twice as many pints a week as Ms Evans.", lambda s: s.n(P, "Mr Dyer") == 2 * s.n(P, "Ms Evans")),
    ("The yoghurt customer takes 2 pints more than Ms Evans and lives at number 34.",
     lambda s: s.n(P, "yoghurt") == s.n(P, "Ms Evans") + 2 and s.same("yoghurt", "34")),
    ("Butter goes to number 15.", lambda s: s.same("butter", "15")),
    ("Mr Bellamy takes twice as many pints as Mrs Ambrose.", lambda s: s.n(P, "Mr Bellamy") == 2 * s.n(P, "Mrs Ambrose")),
    ("Ms Evans, who doesn't have cream, lives at a higher number than Mr Dyer.",
     lambda s: not s.same("Ms Evans", "cream") and s.n(H, "Ms Evans") > s.n(H, "Mr Dyer")),
]
NUM = "."
DOT = False
INTRO = ["Five households on Hawthorn Road have their milk delivered by Dan the milkman. The numbers of pints are weekly totals, and each household also takes one extra item."]
QUESTIONS = [("Who lives at number 27, and what does that customer have besides milk?", lambda s: (s.v("Customers", "27"), s.v("Extras", "27")))]
OUTRO = []
REMARKS = INTRO + OUTRO
