D = "Days"
K = "Distances"
CATEGORIES = [
    ("Stations", ["Bindara", "Coolabah Creek", "Murrumbi", "Tindal Downs", "Wirra Wirra"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
    ("Distances", ["120 km", "180 km", "240 km", "300 km", "360 km"], [120, 180, 240, 300, 360]),
    ("Families", ["the Hendersons", "the O'Briens", "the Pappases", "the Walshes", "the Zhangs"]),
]
SOLUTION = [
    ["Bindara", "Wednesday", "300 km", "the Walshes"],
    ["Coolabah Creek", "Monday", "120 km", "the Zhangs"],
    ["Murrumbi", "Friday", "240 km", "the Hendersons"],
    ["Tindal Downs", "Tuesday", "360 km", "the O'Briens"],
    ["Wirra Wirra", "Thursday", "180 km", "the Pappases"],
]
CLUES = [
    ("The plane calls at the nearest station on Monday.", lambda s: s.same("120 km", "Monday")),
    ("Tindal Downs, the most remote of the five, gets its mail the day after Coolabah Creek.",
     lambda s: s.n(K, "Tindal Downs") == 360 and s.n(D, "Tindal Downs") == s.n(D, "Coolabah Creek") + 1),
    ("Murrumbi is 60 km closer to base than Bindara, but further out than Wirra Wirra.",
     lambda s: s.n(K, "Murrumbi") == s.n(K, "Bindara") - 60 and s.n(K, "Murrumbi") > s.n(K, "Wirra Wirra")),
    ("Wirra Wirra's mail comes two days after Tindal Downs'.", lambda s: s.n(D, "Wirra Wirra") == s.n(D, "Tindal Downs") + 2),
    ("Coolabah Creek gets the first drop of the week, and Bindara isn't on Friday's run.",
     lambda s: s.n(D, "Coolabah Creek") == 1 and not s.same("Bindara", "Friday")),
    ("The O'Briens live three times as far out as the Zhangs.", lambda s: s.n(K, "the O'Briens") == 3 * s.n(K, "the Zhangs")),
    ("The Walshes get their mail the day before the Pappases.", lambda s: s.n(D, "the Walshes") == s.n(D, "the Pappases") - 1),
    ("Neither the Hendersons nor the Walshes live at Wirra Wirra.",
     lambda s: not s.same("the Hendersons", "Wirra Wirra") and not s.same("the Walshes", "Wirra Wirra")),
]
QUESTIONS = [("Which family lives at Murrumbi?", lambda s: s.v("Families", "Murrumbi"))]
NUM = ")"
DOT = False
INTRO = ["From Monday to Friday the outback mail plane flies out of Broken Hill to one station a day, each station run by a different family and each a different distance from base."]
OUTRO = []
REMARKS = INTRO + OUTRO
