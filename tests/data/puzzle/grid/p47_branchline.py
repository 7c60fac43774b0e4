M = "Distances"
R = "Placings"
CATEGORIES = [
    ("Stations", ["Ashby Parva", "Brinklow Road", "Chilcote", "Dunsmore Halt", "Elmdon"]),
    ("Stationmasters", ["Mr Barnes", "Mr Colley", "Mr Doughty", "Mr Flint", "Mr Gale"]),
    ("Distances", ["3 miles", "5 miles", "8 miles", "11 miles", "14 miles"], [3, 5, 8, 11, 14]),
    ("Placings", ["first", "second", "third", "fourth", "fifth"]),
]
SOLUTION = [
    ["Ashby Parva", "Mr Gale", "8 miles", "second"],
    ["Brinklow Road", "Mr Barnes", "3 miles", "fourth"],
    ["Chilcote", "Mr Flint", "14 miles", "first"],
    ["Dunsmore Halt", "Mr Colley", "5 miles", "fifth"],
    ["Elmdon", "Mr Doughty", "11 miles", "third"],
]
CLUES = [
    ("The station furthest from the junction took first prize.", lambda s: s.same("14 miles", "first")),
    ("Mr Colley's station is 2 miles further down the line than Brinklow Road.", lambda s: s.n(M, "Mr Colley") == s.n(M, "Brinklow Road") + 2),
    ("Elmdon, which isn't Mr Flint's station, came one place above Brinklow Road.",
     lambda s: not s.same("Elmdon", "Mr Flint") and s.n(R, "Elmdon") == s.n(R, "Brinklow Road") - 1),
    ("Mr Gale's station is 3 miles nearer the junction than Mr Doughty's.", lambda s: s.n(M, "Mr Gale") == s.n(M, "Mr Doughty") - 3),
    ("Dunsmore Halt was placed last.", lambda s: s.n(R, "Dunsmore Halt") == 5),
    ("Mr Barnes isn't in charge at Ashby Parva.", lambda s: not s.same("Mr Barnes", "Ashby Parva")),
    ("Ashby Parva was placed higher than Mr Doughty's station.", lambda s: s.n(R, "Ashby Parva") < s.n(R, "Mr Doughty")),
    ("Mr Flint's station is at the end of the line.", lambda s: s.n(M, "Mr Flint") == 14),
    ("Chilcote is 6 miles further from the junction than Ashby Parva.", lambda s: s.n(M, "Chilcote") == s.n(M, "Ashby Parva") + 6),
    ("Elmdon is further from the junction than Dunsmore Halt.", lambda s: s.n(M, "Elmdon") > s.n(M, "Dunsmore Halt")),
]
QUESTIONS = [("Which station does Mr Flint run?", lambda s: s.v("Stations", "Mr Flint"))]
NUM = "."
INTRO = ["In 1955 the five stations on the branch line from Rugby Junction were judged in the region's Best Kept Station competition.",
         "Each station had its own stationmaster and lay a different distance down the line from the junction, and the judges placed all five in order."]
OUTRO = []
REMARKS = INTRO + OUTRO
