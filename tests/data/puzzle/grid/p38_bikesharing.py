K = "Distances"
CATEGORIES = [
    ("Riders", ["Anya", "Basil", "Corinna", "Davide", "Eun-ji"]),
    ("Bikes", ["blue", "green", "orange", "red", "white"]),
    ("Stations", ["Central", "Harbor", "Library", "Market", "University"]),
    ("Distances", ["3 km", "5 km", "7 km", "9 km", "11 km"], [3, 5, 7, 9, 11]),
]
SOLUTION = [
    ["Anya", "green", "Library", "7 km"],
    ["Basil", "red", "Central", "11 km"],
    ["Corinna", "white", "University", "3 km"],
    ["Davide", "blue", "Market", "9 km"],
    ["Eun-ji", "orange", "Harbor", "5 km"],
]
CLUES = [
    ("The rider who started at the Library rode 2 km less than Davide.", lambda s: s.n(K, "Library") == s.n(K, "Davide") - 2),
    ("Corinna rode the shortest distance.", lambda s: s.n(K, "Corinna") == 3),
    ("The red bike covered 6 km more than the orange bike.", lambda s: s.n(K, "red") == s.n(K, "orange") + 6),
    ("Of the blue bike and the bike taken from Central, one went 9 km and the other was ridden by Basil.",
     lambda s: not s.same("blue", "Central") and (
         (s.same("blue", "9 km") and s.same("Central", "Basil")) or (s.same("Central", "9 km") and s.same("blue", "Basil")))),
    ("Neither Anya nor Eun-ji started at the University.", lambda s: not s.same("Anya", "University") and not s.same("Eun-ji", "University")),
    ("The 5 km ride didn't start at the Market.", lambda s: not s.same("5 km", "Market")),
    ("The white bike was ridden by either Corinna or the rider from Harbor.", lambda s: s.same("white", "Corinna") != s.same("white", "Harbor")),
    ("The green bike went farther than the orange bike but not as far as the blue bike.",
     lambda s: s.n(K, "orange") < s.n(K, "green") < s.n(K, "blue")),
    ("The five riders are Basil, the rider of the white bike, the one who started at the Market, the one who rode 7 km and Eun-ji.",
     lambda s: len({s.e("Basil"), s.e("white"), s.e("Market"), s.e("7 km"), s.e("Eun-ji")}) == 5),
    ("Eun-ji rode 2 km less than Anya.", lambda s: s.n(K, "Eun-ji") == s.n(K, "Anya") - 2),
    ("Basil rode the farthest.", lambda s: s.n(K, "Basil") == 11),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
