N = "Panes"
D = "Days"
CATEGORIES = [
    ("Glaziers", ["Mr Hale", "Mrs Ibbot", "Ms Jory", "Mr Kemp"]),
    ("Streets", ["Mill Lane", "Oak Road", "Pier Street", "Quarry Hill"]),
    ("Panes", ["3 panes", "5 panes", "7 panes", "9 panes"], [3, 5, 7, 9]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Vans", ["grey", "maroon", "navy", "white"]),
]
SOLUTION = [
    ["Mr Hale", "Pier Street", "7 panes", "Tuesday", "navy"],
    ["Mrs Ibbot", "Oak Road", "3 panes", "Thursday", "white"],
    ["Ms Jory", "Quarry Hill", "9 panes", "Monday", "grey"],
    ["Mr Kemp", "Mill Lane", "5 panes", "Wednesday", "maroon"],
]
CLUES = [
    ("The glazier who worked on Quarry Hill replaced the most panes.", lambda s: s.n(N, "Quarry Hill") == 9),
    ("Mrs Ibbot replaced four fewer panes than Mr Hale.", lambda s: s.n(N, "Mrs Ibbot") == s.n(N, "Mr Hale") - 4),
    ("The Mill Lane job was done the day after the Pier Street job and the day before the one on Oak Road.",
     lambda s: s.n(D, "Mill Lane") == s.n(D, "Pier Street") + 1 and s.n(D, "Oak Road") == s.n(D, "Mill Lane") + 1),
    ("The white van was out on Thursday.", lambda s: s.same("white", "Thursday")),
    ("Ms Jory, who drives neither the navy van nor the white one, worked earlier in the week than Mr Kemp.",
     lambda s: not s.same("Ms Jory", "navy") and not s.same("Ms Jory", "white") and s.n(D, "Ms Jory") < s.n(D, "Mr Kemp")),
    ("Mr Kemp fitted fewer panes than Ms Jory did.", lambda s: s.n(N, "Mr Kemp") < s.n(N, "Ms Jory")),
    ("Mr Hale wasn't the glazier on Mill Lane or Oak Road.",
     lambda s: not s.same("Mr Hale", "Mill Lane") and not s.same("Mr Hale", "Oak Road")),
    ("The driver of the maroon van replaced 2 more panes than the driver of the white van.",
     lambda s: s.n(N, "maroon") == s.n(N, "white") + 2),
    ("Of Mr Kemp and the glazier who fitted nine panes, one drives the maroon van and the other worked on Monday.",
     lambda s: not s.same("Mr Kemp", "9 panes") and (
         (s.same("Mr Kemp", "maroon") and s.same("9 panes", "Monday")) or
         (s.same("9 panes", "maroon") and s.same("Mr Kemp", "Monday")))),
]
QUESTIONS = [("Who replaced the windows on Oak Road?", lambda s: s.v("Glaziers", "Oak Road")),
             ("What colour is Mr Hale's van?", lambda s: s.v("Vans", "Mr Hale"))]
NUM = "."
DOT = False
INTRO = ["After the hailstorm, four glaziers each spent a different day, from Monday to Thursday, replacing broken panes on a different street. Each drives a van of a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
