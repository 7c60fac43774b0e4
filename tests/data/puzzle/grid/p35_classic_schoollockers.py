L = "Lockers"
def near(s, a, b):
    return abs(s.n(L, a) - s.n(L, b)) == 1
CATEGORIES = [
    ("Lockers", ["1", "2", "3", "4", "5"]),
    ("Students", ["Amir", "Bella", "Chen", "Eli", "Fiona"]),
    ("Clubs", ["chess", "drama", "soccer", "swim", "track"]),
    ("Lunches", ["burrito", "pasta salad", "sandwich", "soup", "sushi"]),
    ("Colors", ["blue", "green", "orange", "pink", "red"]),
]
SOLUTION = [
    ["1", "Eli", "track", "sushi", "red"],
    ["2", "Amir", "chess", "soup", "green"],
    ["3", "Bella", "soccer", "sandwich", "blue"],
    ["4", "Chen", "swim", "burrito", "orange"],
    ["5", "Fiona", "drama", "pasta salad", "pink"],
]
CLUES = [
    ("Bella has the blue locker.", lambda s: s.same("Bella", "blue")),
    ("The student on the swim team brings a burrito for lunch.", lambda s: s.same("swim", "burrito")),
    ("The soup is kept in the green locker.", lambda s: s.same("soup", "green")),
    ("Amir is in the chess club.", lambda s: s.same("Amir", "chess")),
    ("The green locker is immediately to the left of the blue locker.", lambda s: s.n(L, "green") == s.n(L, "blue") - 1),
    ("The student who runs track brings sushi.", lambda s: s.same("track", "sushi")),
    ("The sandwich is in the middle locker.", lambda s: s.n(L, "sandwich") == 3),
    ("Eli has the first locker.", lambda s: s.n(L, "Eli") == 1),
    ("Chen's locker is next to the pink locker.", lambda s: near(s, "Chen", "pink")),
    ("The drama student's locker is next to the swimmer's.", lambda s: near(s, "drama", "swim")),
    ("Fiona is in the drama club.", lambda s: s.same("Fiona", "drama")),
    ("The orange locker holds a burrito.", lambda s: s.same("orange", "burrito")),
    ("Eli's locker is next to the green locker.", lambda s: near(s, "Eli", "green")),
    ("The red locker is at one end of the row.", lambda s: s.n(L, "red") in (1, 5)),
    ("The swimmer's locker is next to Bella's.", lambda s: near(s, "swim", "Bella")),
]
QUESTIONS = [("Who plays soccer? Who brings the pasta salad?",
              lambda s: (s.v("Students", "soccer"), s.v("Students", "pasta salad")))]
NUM = "."
DOT = False
INTRO = ["Five students share a row of lockers, numbered 1 to 5 from left to right. Each locker is a different color, and each student is in a different club and brings a different lunch."]
OUTRO = []
REMARKS = INTRO + OUTRO
