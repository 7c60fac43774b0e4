R = "Ratings"
M = "Months"
CATEGORIES = [
    ("Developers", ["Anya", "Boris", "Chiara", "Dev", "Elodie"]),
    ("Apps", ["budget planner", "habit tracker", "photo editor", "recipe finder", "sleep timer"]),
    ("Ratings", ["3.8 stars", "4.0 stars", "4.2 stars", "4.4 stars", "4.6 stars"], [38, 40, 42, 44, 46]),
    ("Months", ["March", "April", "May", "June", "July"], [3, 4, 5, 6, 7]),
]
SOLUTION = [
    ["Anya", "sleep timer", "4.2 stars", "June"],
    ["Boris", "photo editor", "3.8 stars", "April"],
    ["Chiara", "recipe finder", "4.6 stars", "March"],
    ["Dev", "budget planner", "4.0 stars", "July"],
    ["Elodie", "habit tracker", "4.4 stars", "May"],
]
CLUES = [
    ("The app released in March is rated 0.4 stars higher than Anya's.",
     lambda s: s.n(R, "March") == s.n(R, "Anya") + 4),
    ("Of Dev's app and the 4.2-star app, one is the budget planner and the other came out in June.",
     lambda s: not s.same("Dev", "4.2 stars") and (
         (s.same("Dev", "budget planner") and s.same("4.2 stars", "June")) or
         (s.same("Dev", "June") and s.same("4.2 stars", "budget planner")))),
    ("The photo editor has the lowest rating.",
     lambda s: s.n(R, "photo editor") == 38),
    ("The five apps are the habit tracker, Chiara's app, the one released in July, the 4.2-star app and the one made by Boris.",
     lambda s: len({s.e(x) for x in ["habit tracker", "Chiara", "July", "4.2 stars", "Boris"]}) == 5),
    ("The app rated 4.4 stars came out sometime before Anya's.",
     lambda s: s.n(M, "4.4 stars") < s.n(M, "Anya")),
    ("Neither Elodie nor Chiara made the sleep timer.",
     lambda s: not s.same("Elodie", "sleep timer") and not s.same("Chiara", "sleep timer")),
    ("Boris's app wasn't released 2 months after Chiara's.",
     lambda s: s.n(M, "Boris") != s.n(M, "Chiara") + 2),
    ("The 4.0-star app is either Dev's or the recipe finder.",
     lambda s: s.same("4.0 stars", "Dev") != s.same("4.0 stars", "recipe finder")),
    ("Boris's app is rated 0.6 stars lower than Elodie's.",
     lambda s: s.n(R, "Boris") == s.n(R, "Elodie") - 6),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
