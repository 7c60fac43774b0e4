V = "Votes"
A = "Ages"
CATEGORIES = [
    ("Candidates", ["Harlan", "Ida", "Myron", "Trudy"]),
    ("Jobs", ["barber", "dentist", "grocer", "teacher"]),
    ("Votes", ["212", "348", "415", "530"], [212, 348, 415, 530]),
    ("Ages", ["44", "51", "58", "63"], [44, 51, 58, 63]),
]
SOLUTION = [
    ["Harlan", "grocer", "348", "58"],
    ["Ida", "teacher", "530", "44"],
    ["Myron", "barber", "212", "63"],
    ["Trudy", "dentist", "415", "51"],
]
CLUES = [
    ("The winner of the race, who got the most votes, is also the youngest candidate.",
     lambda s: s.same("530", "44")),
    ("The barber is the oldest candidate, and he got the fewest votes.",
     lambda s: s.n(A, "barber") == 63 and s.n(V, "barber") == 212),
    ("Trudy got more votes than the grocer but fewer than the teacher.",
     lambda s: s.n(V, "grocer") < s.n(V, "Trudy") < s.n(V, "teacher")),
    ("Harlan is 7 years older than the dentist.", lambda s: s.n(A, "Harlan") == s.n(A, "dentist") + 7),
    ("Ida got more votes than Myron, and she isn't the dentist.",
     lambda s: s.n(V, "Ida") > s.n(V, "Myron") and not s.same("Ida", "dentist")),
    ("The 58-year-old didn't get 415 votes.", lambda s: not s.same("58", "415")),
]
QUESTIONS = [
    ("How many votes did Harlan get?", lambda s: s.v(V, "Harlan")),
    ("Who is the grocer?", lambda s: s.v("Candidates", "grocer")),
]
NUM = "."
INTRO = ["Four people ran for mayor of Willow Springs this fall. Each candidate has a different day job, is a different age, and got a different number of votes."]
OUTRO = []
REMARKS = INTRO + OUTRO
