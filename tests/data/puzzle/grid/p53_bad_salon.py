# The clues leave two solutions: Mrs Varley may have had the perm with Dawn at 11.00am
# (Miss Webb at 9.30am, Ms Zeller's colour with Jackie at 10.15am) or the colour with
# Jackie at 9.30am (Miss Webb at 10.15am, Ms Zeller's perm with Dawn at 11.00am).
T = "Times"
CATEGORIES = [
    ("Clients", ["Mrs Varley", "Miss Webb", "Mrs Yates", "Ms Zeller"]),
    ("Stylists", ["Carol", "Dawn", "Jackie", "Sharon"]),
    ("Times", ["9.30am", "10.15am", "11.00am", "11.45am"], [570, 615, 660, 705]),
    ("Treatments", ["blow-dry", "colour", "perm", "trim"]),
]
INTRO = [
    "On Wednesday morning Curl Up & Dye in Station Parade had four clients booked, one "
    "for each of its four stylists, at intervals of three quarters of an hour.",
]
CLUES = [
    ("Ms Zeller's appointment was three quarters of an hour after Carol's client's.",
     lambda s: s.n(T, "Ms Zeller") == s.n(T, "Carol") + 45),
    ("The perm, which Dawn did, was the third appointment of the morning.",
     lambda s: s.same("perm", "Dawn") and s.n(T, "perm") == 660),
    ("Miss Webb, who only wanted a trim, arrived earlier than Ms Zeller.",
     lambda s: s.same("Miss Webb", "trim") and s.n(T, "Miss Webb") < s.n(T, "Ms Zeller")),
    ("Sharon's client came in last of all, and didn't have a colour.",
     lambda s: s.n(T, "Sharon") == 705 and not s.same("Sharon", "colour")),
    ("Jackie didn't do the trim.", lambda s: not s.same("Jackie", "trim")),
    ("Mrs Varley's appointment was earlier than Mrs Yates's.",
     lambda s: s.n(T, "Mrs Varley") < s.n(T, "Mrs Yates")),
]
EXPECT = 2
OUTRO = ["Can you say at what time each client was booked, which stylist she saw and what "
         "she had done?"]
REMARKS = INTRO + OUTRO
