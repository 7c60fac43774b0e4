# Club newsletter: partners as a category, decimal percentages, tables.
SC = "Scores"
TB = "Tables"
def sc(s, x):
    return s.n(SC, x)
def tb(s, x):
    return s.n(TB, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Members", ["Audrey", "Basil", "Cecily", "Dennis"]),
    ("Partners", ["Edith", "Frank", "Gwen", "Horace"]),
    ("Scores", ["47.9%", "52.3%", "55.1%", "61.4%"], [479, 523, 551, 614]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4"], [1, 2, 3, 4]),
]
SOLUTION = [("Audrey", "Horace", "55.1%", "table 3"), ("Basil", "Gwen", "61.4%", "table 1"),
            ("Cecily", "Frank", "47.9%", "table 4"), ("Dennis", "Edith", "52.3%", "table 2")]
INTRO = ["Results of the Tuesday pairs. Four of our members brought a guest partner for the evening, and each pair started at a different table. The scores are the pairs' percentages, as printed on the travelling scoresheets."]
CLUES = [
    ("The highest score of the evening, 61.4%, was achieved at table 1.", lambda s: tb(s, "61.4%") == 1),
    ("Cecily, whose partner was not Edith, scored the lowest percentage.", lambda s: not s.same("Cecily", "Edith") and sc(s, "Cecily") == 479),
    ("Audrey's pair scored 2.8 percentage points more than Dennis's.", lambda s: sc(s, "Audrey") == sc(s, "Dennis") + 28),
    ("Horace played at a higher-numbered table than Edith.", lambda s: tb(s, "Horace") > tb(s, "Edith")),
    ("Basil partnered neither Frank nor Horace.", lambda s: not s.same("Basil", "Frank") and not s.same("Basil", "Horace")),
    ("Gwen was not at table 4.", lambda s: tb(s, "Gwen") != 4),
    ("Frank's pair finished last.", lambda s: sc(s, "Frank") == 479),
    ("The pair who scored 52.3% played at table 2.", lambda s: tb(s, "52.3%") == 2),
    ("Audrey played at the table numbered one lower than Cecily's.", lambda s: tb(s, "Audrey") == tb(s, "Cecily") - 1),
    ("Dennis did not partner Gwen or Horace.", lambda s: not s.same("Dennis", "Gwen") and not s.same("Dennis", "Horace")),
]
QUESTIONS = [("Who was Audrey's partner?", lambda s: s.v("Partners", "Audrey"))]
REMARKS = INTRO
