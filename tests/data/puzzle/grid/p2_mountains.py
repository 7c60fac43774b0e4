H = "Heights"
Y = "Years"
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CATEGORIES = [
    ("Climbers", ["Anouk", "Bernd", "Chiara", "Dawit"]),
    ("Peaks", ["Aldor", "Brenn", "Corvo", "Dunmarra"]),
    ("Heights", ["3200 m", "3600 m", "4000 m", "4400 m"], [3200, 3600, 4000, 4400]),
    ("Years", ["2008", "2011", "2014", "2017"], [2008, 2011, 2014, 2017]),
]
CLUES = [
    ("The peak climbed in 2014 is 400 m lower than Anouk's.", lambda s: s.n(H, "2014") == s.n(H, "Anouk") - 400),
    ("Bernd climbed the lowest peak.", lambda s: s.n(H, "Bernd") == 3200),
    ("Chiara's climb came 9 years before Bernd's.", lambda s: s.n(Y, "Chiara") == s.n(Y, "Bernd") - 9),
    ("Corvo is higher than Brenn.", lambda s: s.n(H, "Corvo") > s.n(H, "Brenn")),
    ("Of Dawit and the climber of Aldor, one climbed in 2014 and the other in 2017.",
     lambda s: one_of(s, "Dawit", "Aldor", "2014", "2017")),
    ("The climb of Dunmarra was the earliest.", lambda s: s.n(Y, "Dunmarra") == 2008),
    ("The 2011 climb was of a higher peak than the 2017 climb.", lambda s: s.n(H, "2011") > s.n(H, "2017")),
    ("Chiara's peak is 400 m lower than Dawit's.", lambda s: s.n(H, "Chiara") == s.n(H, "Dawit") - 400),
]
