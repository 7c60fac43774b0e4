M = "Machines"
C = "Cycles"
def mach(s, x):
    return s.n(M, x)
def cyc(s, x):
    return s.n(C, x)
CATEGORIES = [
    ("Customers", ["Ana", "Bo", "Cy", "Di", "Ed"]),
    ("Machines", ["Machine 1", "Machine 2", "Machine 3", "Machine 4", "Machine 5"]),
    ("Cycles", ["28 minutes", "34 minutes", "40 minutes", "46 minutes", "52 minutes"], [28, 34, 40, 46, 52]),
]
CLUES = [
    ("The person using Machine 1 has the longest cycle.", lambda s: cyc(s, "Machine 1") == 52),
    ("Cy's cycle is 12 minutes shorter than Ana's.", lambda s: cyc(s, "Cy") == cyc(s, "Ana") - 12),
    ("Ed's machine is immediately to the right of Ana's.", lambda s: mach(s, "Ed") == mach(s, "Ana") + 1),
    ("Cy is using the machine at the right-hand end.", lambda s: mach(s, "Cy") == 5),
    ("Di's cycle is 12 minutes shorter than Ed's.", lambda s: cyc(s, "Di") == cyc(s, "Ed") - 12),
    ("Di's machine is next to Bo's.", lambda s: abs(mach(s, "Di") - mach(s, "Bo")) == 1),
    ("Ed's cycle is 6 minutes longer than Ana's.", lambda s: cyc(s, "Ed") == cyc(s, "Ana") + 6),
]
REMARKS = ["The machines are numbered 1 to 5 from left to right."]
QUESTIONS = [("Which machine is Di using?", lambda s: s.v("Machines", "Di"))]
