T = "Times"
CATEGORIES = [
    ("Students", ["Aiden", "Bree", "Cosmo", "Delia", "Emeka"]),
    ("Instructors", ["Hans", "Ingrid", "Jonas", "Klara", "Lars"]),
    ("Times", ["9:00 am", "10:00 am", "11:00 am", "12:00 pm", "1:00 pm"], [9, 10, 11, 12, 13]),
    ("Slopes", ["Bear Run", "Eagle Bowl", "Fox Trail", "Summit", "Timber Glade"]),
]
SOLUTION = [
    ["Aiden", "Klara", "11:00 am", "Fox Trail"],
    ["Bree", "Hans", "9:00 am", "Summit"],
    ["Cosmo", "Lars", "1:00 pm", "Bear Run"],
    ["Delia", "Jonas", "10:00 am", "Timber Glade"],
    ["Emeka", "Ingrid", "12:00 pm", "Eagle Bowl"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The lesson on Bear Run started 2 hours after Aiden's lesson.", lambda s: s.n(T, "Bear Run") == s.n(T, "Aiden") + 2),
    ("Ingrid's lesson started 1 hour after the lesson on Fox Trail.", lambda s: s.n(T, "Ingrid") == s.n(T, "Fox Trail") + 1),
    ("The five students were Delia, the one taught by Hans, the one on Eagle Bowl, the one with the 11:00 am lesson and Cosmo.",
     lambda s: distinct(s, "Delia", "Hans", "Eagle Bowl", "11:00 am", "Cosmo")),
    ("Bree, whose lesson was on Summit, started earlier than Jonas's student.",
     lambda s: s.same("Bree", "Summit") and s.n(T, "Bree") < s.n(T, "Jonas")),
    ("Jonas taught neither on Summit nor on Eagle Bowl.", lambda s: not s.same("Jonas", "Summit") and not s.same("Jonas", "Eagle Bowl")),
    ("Of Lars and Klara, one taught Cosmo and the other taught the lesson on Fox Trail.",
     lambda s: (s.same("Lars", "Cosmo") and s.same("Klara", "Fox Trail")) or (s.same("Klara", "Cosmo") and s.same("Lars", "Fox Trail"))),
    ("Delia's lesson wasn't at 12:00 pm.", lambda s: not s.same("Delia", "12:00 pm")),
    ("Lars's lesson started later than Ingrid's.", lambda s: s.n(T, "Lars") > s.n(T, "Ingrid")),
    ("The lesson on Timber Glade wasn't Aiden's.", lambda s: not s.same("Timber Glade", "Aiden")),
]
NUM = "."
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
