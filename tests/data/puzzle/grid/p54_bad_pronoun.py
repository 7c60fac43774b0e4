# No category lines.  Statement 7, "The Swede lives next to the Pole, and he
# keeps the ferret", has a "he" that can be the Swede or the Pole; each reading
# gives a different unique solution (the two differ only in which of houses 2
# and 3 the Swede and the Pole live in).
H = "Houses"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Chilean", "Latvian", "Pole", "Swede", "Welshman"]),
    ("Colours", ["brown", "grey", "lilac", "orange", "pink"]),
    ("Pets", ["ferret", "hedgehog", "parrot", "pony", "rabbit"]),
    ("Drinks", ["beer", "cider", "lemonade", "tea", "water"]),
    ("Games", ["bridge", "chess", "darts", "dominoes", "poker"]),
]
CLUES = [
    ("The Chilean owns a pony.", lambda s: s.same("Chilean", "pony")),
    ("Tea is drunk in the pink house.", lambda s: s.same("pink", "tea")),
    ("The Welshman drinks lemonade.", lambda s: s.same("Welshman", "lemonade")),
    ("The parrot lives immediately to the right of the ferret.", lambda s: p(s, "parrot") == p(s, "ferret") + 1),
    ("The darts player drinks tea.", lambda s: s.same("tea", "darts")),
    ("Poker is played in the orange house.", lambda s: s.same("orange", "poker")),
    ("Water is drunk in the house just to the right of the hedgehog's.", lambda s: p(s, "water") == p(s, "hedgehog") + 1),
    ("The bridge player drinks lemonade.", lambda s: s.same("lemonade", "bridge")),
    ("The Chilean drinks cider.", lambda s: s.same("Chilean", "cider")),
    ("The lilac house is immediately to the right of the house with the hedgehog.", lambda s: p(s, "lilac") == p(s, "hedgehog") + 1),
    ("The brown house and the house where water is drunk are at opposite ends of the row.", lambda s: {p(s, "brown"), p(s, "water")} == {1, 5}),
    ("The hedgehog is kept in the house immediately to the right of the beer drinker's.", lambda s: p(s, "hedgehog") == p(s, "beer") + 1),
    ("The Latvian plays dominoes.", lambda s: s.same("Latvian", "dominoes")),
    ("The grey house is not where the parrot lives.", lambda s: not s.same("grey", "parrot")),
    ("The chess player does not drink tea.", lambda s: not s.same("chess", "tea")),
]
REFUSED = {
    "The Swede lives next to the Pole, and he keeps the ferret.": {
        "he = the Swede": lambda s: nextto(s, "Swede", "Pole") and s.same("Swede", "ferret"),
        "he = the Pole": lambda s: nextto(s, "Swede", "Pole") and s.same("Pole", "ferret"),
    },
}
EXPECT = 4  # without statement 7
QUESTIONS = [("Who plays poker? Who keeps the rabbit?",
              lambda s: (s.v("Nationalities", "poker"), s.v("Nationalities", "rabbit")))]
INTRO = ["There are five houses in a row, each of a different colour."]
OUTRO = ["Left and right are as seen from the street."]
REMARKS = INTRO + OUTRO
OUTRO_FIRST = True
TEXT_ORDER = 7  # where the refused statement stands in the text
