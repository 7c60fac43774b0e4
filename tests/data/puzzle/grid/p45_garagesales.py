F, L, I, P, D = "First names", "Last names", "Items", "Prices", "Days"
CATEGORIES = [
    (F, ["Alma", "Bert", "Cora", "Duke"]),
    (L, ["Vance", "Webb", "Yates", "Ziegler"]),
    (I, ["lamp", "rocking chair", "sewing machine", "typewriter"]),
    (P, ["$5", "$10", "$15", "$20"], [5, 10, 15, 20]),
    (D, ["Thursday", "Friday", "Saturday", "Sunday"], [4, 5, 6, 7]),
]
SOLUTION = [
    ["Alma", "Webb", "typewriter", "$15", "Friday"],
    ["Bert", "Vance", "lamp", "$5", "Sunday"],
    ["Cora", "Ziegler", "sewing machine", "$20", "Thursday"],
    ["Duke", "Yates", "rocking chair", "$10", "Saturday"],
]
CLUES = [
    ("The typewriter sold for $10 more than the lamp.", lambda s: s.n(P, "typewriter") == s.n(P, "lamp") + 10),
    ("Mrs. Ziegler held her sale the day before Alma held hers.", lambda s: s.n(D, "Ziegler") == s.n(D, "Alma") - 1),
    ("Bert, who isn't Mr. Yates, held his sale on Sunday.",
     lambda s: not s.same("Bert", "Yates") and s.same("Bert", "Sunday")),
    ("The rocking chair was sold on Saturday for less than the typewriter.",
     lambda s: s.same("rocking chair", "Saturday") and s.n(P, "rocking chair") < s.n(P, "typewriter")),
    ("Of Cora and the Webb woman, one sold the sewing machine and the other held her sale on Friday.",
     lambda s: not s.same("Cora", "Webb") and (
         (s.same("Cora", "sewing machine") and s.same("Webb", "Friday")) or
         (s.same("Webb", "sewing machine") and s.same("Cora", "Friday")))),
    ("Duke got $5 more for his item than Bert got for his.", lambda s: s.n(P, "Duke") == s.n(P, "Bert") + 5),
    ("Mr. Vance's lamp was the cheapest thing sold.", lambda s: s.same("Vance", "lamp") and s.n(P, "lamp") == 5),
]
NUM = "."
DOT = False
INTRO = ["Four neighbors on Walnut Lane held garage sales on four different days of the same week, Thursday through Sunday.",
         "Each sold one big item, and each got a different price for it.",
         "Find each seller's full name, the item, its price, and the day of the sale."]
OUTRO = []
REMARKS = INTRO + OUTRO
