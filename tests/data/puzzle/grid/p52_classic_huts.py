# p52_classic_huts: 4x5, medium; positions second, years.
# solution:
#   Gwen | 3 | coral | 2015
#   Harold | 1 | mint | 2009
#   Imogen | 5 | lilac | 2021
#   Jasper | 2 | lemon | 2018
#   Keira | 4 | sky blue | 2012
H = "Huts"
Y = "Years"
CATEGORIES = [
    ("Owners", ["Gwen", "Harold", "Imogen", "Jasper", "Keira"]),
    ("Huts", ["1", "2", "3", "4", "5"]),
    ("Colors", ["coral", "lemon", "lilac", "mint", "sky blue"]),
    ("Years", ["2009", "2012", "2015", "2018", "2021"], [2009, 2012, 2015, 2018, 2021]),
]
INTRO = ["Five beach huts at Sandy Cove are numbered 1 to 5 from left to right. Each is painted "
         "a different pastel color, and each was bought by its owner in a different year."]
REMARKS = INTRO


def h(s, x):
    return s.n(H, x)


def y(s, x):
    return s.n(Y, x)


CLUES = [
    ("Harold's hut and Imogen's hut are at opposite ends of the row.",
     lambda s: {h(s, "Harold"), h(s, "Imogen")} == {1, 5}),
    ("The coral hut is in the exact middle of the row.", lambda s: h(s, "coral") == 3),
    ("The lemon hut is immediately left of the coral one.", lambda s: h(s, "lemon") == h(s, "coral") - 1),
    ("Imogen bought her hut 6 years after Gwen bought hers.", lambda s: y(s, "Imogen") == y(s, "Gwen") + 6),
    ("The sky blue hut is next to Imogen's.", lambda s: abs(h(s, "sky blue") - h(s, "Imogen")) == 1),
    ("Jasper's purchase came 6 years after Keira's.", lambda s: y(s, "Jasper") == y(s, "Keira") + 6),
    ("The mint hut is farther left than the lilac hut.", lambda s: h(s, "mint") < h(s, "lilac")),
    ("The 2015 hut is right next to the 2018 hut.", lambda s: abs(h(s, "2015") - h(s, "2018")) == 1),
    ("The lilac hut was the most recent purchase.", lambda s: y(s, "lilac") == 2021),
    ("Jasper's hut is somewhere to the left of Keira's.", lambda s: h(s, "Jasper") < h(s, "Keira")),
    ("Gwen's hut isn't next to Harold's.", lambda s: abs(h(s, "Gwen") - h(s, "Harold")) != 1),
]
QUESTIONS = [("What color is the hut bought in 2012?", lambda s: s.v("Colors", "2012"))]
