# Irish: allotment potatoes; planting dates written "17 March" / "the 17th of March", "a fortnight".
PT = "Plots"
Y = "Yields"
D = "Planted"
CATEGORIES = [
    ("Growers", ["Brendan", "Deirdre", "Fergal", "Maeve", "Seán"]),
    ("Potatoes", ["British Queen", "Golden Wonder", "Home Guard", "Kerr's Pink", "Rooster"]),
    ("Plots", ["plot 1", "plot 2", "plot 3", "plot 4", "plot 5"], [1, 2, 3, 4, 5]),
    ("Yields", ["12 kg", "15 kg", "18 kg", "21 kg", "24 kg"], [12, 15, 18, 21, 24]),
    ("Planted", ["17 March", "24 March", "31 March", "7 April", "14 April"], [76, 83, 90, 97, 104]),
]
SOLUTION = [
    ["Brendan", "Kerr's Pink", "plot 2", "18 kg", "31 March"],
    ["Deirdre", "Rooster", "plot 5", "24 kg", "17 March"],
    ["Fergal", "Home Guard", "plot 1", "12 kg", "14 April"],
    ["Maeve", "British Queen", "plot 3", "21 kg", "24 March"],
    ["Seán", "Golden Wonder", "plot 4", "15 kg", "7 April"],
]
CLUES = [
    ("The potatoes planted on St Patrick's Day, the 17th of March, gave the biggest crop.", lambda s: s.n(Y, "17 March") == 24),
    ("Deirdre grew Rooster, on plot 5.", lambda s: s.same("Deirdre", "Rooster") and s.same("Deirdre", "plot 5")),
    ("Fergal planted last, a week after the Golden Wonder went in.",
     lambda s: s.n(D, "Fergal") == 104 and s.n(D, "Golden Wonder") == 97),
    ("The Home Guard yielded 3 kg less than Seán's potatoes.", lambda s: s.n(Y, "Home Guard") == s.n(Y, "Seán") - 3),
    ("Maeve's plot is directly between Brendan's and Seán's.",
     lambda s: abs(s.n(PT, "Maeve") - s.n(PT, "Brendan")) == 1 and abs(s.n(PT, "Maeve") - s.n(PT, "Seán")) == 1),
    ("Brendan planted a fortnight after Deirdre.", lambda s: s.n(D, "Brendan") == s.n(D, "Deirdre") + 14),
    ("Whoever had plot 1 got the smallest crop.", lambda s: s.n(Y, "plot 1") == 12),
    ("Maeve's crop was 3 kg heavier than Brendan's.", lambda s: s.n(Y, "Maeve") == s.n(Y, "Brendan") + 3),
    ("Neither Fergal nor Seán grew British Queen.",
     lambda s: not s.same("Fergal", "British Queen") and not s.same("Seán", "British Queen")),
    ("Seán's plot is next to Deirdre's, and Maeve planted a week after Deirdre.",
     lambda s: abs(s.n(PT, "Seán") - s.n(PT, "Deirdre")) == 1 and s.n(D, "Maeve") == s.n(D, "Deirdre") + 7),
    ("Maeve grew neither Kerr's Pink nor Home Guard.",
     lambda s: not s.same("Maeve", "Kerr's Pink") and not s.same("Maeve", "Home Guard")),
    ("Kerr's Pink wasn't grown on plot 4.", lambda s: not s.same("Kerr's Pink", "plot 4")),
]
QUESTIONS = [("Who grew the Golden Wonder, and on which plot?",
              lambda s: (s.v("Growers", "Golden Wonder"), s.v("Plots", "Golden Wonder")))]
NUM = "."
DOT = False
INTRO = ["Five neighbours on the allotments outside Tralee each grew one variety of potato last year, on plots 1 to 5 in a row. They planted on different dates, and no two lifted the same weight of potatoes."]
OUTRO = []
REMARKS = INTRO + OUTRO
