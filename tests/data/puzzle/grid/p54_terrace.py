# Classic text, no category lines: five terraced houses, six categories
# (positions, nationality, colour, pet, drink, instrument).  No clue fixes a
# house by number; water and the tortoise occur only in the questions.
H = "Houses"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Instruments", ["banjo", "cello", "flute", "harp", "tuba"]),
    ("Pets", ["budgie", "ferret", "goat", "hamster", "tortoise"]),
    ("Colours", ["cream", "lilac", "maroon", "navy", "primrose"]),
    ("Drinks", ["cocoa", "ginger beer", "lemonade", "sherry", "water"]),
    ("Nationalities", ["Belgian", "Dane", "Irishman", "Maltese", "Scot"]),
]
SOLUTION = [
    ("1", "tuba", "ferret", "navy", "water", "Maltese"),
    ("2", "harp", "goat", "cream", "lemonade", "Scot"),
    ("3", "cello", "budgie", "maroon", "cocoa", "Dane"),
    ("4", "flute", "tortoise", "lilac", "sherry", "Belgian"),
    ("5", "banjo", "hamster", "primrose", "ginger beer", "Irishman"),
]
CLUES = [
    ("There are five houses in the terrace.", lambda s: True),
    ("The Belgian drinks sherry.", lambda s: s.same("Belgian", "sherry")),
    ("The Scot owns the goat.", lambda s: s.same("Scot", "goat")),
    ("The man in the navy house plays the tuba.", lambda s: s.same("navy", "tuba")),
    ("Cocoa is drunk by the Dane.", lambda s: s.same("Dane", "cocoa")),
    ("The goat is kept in the cream house.", lambda s: s.same("cream", "goat")),
    ("The sherry drinker lives immediately to the right of the maroon house.", lambda s: p(s, "sherry") == p(s, "maroon") + 1),
    ("The banjo player has a hamster.", lambda s: s.same("hamster", "banjo")),
    ("The Maltese lives somewhere to the left of the Dane.", lambda s: p(s, "Dane") > p(s, "Maltese")),
    ("The man who plays the harp is the one with the goat.", lambda s: s.same("goat", "harp")),
    ("Lemonade is drunk in the house directly to the right of the one where the ferret lives.", lambda s: p(s, "lemonade") == p(s, "ferret") + 1),
    ("Whoever drinks cocoa keeps a budgie.", lambda s: s.same("budgie", "cocoa")),
    ("The owner of the budgie lives next door to the flute player.", lambda s: nextto(s, "budgie", "flute")),
    ("The primrose house is the next one to the right of the flautist's.", lambda s: p(s, "primrose") == p(s, "flute") + 1),
    ("Neither the Irishman nor the man in the lilac house plays the cello.", lambda s: not s.same("Irishman", "cello") and not s.same("lilac", "cello")),
    ("Ginger beer is the drink in the primrose house.", lambda s: s.same("primrose", "ginger beer")),
]
QUESTIONS = [("Who drinks water? Who owns the tortoise?",
              lambda s: (s.v("Nationalities", "water"), s.v("Nationalities", "tortoise")))]
OUTRO = ["Each house is painted a different colour, and its occupant is of a different nationality, keeps a different pet, prefers a different drink and plays a different instrument from the others. Left and right are as you see the terrace from the street."]
REMARKS = OUTRO
OUTRO_FIRST = True
