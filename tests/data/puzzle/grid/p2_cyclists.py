S = "Speeds"
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CATEGORIES = [
    ("Riders", ["Ana", "Boris", "Chen", "Dita", "Emil"]),
    ("Speeds", ["12 mph", "14 mph", "16 mph", "18 mph", "20 mph"], [12, 14, 16, 18, 20]),
    ("Bikes", ["Apex", "Corsa", "Helix", "Swift", "Vento"]),
    ("Towns", ["Ashby", "Brill", "Colne", "Dunmore", "Eaton"]),
]
CLUES = [
    ("The rider from Colne rode 2 mph faster than Ana.",
     lambda s: s.n(S, "Colne") == s.n(S, "Ana") + 2),
    ("Of Boris and the cyclist on the Apex, one averaged 12 mph and the other is from Ashby.",
     lambda s: one_of(s, "Boris", "Apex", "12 mph", "Ashby")),
    ("The Vento rider was slower than the Corsa rider.",
     lambda s: s.n(S, "Vento") < s.n(S, "Corsa")),
    ("Either the rider from Brill or the rider from Dunmore rode the Helix.",
     lambda s: s.same("Brill", "Helix") != s.same("Dunmore", "Helix")),
    ("Chen was 4 mph faster than the Helix rider.",
     lambda s: s.n(S, "Chen") == s.n(S, "Helix") + 4),
    ("The rider from Eaton was the slowest.", lambda s: s.n(S, "Eaton") == 12),
    ("Dita rode 2 mph faster than the rider from Eaton.",
     lambda s: s.n(S, "Dita") == s.n(S, "Eaton") + 2),
    ("Ana was faster than Boris but slower than the rider on the Swift.",
     lambda s: s.n(S, "Boris") < s.n(S, "Ana") < s.n(S, "Swift")),
    ("The rider from Brill was 4 mph slower than the rider from Ashby.",
     lambda s: s.n(S, "Brill") == s.n(S, "Ashby") - 4),
    ("Emil didn't ride the Helix.", lambda s: not s.same("Emil", "Helix")),
    ("Neither Emil nor the rider from Dunmore rode the Apex.",
     lambda s: not s.same("Emil", "Apex") and not s.same("Dunmore", "Apex")),
]
