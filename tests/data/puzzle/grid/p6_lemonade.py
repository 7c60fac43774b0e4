P = "Prices"
C = "Cups"
def pr(s, x):
    return s.n(P, x)
def cups(s, x):
    return s.n(C, x)
CATEGORIES = [
    ("Kids", ["Danny", "Ella", "Finn", "Gracie"]),
    ("Streets", ["Birch Court", "Elm Street", "Maple Avenue", "Oak Lane"]),
    ("Prices", ["$0.25", "$0.35", "$0.50", "$0.75"], [25, 35, 50, 75]),
    ("Cups", ["18 cups", "30 cups", "42 cups", "48 cups"], [18, 30, 42, 48]),
]
CLUES = [
    ("Ella, who charged less than anyone else, sold the most cups.", lambda s: pr(s, "Ella") == 25 and cups(s, "Ella") == 48),
    ("The stand on Oak Lane charged 25 cents more than Danny's.", lambda s: pr(s, "Oak Lane") == pr(s, "Danny") + 25),
    ("Gracie sold 12 more cups than Danny.", lambda s: cups(s, "Gracie") == cups(s, "Danny") + 12),
    ("The stand on Elm Street charged 10 cents more than the one on Birch Court.", lambda s: pr(s, "Elm Street") == pr(s, "Birch Court") + 10),
    ("Finn sold fewer cups than every other child.", lambda s: cups(s, "Finn") == 18),
    ("Danny's stand wasn't on Birch Court.", lambda s: not s.same("Danny", "Birch Court")),
    ("The 75-cent lemonade wasn't sold on Maple Avenue.", lambda s: not s.same("$0.75", "Maple Avenue")),
    ("Gracie charged less than Finn.", lambda s: pr(s, "Gracie") < pr(s, "Finn")),
]
REMARKS = ["On the hottest Saturday of the summer, four kids in the Willow Creek subdivision set up lemonade stands on four different streets. Each charged a different price per cup, and by suppertime each had sold a different number of cups. Can you figure out where each kid set up shop, what each charged and how many cups each sold?"]
QUESTIONS = [("How much did Gracie charge per cup?", lambda s: s.v("Prices", "Gracie"))]
