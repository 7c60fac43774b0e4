T = "Turbines"
Y = "Years"
CATEGORIES = [
    ("Wind farms", ["Blackridge", "Cold Spring", "High Plains", "Lone Oak", "Prairie Gate"]),
    ("Operators", ["Aeolus Power", "Gale Energy", "NorthWind", "Skyline", "Vantage"]),
    ("Turbines", ["12", "18", "24", "30", "36"], [12, 18, 24, 30, 36]),
    ("Years", ["2008", "2010", "2012", "2014", "2016"], [2008, 2010, 2012, 2014, 2016]),
]
SOLUTION = [
    ["Blackridge", "Skyline", "30", "2012"],
    ["Cold Spring", "Aeolus Power", "12", "2016"],
    ["High Plains", "Vantage", "36", "2008"],
    ["Lone Oak", "NorthWind", "24", "2010"],
    ["Prairie Gate", "Gale Energy", "18", "2014"],
]
CLUES = [
    ("The farm with 24 turbines came online 2 years before Blackridge.",
     lambda s: s.n(Y, "24") == s.n(Y, "Blackridge") - 2),
    ("Skyline's farm has 12 more turbines than Prairie Gate.",
     lambda s: s.n(T, "Skyline") == s.n(T, "Prairie Gate") + 12),
    ("The farm that opened in 2014 is either Prairie Gate or the one with 36 turbines.",
     lambda s: s.same("2014", "Prairie Gate") != s.same("2014", "36")),
    ("High Plains has the most turbines and is the oldest of the five.",
     lambda s: s.n(T, "High Plains") == 36 and s.n(Y, "High Plains") == 2008),
    ("Of Cold Spring and the NorthWind farm, one came online in 2016 and the other has 24 turbines.",
     lambda s: not s.same("Cold Spring", "NorthWind") and (
         (s.same("Cold Spring", "2016") and s.same("NorthWind", "24"))
         or (s.same("NorthWind", "2016") and s.same("Cold Spring", "24")))),
    ("Vantage doesn't run Lone Oak.",
     lambda s: not s.same("Vantage", "Lone Oak")),
    ("The five farms are Blackridge, the Aeolus Power farm, the farm with 36 turbines, the one that opened in 2014 and Lone Oak.",
     lambda s: len({s.e("Blackridge"), s.e("Aeolus Power"), s.e("36"), s.e("2014"), s.e("Lone Oak")}) == 5),
    ("Gale Energy's farm has fewer turbines than Lone Oak.",
     lambda s: s.n(T, "Gale Energy") < s.n(T, "Lone Oak")),
]
QUESTIONS = []
NUM = ")"
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
