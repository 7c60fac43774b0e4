Y = "Founded"
H = "Harvests"
CATEGORIES = [
    ("Planters", ["Arjun", "Bettina", "Chidi", "Dolores", "Ewan"]),
    ("Estates", ["Ashgrove", "Bramble Hill", "Kettle Falls", "Lotus Ridge", "Misty Vale"]),
    ("Teas", ["black", "green", "oolong", "white", "yellow"]),
    ("Founded", ["1888", "1895", "1902", "1909", "1916"], [1888, 1895, 1902, 1909, 1916]),
    ("Harvests", ["40 tons", "55 tons", "70 tons", "85 tons", "100 tons"], [40, 55, 70, 85, 100]),
]
SOLUTION = [
    ["Arjun", "Misty Vale", "oolong", "1902", "85 tons"],
    ["Bettina", "Ashgrove", "green", "1888", "55 tons"],
    ["Chidi", "Kettle Falls", "black", "1916", "100 tons"],
    ["Dolores", "Lotus Ridge", "white", "1895", "40 tons"],
    ["Ewan", "Bramble Hill", "yellow", "1909", "70 tons"],
]
CLUES = [
    ("The estate founded in 1909 harvested exactly 30 tons more than Dolores's estate.",
     lambda s: s.n(H, "1909") == s.n(H, "Dolores") + 30),
    ("The oolong estate was founded 14 years after Ashgrove.",
     lambda s: s.n(Y, "oolong") == s.n(Y, "Ashgrove") + 14),
    ("Neither Chidi nor the planter at Lotus Ridge grows green tea.",
     lambda s: not s.same("Chidi", "green") and not s.same("Lotus Ridge", "green")),
    ("Of Bettina and the owner of Misty Vale, one grows oolong and the other has the oldest estate.",
     lambda s: not s.same("Bettina", "Misty Vale") and (
         (s.same("Bettina", "oolong") and s.n(Y, "Misty Vale") == 1888) or
         (s.same("Misty Vale", "oolong") and s.n(Y, "Bettina") == 1888))),
    ("The estate with the biggest harvest was the most recently founded.",
     lambda s: s.same("100 tons", "1916")),
    ("Kettle Falls harvested 30 tons more than the yellow tea estate.",
     lambda s: s.n(H, "Kettle Falls") == s.n(H, "yellow") + 30),
    ("The white tea comes from the estate with the smallest harvest.",
     lambda s: s.same("white", "40 tons")),
    ("Bramble Hill was founded 7 years before Kettle Falls.",
     lambda s: s.n(Y, "Bramble Hill") == s.n(Y, "Kettle Falls") - 7),
    ("Arjun's harvest was larger than Ewan's but smaller than the one from Kettle Falls.",
     lambda s: s.n(H, "Ewan") < s.n(H, "Arjun") < s.n(H, "Kettle Falls")),
    ("The five planters are Ewan, the one at Lotus Ridge, the grower of the black tea, the owner of the estate founded in 1902 and the planter who harvested 55 tons.",
     lambda s: len({s.e(x) for x in ["Ewan", "Lotus Ridge", "black", "1902", "55 tons"]}) == 5),
    ("Chidi's estate was founded later than Dolores's.",
     lambda s: s.n(Y, "Chidi") > s.n(Y, "Dolores")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
