W = "Durations"
O = "Overruns"
CATEGORIES = [
    ("Families", ["Garcia", "Lin", "Olsen", "Patel"]),
    ("Rooms", ["basement", "bathroom", "kitchen", "sunroom"]),
    ("Durations", ["3 weeks", "5 weeks", "7 weeks", "9 weeks"], [3, 5, 7, 9]),
    ("Overruns", ["4%", "8%", "12%", "16%"], [4, 8, 12, 16]),
]
SOLUTION = [
    ["Garcia", "bathroom", "3 weeks", "12%"],
    ["Lin", "kitchen", "9 weeks", "4%"],
    ["Olsen", "sunroom", "5 weeks", "16%"],
    ["Patel", "basement", "7 weeks", "8%"],
]
CLUES = [
    ("The job that ran 16% over budget took 2 weeks longer than the Garcia family's job.",
     lambda s: s.n(W, "16%") == s.n(W, "Garcia") + 2),
    ("The kitchen remodel took the longest.",
     lambda s: s.n(W, "kitchen") == 9),
    ("The basement job went 8% over budget.",
     lambda s: s.same("basement", "8%")),
    ("The Patel family didn't remodel the sunroom.",
     lambda s: not s.same("Patel", "sunroom")),
    ("The bathroom took 4 fewer weeks than the basement.",
     lambda s: s.n(W, "bathroom") == s.n(W, "basement") - 4),
    ("Of the Olsen job and the 7-week job, one was the sunroom and the other went 8% over budget.",
     lambda s: not s.same("Olsen", "7 weeks") and (
         (s.same("Olsen", "sunroom") and s.same("7 weeks", "8%"))
         or (s.same("7 weeks", "sunroom") and s.same("Olsen", "8%")))),
    ("The Lin family's job took 2 weeks longer than the Patel job.",
     lambda s: s.n(W, "Lin") == s.n(W, "Patel") + 2),
    ("The Garcia family's job went further over budget than the Lin family's.",
     lambda s: s.n(O, "Garcia") > s.n(O, "Lin")),
]
QUESTIONS = []
NUM = "."
DOT = True
INTRO = ["Four families each had one room remodeled this year, and every job ran over budget."]
OUTRO = []
REMARKS = INTRO + OUTRO
