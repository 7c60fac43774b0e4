P = "Prices"
T = "Times"
def p(s, x):
    return s.n(P, x)
def t(s, x):
    return s.n(T, x)
NUM = ""
CATEGORIES = [
    ("Clients", ["Jolene", "Kwame", "Lucía", "Marek"]),
    ("Designs", ["anchor", "compass", "koi", "swallow"]),
    ("Prices", ["$80", "$120", "$150", "$210"], [80, 120, 150, 210]),
    ("Times", ["11:00am", "1:30pm", "3:00pm", "4:30pm"], [660, 810, 900, 990]),
]
SOLUTION = [
    ("Jolene", "swallow", "$150", "1:30pm"),
    ("Kwame", "koi", "$210", "11:00am"),
    ("Lucía", "anchor", "$80", "4:30pm"),
    ("Marek", "compass", "$120", "3:00pm"),
]
CLUES = [
    ("The client who booked the 11:00am slot paid the most.", lambda s: p(s, "11:00am") == 210),
    ("The anchor cost $40 less than the compass.", lambda s: p(s, "anchor") == p(s, "compass") - 40),
    ("Lucía's appointment was 90 minutes after Marek's.", lambda s: t(s, "Lucía") == t(s, "Marek") + 90),
    ("Jolene didn't get the koi, and her appointment was before Marek's.", lambda s: not s.same("Jolene", "koi") and t(s, "Jolene") < t(s, "Marek")),
    ("The swallow was inked 3 hours before the anchor.", lambda s: t(s, "swallow") == t(s, "anchor") - 180),
    ("Kwame either paid $210 or got the compass.", lambda s: s.same("Kwame", "$210") != s.same("Kwame", "compass")),
    ("The person who paid $150 had an earlier appointment than Marek.", lambda s: t(s, "$150") < t(s, "Marek")),
]
QUESTIONS = [("What time was Jolene's appointment?", lambda s: s.v(T, "Jolene"))]
