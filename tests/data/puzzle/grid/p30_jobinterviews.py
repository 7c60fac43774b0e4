T = "Times"
X = "Experience"
CATEGORIES = [
    ("Candidates", ["Greta", "Hector", "Imani", "Jonah", "Keiko"]),
    ("Companies", ["Brightline", "Copperleaf", "Northwind", "Pinegate", "Sablecrest"]),
    ("Positions", ["analyst", "designer", "editor", "recruiter", "tester"]),
    ("Times", ["9:00am", "9:45am", "10:30am", "11:15am", "12:00pm"], [540, 585, 630, 675, 720]),
    ("Experience", ["2 years", "4 years", "6 years", "8 years", "10 years"], [2, 4, 6, 8, 10]),
]
SOLUTION = [
    ["Greta", "Northwind", "editor", "10:30am", "6 years"],
    ["Hector", "Pinegate", "analyst", "9:00am", "10 years"],
    ["Imani", "Brightline", "recruiter", "12:00pm", "4 years"],
    ["Jonah", "Sablecrest", "designer", "9:45am", "2 years"],
    ["Keiko", "Copperleaf", "tester", "11:15am", "8 years"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The 10:30am interview was with either Keiko or the candidate applying at Northwind.",
     lambda s: s.same("10:30am", "Keiko") != s.same("10:30am", "Northwind")),
    ("Of the 9:00am interview and the designer, one was for a job at Sablecrest and the other was Hector's.",
     lambda s: one_other(s, "9:00am", "designer", "Sablecrest", "Hector")),
    ("The candidate with 8 years of experience was interviewed 45 minutes after Greta.",
     lambda s: s.n(T, "8 years") == s.n(T, "Greta") + 45),
    ("The applicant for the editor job has 4 more years of experience than Jonah.",
     lambda s: s.n(X, "editor") == s.n(X, "Jonah") + 4),
    ("The five candidates are Imani, the designer, the Copperleaf applicant, the one with 10 years of experience and the person interviewed at 10:30am.",
     lambda s: distinct(s, "Imani", "designer", "Copperleaf", "10 years", "10:30am")),
    ("Neither the analyst nor the recruiter applied at Copperleaf.",
     lambda s: not s.same("analyst", "Copperleaf") and not s.same("recruiter", "Copperleaf")),
    ("The last interview of the day was for the recruiter position.",
     lambda s: s.same("12:00pm", "recruiter")),
    ("Of the five, Hector has the most experience.",
     lambda s: s.n(X, "Hector") == 10),
    ("Keiko's interview wasn't 45 minutes after Jonah's.",
     lambda s: s.n(T, "Keiko") != s.n(T, "Jonah") + 45),
    ("The Brightline candidate has 2 years more experience than the Sablecrest candidate.",
     lambda s: s.n(X, "Brightline") == s.n(X, "Sablecrest") + 2),
    ("The tester's interview was earlier than Imani's but later than the editor's.",
     lambda s: s.n(T, "editor") < s.n(T, "tester") < s.n(T, "Imani")),
    ("The Pinegate interview came 45 minutes before the designer's.",
     lambda s: s.n(T, "Pinegate") == s.n(T, "designer") - 45),
    ("Jonah was interviewed before Greta.",
     lambda s: s.n(T, "Jonah") < s.n(T, "Greta")),
]
NUM = "."
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
