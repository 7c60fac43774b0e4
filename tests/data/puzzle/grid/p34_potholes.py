D = "Depths"
R = "Reported"
CATEGORIES = [
    ("Streets", ["Ashby Road", "Bell Lane", "Church Walk", "Dene Street", "Elm Grove"]),
    ("Depths", ["4 cm", "6 cm", "8 cm", "10 cm", "12 cm"], [4, 6, 8, 10, 12]),
    ("Reported", ["3rd June", "6th June", "9th June", "12th June", "15th June"], [3, 6, 9, 12, 15]),
]
SOLUTION = [
    ["Ashby Road", "10 cm", "6th June"],
    ["Bell Lane", "4 cm", "15th June"],
    ["Church Walk", "12 cm", "3rd June"],
    ["Dene Street", "6 cm", "9th June"],
    ["Elm Grove", "8 cm", "12th June"],
]
CLUES = [
    ("The deepest pothole was the first to be reported, on the 3rd of June.", lambda s: s.same("12 cm", "3rd June")),
    ("The Bell Lane pothole was the shallowest, and the last to be reported.",
     lambda s: s.n(D, "Bell Lane") == 4 and s.n(R, "Bell Lane") == 15),
    ("The one on Ashby Road was 2 cm deeper than the pothole reported on the 12th of June.",
     lambda s: s.n(D, "Ashby Road") == s.n(D, "12th June") + 2),
    ("Dene Street's pothole was reported three days after Ashby Road's.", lambda s: s.n(R, "Dene Street") == s.n(R, "Ashby Road") + 3),
    ("The pothole on Church Walk was reported three days before the one on Ashby Road.",
     lambda s: s.n(R, "Church Walk") == s.n(R, "Ashby Road") - 3),
    ("The 8 cm pothole isn't on Dene Street.", lambda s: not s.same("8 cm", "Dene Street")),
    ("Elm Grove's was deeper than Dene Street's but not as deep as Ashby Road's.",
     lambda s: s.n(D, "Dene Street") < s.n(D, "Elm Grove") < s.n(D, "Ashby Road")),
]
QUESTIONS = [("How deep was the pothole on Church Walk?", lambda s: s.v(D, "Church Walk"))]
NUM = "."
DOT = False
INTRO = ["In June the council was sent five complaints about potholes, each on a different street, each reported on a different date, and no two potholes the same depth."]
OUTRO = []
REMARKS = INTRO + OUTRO
