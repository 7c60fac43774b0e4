B = "Berths"
def b(s, x):
    return s.n(B, x)
def nextto(s, x, y):
    return abs(b(s, x) - b(s, y)) == 1
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4", "5"]),
    ("Colours", ["crimson", "green", "ochre", "teal", "white"]),
    ("Owners", ["Cornishman", "Irishman", "Manxman", "Scot", "Welshman"]),
    ("Drinks", ["cocoa", "ginger beer", "lemonade", "milk", "tea"]),
    ("Pets", ["cat", "ferret", "goat", "parrot", "tortoise"]),
    ("Pastimes", ["chess", "fishing", "knitting", "painting", "whittling"]),
]
CLUES = [
    ("The Welshman lives on the crimson boat.", lambda s: s.same("Welshman", "crimson")),
    ("The Scot keeps a ferret.", lambda s: s.same("Scot", "ferret")),
    ("Tea is drunk on the green boat.", lambda s: s.same("tea", "green")),
    ("The green boat is moored immediately to the left of the teal boat.", lambda s: b(s, "green") == b(s, "teal") - 1),
    ("The Irishman drinks ginger beer.", lambda s: s.same("Irishman", "ginger beer")),
    ("The man who whittles owns the tortoise.", lambda s: s.same("whittling", "tortoise")),
    ("Milk is drunk on the middle boat.", lambda s: b(s, "milk") == 3),
    ("The Manxman lives on the first boat.", lambda s: b(s, "Manxman") == 1),
    ("The chess player lives next to the man with the cat.", lambda s: nextto(s, "chess", "cat")),
    ("The goat is kept on a boat next to the one where milk is drunk.", lambda s: nextto(s, "goat", "milk")),
    ("The painter drinks ginger beer.", lambda s: s.same("painting", "ginger beer")),
    ("The Cornishman lives on the ochre boat.", lambda s: s.same("Cornishman", "ochre")),
    ("The knitter keeps a parrot.", lambda s: s.same("knitting", "parrot")),
    ("Cocoa is drunk next door to the Welshman.", lambda s: nextto(s, "cocoa", "Welshman")),
    ("The cat lives on the boat where tea is drunk.", lambda s: s.same("cat", "tea")),
    ("The knitter lives next door to the Scot.", lambda s: nextto(s, "knitting", "Scot")),
]
REMARKS = ["Five narrowboats are moored in a row along the Grand Union canal, numbered 1 to 5 from left to right as you look at them from the towpath. Each is painted a different colour, and each owner comes from a different part of the British Isles, drinks something different, keeps a different pet and has a different pastime."]
QUESTIONS = [("Who drinks lemonade?", lambda s: s.v("Owners", "lemonade")),
             ("Who owns the goat?", lambda s: s.v("Owners", "goat"))]
