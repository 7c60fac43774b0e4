T, C, N, B, I = "Tents", "Colours", "Hikers", "Breakfasts", "Instruments"
def t(s, x):
    return s.n(T, x)
def nextto(s, x, y):
    return abs(t(s, x) - t(s, y)) == 1
CATEGORIES = [
    (T, ["1", "2", "3", "4", "5"]),
    (C, ["khaki", "maroon", "navy", "olive", "white"]),
    (N, ["Austrian", "Brazilian", "Canadian", "Dane", "Estonian"]),
    (B, ["bacon", "eggs", "muesli", "pancakes", "porridge"]),
    (I, ["banjo", "fiddle", "harmonica", "tin whistle", "ukulele"]),
]
NUM = "."
DOT = True
INTRO = ("Five hikers have pitched five tents in a row along a riverbank, numbered 1 to 5 from left to right as seen from the water. "
         "Each tent is a different colour, and each hiker comes from a different country, eats a different breakfast and plays a different instrument around the fire.")
REMARKS = [INTRO]
CLUES = [
    ("The Austrian sleeps in the olive tent.", lambda s: s.same("Austrian", "olive")),
    ("The Canadian plays the banjo.", lambda s: s.same("Canadian", "banjo")),
    ("Porridge is eaten in the maroon tent.", lambda s: s.same("porridge", "maroon")),
    ("The Dane eats pancakes.", lambda s: s.same("Dane", "pancakes")),
    ("The white tent is immediately to the right of the navy tent.", lambda s: t(s, "white") == t(s, "navy") + 1),
    ("The hiker in the first tent cooks eggs.", lambda s: t(s, "eggs") == 1),
    ("The fiddle is played in the middle tent.", lambda s: t(s, "fiddle") == 3),
    ("The Estonian has the tent on the far left.", lambda s: t(s, "Estonian") == 1),
    ("The harmonica player's tent is next to the navy tent.", lambda s: nextto(s, "harmonica", "navy")),
    ("The Brazilian is camped next to the Austrian.", lambda s: nextto(s, "Brazilian", "Austrian")),
    ("Whoever eats bacon plays the tin whistle.", lambda s: s.same("bacon", "tin whistle")),
    ("The khaki tent is next to the Canadian's.", lambda s: nextto(s, "khaki", "Canadian")),
    ("Muesli is eaten in the tent next to the one where the harmonica is played.", lambda s: nextto(s, "muesli", "harmonica")),
    ("The ukulele is played at one end of the row.", lambda s: t(s, "ukulele") in (1, 5)),
    ("The Canadian's tent is next to the Estonian's.", lambda s: nextto(s, "Canadian", "Estonian")),
]
QUESTIONS = [("Who plays the ukulele?", lambda s: s.v(N, "ukulele")), ("What colour is the Dane's tent?", lambda s: s.v(C, "Dane"))]
