R = "Rents"
F = "Floors"
M = "Move-in dates"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Renters", ["Amara", "Bennett", "Cyrus", "Delphine", "Ezra"]),
    ("Neighborhoods", ["Eastgate", "Hillcrest", "Old Town", "Riverside", "Southport"]),
    ("Rents", ["$725", "$780", "$840", "$915", "$960"], [725, 780, 840, 915, 960]),
    ("Floors", ["2nd floor", "3rd floor", "5th floor", "7th floor", "9th floor"], [2, 3, 5, 7, 9]),
    ("Move-in dates", ["May 1", "May 15", "June 1", "June 15", "July 1"], [121, 135, 152, 166, 182]),
]
SOLUTION = [
    ["Amara", "Old Town", "$840", "7th floor", "June 1"],
    ["Bennett", "Riverside", "$960", "2nd floor", "May 15"],
    ["Cyrus", "Eastgate", "$725", "9th floor", "July 1"],
    ["Delphine", "Southport", "$915", "3rd floor", "May 1"],
    ["Ezra", "Hillcrest", "$780", "5th floor", "June 15"],
]
CLUES = [
    ("Bennett's rent is $120 more per month than Amara's.", lambda s: s.n(R, "Bennett") == s.n(R, "Amara") + 120),
    ("Of the 3rd-floor apartment and the one in Hillcrest, one rents for $780 and the other was taken by Delphine.",
     lambda s: not s.same("3rd floor", "Hillcrest") and (
         (s.same("3rd floor", "$780") and s.same("Hillcrest", "Delphine")) or
         (s.same("Hillcrest", "$780") and s.same("3rd floor", "Delphine")))),
    ("The renter moving in on July 1 pays the lowest rent.", lambda s: s.n(R, "July 1") == 725),
    ("The five renters are Ezra, the one in Southport, the person paying $840, the one moving in on May 15 and the renter on the 9th floor.",
     lambda s: diff(s, "Ezra", "Southport", "$840", "May 15", "9th floor")),
    ("The Riverside apartment is either Bennett's or the one on the 5th floor.",
     lambda s: (s.same("Riverside", "Bennett") or s.same("Riverside", "5th floor")) and not s.same("Bennett", "5th floor")),
    ("Delphine moves in two weeks before Bennett.", lambda s: s.n(M, "Delphine") == s.n(M, "Bennett") - 14),
    ("Ezra's apartment is two floors above the Southport apartment.", lambda s: s.n(F, "Ezra") == s.n(F, "Southport") + 2),
    ("Amara, whose apartment is in Old Town, moves in two weeks before Ezra.",
     lambda s: s.same("Amara", "Old Town") and s.n(M, "Amara") == s.n(M, "Ezra") - 14),
    ("Bennett's apartment is 5 floors below Amara's.", lambda s: s.n(F, "Bennett") == s.n(F, "Amara") - 5),
    ("Neither Cyrus nor Ezra moves in during May.",
     lambda s: s.n(M, "Cyrus") > 151 and s.n(M, "Ezra") > 151),
    ("Cyrus's rent is not $60 less than Ezra's.", lambda s: s.n(R, "Cyrus") != s.n(R, "Ezra") - 60),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
