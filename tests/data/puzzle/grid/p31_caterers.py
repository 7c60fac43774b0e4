G = "Guests"
P = "Prices per plate"
D = "Dates"
CATEGORIES = [
    ("Caterers", ["Bayside Bites", "Copper Pot", "Fig & Thyme", "Golden Fork", "Sage Kitchen"]),
    ("Events", ["anniversary", "baby shower", "gala", "graduation", "wedding"]),
    ("Guests", ["40", "60", "80", "100", "120"], [40, 60, 80, 100, 120]),
    ("Prices per plate", ["$18.50", "$21.00", "$23.50", "$26.00", "$28.50"], [1850, 2100, 2350, 2600, 2850]),
    ("Dates", ["June 3", "June 10", "June 17", "June 24", "July 1"], [154, 161, 168, 175, 182]),
]
SOLUTION = [
    ["Bayside Bites", "graduation", "100", "$21.00", "June 10"],
    ["Copper Pot", "wedding", "120", "$28.50", "June 24"],
    ["Fig & Thyme", "baby shower", "40", "$26.00", "June 3"],
    ["Golden Fork", "gala", "80", "$23.50", "July 1"],
    ["Sage Kitchen", "anniversary", "60", "$18.50", "June 17"],
]
CLUES = [
    ("The gala was held 1 week after the wedding.",
     lambda s: s.n(D, "gala") == s.n(D, "wedding") + 7),
    ("The caterer that served 100 guests charged $2.50 less per plate than Golden Fork.",
     lambda s: s.n(P, "100") == s.n(P, "Golden Fork") - 250),
    ("The baby shower had 20 fewer guests than Sage Kitchen's event.",
     lambda s: s.n(G, "baby shower") == s.n(G, "Sage Kitchen") - 20),
    ("The $28.50 plate was served at either the wedding or the June 10 event.",
     lambda s: s.same("$28.50", "wedding") != s.same("$28.50", "June 10")),
    ("Of Fig & Thyme and the caterer booked for June 17, one charged $18.50 a plate and the other catered the baby shower.",
     lambda s: not s.same("Fig & Thyme", "June 17") and (
         (s.same("Fig & Thyme", "$18.50") and s.same("June 17", "baby shower"))
         or (s.same("June 17", "$18.50") and s.same("Fig & Thyme", "baby shower")))),
    ("Neither the anniversary nor the gala had 100 guests.",
     lambda s: not s.same("anniversary", "100") and not s.same("gala", "100")),
    ("The five caterers are Copper Pot, the one that catered the graduation, the one that charged $23.50, the one booked for June 3 and Sage Kitchen.",
     lambda s: len({s.e("Copper Pot"), s.e("graduation"), s.e("$23.50"), s.e("June 3"), s.e("Sage Kitchen")}) == 5),
    ("The largest party wasn't the gala.",
     lambda s: not s.same("120", "gala")),
    ("Bayside Bites' event didn't take place 2 weeks after Fig & Thyme's.",
     lambda s: s.n(D, "Bayside Bites") != s.n(D, "Fig & Thyme") + 14),
    ("The caterer with the lowest price per plate served 20 more guests than Fig & Thyme.",
     lambda s: s.n(G, "$18.50") == s.n(G, "Fig & Thyme") + 20),
    ("The June 3 event was the smallest.",
     lambda s: s.n(G, "June 3") == 40),
    ("Copper Pot charged more per plate than Fig & Thyme.",
     lambda s: s.n(P, "Copper Pot") > s.n(P, "Fig & Thyme")),
    ("The graduation took place sometime before the anniversary.",
     lambda s: s.n(D, "graduation") < s.n(D, "anniversary")),
    ("Bayside Bites didn't cater the gala.",
     lambda s: not s.same("Bayside Bites", "gala")),
    ("The wedding took place 2 weeks after the graduation.",
     lambda s: s.n(D, "wedding") == s.n(D, "graduation") + 14),
]
QUESTIONS = []
NUM = None
DOT = True
INTRO = ["Five caterers each worked a different event this summer."]
OUTRO = []
REMARKS = INTRO + OUTRO
