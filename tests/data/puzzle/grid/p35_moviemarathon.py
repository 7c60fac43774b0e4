Y = "Years"
T = "Running times"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Friends", ["Cleo", "Desi", "Magnus", "Pilar", "Rufus"]),
    ("Films", ["Dust Devil", "Glass Moon", "Last Orbit", "Night Ferry", "Paper Kings"]),
    ("Years", ["1979", "1986", "1994", "2003", "2011"], [1979, 1986, 1994, 2003, 2011]),
    ("Running times", ["94 minutes", "102 minutes", "117 minutes", "128 minutes", "141 minutes"], [94, 102, 117, 128, 141]),
    ("Snacks", ["licorice", "nachos", "popcorn", "pretzels", "trail mix"]),
]
SOLUTION = [
    ["Cleo", "Glass Moon", "1994", "117 minutes", "popcorn"],
    ["Desi", "Night Ferry", "2011", "94 minutes", "pretzels"],
    ["Magnus", "Last Orbit", "1979", "141 minutes", "nachos"],
    ["Pilar", "Paper Kings", "2003", "102 minutes", "licorice"],
    ["Rufus", "Dust Devil", "1986", "128 minutes", "trail mix"],
]
CLUES = [
    ("The oldest film was also the longest.", lambda s: s.same("1979", "141 minutes")),
    ("Glass Moon came out 8 years after Rufus's pick.", lambda s: s.n(Y, "Glass Moon") == s.n(Y, "Rufus") + 8),
    ("The film Pilar chose runs 15 minutes shorter than Glass Moon.", lambda s: s.n(T, "Pilar") == s.n(T, "Glass Moon") - 15),
    ("Of Night Ferry and the 128-minute film, one was Rufus's pick and the other was watched with pretzels.",
     lambda s: not s.same("Night Ferry", "128 minutes") and (
         (s.same("Night Ferry", "Rufus") and s.same("128 minutes", "pretzels")) or
         (s.same("128 minutes", "Rufus") and s.same("Night Ferry", "pretzels")))),
    ("The friend who brought nachos is either Cleo or the one who picked the 141-minute film.",
     lambda s: (s.same("nachos", "Cleo") or s.same("nachos", "141 minutes")) and not s.same("Cleo", "141 minutes")),
    ("Neither Desi nor Pilar picked a film made before 2000.", lambda s: s.n(Y, "Desi") > 2000 and s.n(Y, "Pilar") > 2000),
    ("The licorice went with a film 8 years older than Desi's.", lambda s: s.n(Y, "licorice") == s.n(Y, "Desi") - 8),
    ("Paper Kings isn't the 94-minute film.", lambda s: not s.same("Paper Kings", "94 minutes")),
    ("The five films are Last Orbit, Cleo's pick, the 2003 film, the one watched with trail mix and the shortest one.",
     lambda s: diff(s, "Last Orbit", "Cleo", "2003", "trail mix", "94 minutes")),
    ("Dust Devil is longer than Glass Moon but not as long as Magnus's film.",
     lambda s: s.n(T, "Glass Moon") < s.n(T, "Dust Devil") < s.n(T, "Magnus")),
    ("The popcorn wasn't eaten during a film from the 1980s.", lambda s: not 1980 <= s.n(Y, "popcorn") <= 1989),
    ("Magnus didn't bring the popcorn.", lambda s: not s.same("Magnus", "popcorn")),
]
NUM = "."
DOT = False
INTRO = ["Five friends each picked one film for an all-day movie marathon and brought one snack to share."]
OUTRO = []
REMARKS = INTRO + OUTRO
